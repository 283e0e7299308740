import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DECIMALS, isBroiler, laysEggs, type BatchPerformance } from '@plantel/contracts';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { NO_VALUE, useFormatters } from '@/lib/format';

/** The share of the feed figure that is estimated, %; null when none is. */
export function estimatedFeedPercent(batch: Pick<BatchPerformance, 'feed_kg' | 'feed_estimated_kg'>): number | null {
  if (!batch.feed_kg || !batch.feed_estimated_kg) return null;
  const percent = (100 * batch.feed_estimated_kg) / batch.feed_kg;
  return percent >= 0.05 ? percent : null;
}

/** The animals lost by the moment of the figures: the housed less the alive and removed then, as the mortality percent counts them. */
export function lostByTheMoment(batch: Pick<BatchPerformance, 'housed' | 'mortality_percent'>): number {
  return Math.round((batch.housed * (batch.mortality_percent ?? 0)) / 100);
}

/**
 * The batch at a glance: weight against the reference, uniformity, the feed conversions, mortality
 * and EPEF, all for one moment (the latest weighing, or the slaughter of a closed batch), said above them.
 */
export function BatchPerformanceTiles({ batch }: { batch: BatchPerformance }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const maybe = (value: number | null, decimals: number, unit = '') => (value === null ? NO_VALUE : `${format.number(value, decimals)}${unit}`);
  const estimated = estimatedFeedPercent(batch);
  const broiler = isBroiler(batch.production_type);
  const moment =
    batch.figures_at === null || batch.figures_age === null
      ? null
      : batch.final
        ? t('performance.tiles.final', { date: format.dateTime(batch.figures_at, 'dd/MM/yyyy'), age: format.number(batch.figures_age, 0) })
        : // The weighing's day of age, as its line in the list says, with the exact age the figures are computed at.
          t('performance.tiles.at', { date: format.dateTime(batch.figures_at), day: Math.floor(batch.figures_age), age: format.number(batch.figures_age, 2) });
  return (
    <Box sx={{ mb: 3 }}>
      {moment ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="figures-moment">
          {moment}
        </Typography>
      ) : null}
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
          // A flock in lay is judged by its eggs (their panel), not by feed conversion.
          ...(laysEggs(batch.production_type)
            ? []
            : [
                {
                  label: t('performance.tiles.fcr'),
                  value: maybe(batch.conversion_factor, DECIMALS.fcr),
                  note: estimated === null ? undefined : t('performance.tiles.feedEstimated', { percent: format.number(estimated, 1) }),
                },
                { label: t('performance.tiles.correctedFcr'), value: maybe(batch.corrected_conversion_factor, DECIMALS.fcr), note: t('performance.tiles.correctedNote') },
              ]),
          ...(broiler
            ? [
                {
                  label: t('performance.tiles.adjustedFcr'),
                  value: maybe(batch.adjusted_conversion_factor, DECIMALS.fcr),
                  note: t('performance.tiles.adjustedNote', {
                    weight: format.number(batch.adjusted_fcr.reference_weight, 0),
                    points: format.number(batch.adjusted_fcr.points_per_100g, 2),
                  }),
                },
              ]
            : []),
          // The birds lost by the same moment as the percent beside them (the box cards count them to now).
          {
            label: t('performance.tiles.mortality'),
            value: maybe(batch.mortality_percent, 2, ' %'),
            note: batch.mortality_percent === null ? undefined : t('performance.tiles.animals', { count: lostByTheMoment(batch) }),
          },
          ...(batch.removed > 0
            ? [
                {
                  label: t('performance.tiles.thinned'),
                  value: maybe(batch.removed_percent, 1, ' %'),
                  note: t('performance.tiles.thinnedNote', { animals: format.number(batch.removed, 0), kg: format.number(batch.removed_live_weight_kg, 0) }),
                },
              ]
            : []),
          // A thinned flock's adjusted FCR and EPEF are of every bird delivered, not of the last catch: said beside them.
          ...(batch.delivered_mean_weight != null && batch.delivered_mean_age != null
            ? [
                {
                  label: t('performance.tiles.delivered'),
                  value: maybe(batch.delivered_mean_weight, 0, ' g'),
                  note: t('performance.tiles.deliveredNote', { age: format.number(batch.delivered_mean_age, 2) }),
                },
              ]
            : []),
          ...(broiler ? [{ label: t('performance.tiles.epef'), value: maybe(batch.production_efficiency, DECIMALS.productionEfficiency) }] : []),
        ]}
      />
      {batch.now ? <NowTiles batch={batch} now={batch.now} /> : null}
    </Box>
  );
}

/** Between weighings: the same figures for now, each marked as the estimate it is. */
function NowTiles({ batch, now }: { batch: BatchPerformance; now: NonNullable<BatchPerformance['now']> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const maybe = (value: number | null, decimals: number, unit = '') => (value === null ? NO_VALUE : `${format.number(value, decimals)}${unit}`);
  return (
    <Box component="section" aria-labelledby="figures-now" sx={{ mt: 2 }}>
      <Typography id="figures-now" variant="subtitle2" component="h2">
        {t('performance.tiles.nowTitle', { age: format.number(now.age, 1) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('performance.tiles.nowNote', { days: format.number(now.days_since_weighing, 1), age: format.number(now.last_weighing_age, 1) })}
      </Typography>
      <FigureTiles
        figures={[
          {
            label: t('performance.tiles.weightNow'),
            value: maybe(now.weight, 0, ' g'),
            note: now.performance === null ? undefined : t('performance.tiles.ofReference', { percent: format.number(now.performance, 1) }),
          },
          ...(laysEggs(batch.production_type) ? [] : [{ label: t('performance.tiles.fcrNow'), value: maybe(now.conversion_factor, DECIMALS.fcr) }]),
          ...(isBroiler(batch.production_type) ? [{ label: t('performance.tiles.epefNow'), value: maybe(now.production_efficiency, DECIMALS.productionEfficiency) }] : []),
        ]}
      />
    </Box>
  );
}
