import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { ForecastChartLabels } from '@plantel/charts';

/** The weight chart's texts in the interface language. */
export function useForecastLabels(): ForecastChartLabels {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(
    () => ({
      actual: t('forecast.weighed'),
      forecast: t('forecast.forecast'),
      today: t('forecast.today'),
      target: (weight: number) => t('forecast.targetLine', { weight: format.number(weight, 0) }),
      reached: (age: number) => t('forecast.reachedLine', { age }),
      planned: t('forecast.planned'),
      p10: t('forecast.p10'),
      p90: t('forecast.p90'),
      age: t('performance.age'),
      number: (n: number) => format.number(n, 0),
    }),
    [t, format],
  );
}
