import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlaughterForecast } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PanelSection } from '@/components/ui/PanelSection';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useSlaughterForecast } from '../api/forecastQueries';
import { useConditionOn } from '@/components/ui/ShedConditionsContext';
import { buildWeightForecastOption, plannedAgeOf } from '@plantel/charts';
import { ForecastTable } from './ForecastTable';
import { ForecastUnavailable } from './ForecastUnavailable';
import { useForecastLabels } from './useForecastLabels';
import { bandWording, lastWeighingOf, targetReachWording, todaysWeightLabel } from '../labels/forecastTileLabels';
import { useCompanyToday } from '@/lib/companyToday';

type Forecast = SlaughterForecast['results'];

function ForecastTiles({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { target, plan } = forecast;
  const today = useCompanyToday();
  const overdue = useConditionOn('slaughter');
  const atTarget = target ? forecast.predictions.find((p) => p.age === target.age) : undefined;
  const planned = plan.target_date ? forecast.predictions.find((p) => p.date === plan.target_date) : undefined;
  const grams = (n: number | null | undefined) => (n === null || n === undefined ? NO_VALUE : `${format.number(n, 0)} g`);
  const kg = (n: number) => `${format.number(n, 0)} kg`;
  const band = planned ? bandWording(planned, (n) => format.number(n, 0)) : null;
  const reach = targetReachWording(forecast, today, (day) => format.dateTime(day, 'dd/MM/yyyy'));
  const last = lastWeighingOf(forecast);
  const weighing = last
    ? t('forecast.lastWeighing', { weight: grams(last.weight), age: last.age, date: format.dateTime(last.date, 'dd/MM') })
    : t('forecast.noWeighing');
  return (
    <FigureTiles
      figures={[
        { label: t(todaysWeightLabel(forecast) as never), value: grams(forecast.current_weight), note: `${t('forecast.atAge', { age: forecast.age })} · ${weighing}` },
        { label: t('forecast.target'), value: grams(plan.target_value), note: t(reach.key as never, reach.values ?? {}) },
        {
          label: t('forecast.needToTarget'),
          value: atTarget ? kg(atTarget.necessary_ration) : NO_VALUE,
          note: t('forecast.inSilos', { amount: kg(forecast.feed_in_silos) }),
        },
        {
          label: t('forecast.plannedDay'),
          alarm: overdue,
          value: plan.target_date ? format.dateTime(plan.target_date, 'dd/MM/yyyy') : NO_VALUE,
          note: planned ? [t('forecast.expectedThen', { weight: grams(planned.weight) }), ...(band ? [t(band.key as never, band.values ?? {})] : [])].join(' · ') : undefined,
        },
        { label: t('forecast.method'), value: forecast.method ? t(`forecast.methods.${forecast.method}`) : NO_VALUE, note: t('forecast.weighedDays', { count: forecast.weighed.length }) },
      ]}
    />
  );
}

/** Spec §2: when the flock reaches its target, what it weighs and eats on each day it might go to slaughter. */
export function SlaughterForecastPanel({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const forecast = useSlaughterForecast(batchId);
  const labels = useForecastLabels();
  const data = forecast.data;
  const plannedAge = data ? plannedAgeOf(data) : null;
  const option = useMemo(() => (data ? buildWeightForecastOption(data, labels, plannedAge) : null), [data, labels, plannedAge]);
  if (forecast.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (forecast.isError) return <ForecastUnavailable onRetry={() => void forecast.refetch()} />;
  if (!data || data.predictions.length === 0 || !option) return <ForecastUnavailable />;
  const highlight = new Map<number, string>();
  if (data.target && !data.target.reached) highlight.set(data.target.age, t('forecast.targetMark'));
  if (plannedAge !== null) highlight.set(plannedAge, t('forecast.planned'));
  return (
    <Box component="section" aria-label={t('features.slaughterPrediction')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ForecastTiles forecast={data} />
      <PanelSection title={t('forecast.chart')}>
        <EChart label={t('forecast.chart')} option={option} height={320} />
        {data.predictions.some((p) => p.weight_p10 !== null) ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('forecast.bandNote')}
          </Typography>
        ) : null}
      </PanelSection>
      <PanelSection title={t('forecast.table')}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <ExportMenu list={`slaughter-weight-projection/${batchId}`} query={{}} fallbackName={`slaughter-forecast-${batchId}`} />
        </Box>
        <ForecastTable points={data.predictions} highlight={highlight} />
      </PanelSection>
    </Box>
  );
}
