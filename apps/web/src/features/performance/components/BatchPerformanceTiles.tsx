import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BatchPerformance } from '@plantel/contracts';
import { NO_VALUE, useFormatters } from '@/lib/format';

/** The batch at a glance: age, weight against the reference, uniformity, FCR, mortality and EPEF. */
export function BatchPerformanceTiles({ batch }: { batch: BatchPerformance }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const maybe = (value: number | null, decimals: number, unit = '') => (value === null ? NO_VALUE : `${format.number(value, decimals)}${unit}`);
  const tiles: [string, string, string?][] = [
    [t('performance.tiles.age'), t('dashboard.ageDays', { count: batch.age })],
    [
      t('performance.tiles.weight'),
      maybe(batch.weight, 0, ' g'),
      batch.performance === null ? undefined : t('performance.tiles.ofReference', { percent: format.number(batch.performance, 1) }),
    ],
    [t('performance.tiles.uniformity'), maybe(batch.uniformity, 1, ' %'), batch.variation_coef === null ? undefined : t('performance.tiles.cv', { cv: format.number(batch.variation_coef, 1) })],
    [t('performance.tiles.fcr'), maybe(batch.conversion_factor, 2)],
    [t('performance.tiles.mortality'), maybe(batch.mortality_percent, 2, ' %'), t('performance.tiles.animals', { count: batch.mortality })],
    [t('performance.tiles.epef'), maybe(batch.production_efficiency, 0)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' }}>
      {tiles.map(([label, value, note]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
          {note ? (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {note}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
