import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { BatchPerformance } from '@plantel/contracts';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { NO_VALUE, useFormatters } from '@/lib/format';

/** The batch at a glance: age, weight against the reference, uniformity, FCR, mortality and EPEF. */
export function BatchPerformanceTiles({ batch }: { batch: BatchPerformance }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const maybe = (value: number | null, decimals: number, unit = '') => (value === null ? NO_VALUE : `${format.number(value, decimals)}${unit}`);
  return (
    <Box sx={{ mb: 3 }}>
      <FigureTiles
        figures={[
          { label: t('performance.tiles.age'), value: t('dashboard.ageDays', { count: batch.age }) },
          {
            label: t('performance.tiles.weight'),
            value: maybe(batch.weight, 0, ' g'),
            note: batch.performance === null ? undefined : t('performance.tiles.ofReference', { percent: format.number(batch.performance, 1) }),
          },
          {
            label: t('performance.tiles.uniformity'),
            value: maybe(batch.uniformity, 1, ' %'),
            note: batch.variation_coef === null ? undefined : t('performance.tiles.cv', { cv: format.number(batch.variation_coef, 1) }),
          },
          { label: t('performance.tiles.fcr'), value: maybe(batch.conversion_factor, 2) },
          { label: t('performance.tiles.mortality'), value: maybe(batch.mortality_percent, 2, ' %'), note: t('performance.tiles.animals', { count: batch.mortality }) },
          { label: t('performance.tiles.epef'), value: maybe(batch.production_efficiency, 0) },
        ]}
      />
    </Box>
  );
}
