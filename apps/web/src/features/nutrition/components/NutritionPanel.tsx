import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchNutrition } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useConditionOn } from '@/components/ui/ShedConditionsContext';
import { useBatchNutrition } from '../api/nutritionQueries';
import { buildForecastOption, buildWaterDailyOption, buildWaterHourlyOption } from '@plantel/charts';
import { ConsumptionSection } from './ConsumptionSection';
import { animalOf } from './feedAnimal';
import { OccupationHistorySection } from './OccupationHistorySection';
import { SiloCard } from './SiloCard';
import { StaleSilosNotice } from './StaleSilosNotice';


function SummaryTiles({ nutrition, loadedAt }: { nutrition: BatchNutrition; /** When the data arrived, ms. */ loadedAt: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { summary } = nutrition;
  const feedAlarm = useConditionOn('feed');
  const kg = (value: number | null) => (value === null ? NO_VALUE : `${format.number(value, 0)} kg`);
  const ration = summary.most_recent_ration_type;
  const endsAt = summary.ration_end_date;
  const ranOut = endsAt !== null && Date.parse(endsAt) <= loadedAt;
  return (
    <FigureTiles
      figures={[
        { label: t('nutrition.recentRation'), value: ration?.name ?? NO_VALUE, note: ration ? t(`rationPhases.${ration.phase}`) : undefined },
        { label: t('nutrition.totalAvailable'), alarm: feedAlarm, value: kg(summary.total_available), note: summary.total_occupation === null ? undefined : t('nutrition.ofCapacity', { percent: format.number(summary.total_occupation * 100, 0) }) },
        { label: t('nutrition.totalFree'), value: kg(summary.total_free) },
        {
          label: t('nutrition.rationEnd'),
          value: endsAt ? format.dateTime(endsAt) : NO_VALUE,
          note: endsAt ? t(ranOut ? 'nutrition.ranOut' : 'nutrition.lasts', { when: format.relative(endsAt) }) : t('nutrition.noForecast'),
        },
        {
          label: t('nutrition.dailyConsumption'),
          value: kg(summary.daily_consumption),
          note: summary.intake_ratio === null ? undefined : t('nutrition.intakeRatio', { percent: format.number(summary.intake_ratio * 100, 0) }),
        },
      ]}
    />
  );
}

function WaterSection({ water }: { water: BatchNutrition['water'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!water) return <Alert severity="info">{t('nutrition.noWaterMeter')}</Alert>;
  if ([...water.hourly, ...water.daily].every((p) => p.litres === null)) return <Alert severity="info">{t('nutrition.noWaterReadings')}</Alert>;
  const number = (n: number) => format.number(n, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box>
        <EChart label={t('nutrition.waterHourly')} option={buildWaterHourlyOption(water.hourly, { litres: t('nutrition.litres'), time: (ms) => format.dateTime(ms, 'dd/MM HH:mm'), number })} />
      </Box>
      <Box>
        <EChart label={t('nutrition.waterDaily')} option={buildWaterDailyOption(water.daily, { litres: t('nutrition.litres'), ratio: t('nutrition.waterFeedRatio'), age: t('performance.age'), number })} />
      </Box>
    </Box>
  );
}

/** Spec §2 "Nutrition": silos, totals and the end-of-feed forecast, occupation history, consumption against the reference, and water. */
export function NutritionPanel({ batchId, actions }: { batchId: number; /** What the page lets the user do here (record deliveries, alert rules). */ actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nutrition = useBatchNutrition(batchId);
  const isGuest = useSessionStore((s) => s.isGuest);
  if (nutrition.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (nutrition.isError) return <RetryAlert message={t('nutrition.loadFailed')} onRetry={() => void nutrition.refetch()} />;
  const data = nutrition.data;
  const { summary } = data;
  return (
    <Box component="section" aria-label={t('features.nutrition')} sx={{ display: 'grid', gap: 2 }}>
      {actions}
      <SummaryTiles nutrition={data} loadedAt={nutrition.dataUpdatedAt} />
      {data.raw_readings_expired ? (
        <Alert severity="info" data-testid="raw-readings-expired">
          {t('nutrition.rawReadingsExpired')}
        </Alert>
      ) : null}
      <StaleSilosNotice silos={summary.stale_silos} />
      {data.silos.length === 0 ? (
        <Alert severity="info">{t('nutrition.noSilos')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {data.silos.map((silo) => (
            <SiloCard key={silo.id} silo={silo} batchId={batchId} editable={!isGuest} />
          ))}
        </Box>
      )}
      {data.silos.length > 0 ? (
        <PanelSection title={t('nutrition.occupationHistory')}>
          <OccupationHistorySection batchId={batchId} silos={data.silos} />
        </PanelSection>
      ) : null}
      <PanelSection title={t('nutrition.consumption')}>
        <ConsumptionSection batchId={batchId} feedUnit={data.feed_unit} animal={animalOf(data.production_type)} />
      </PanelSection>
      <PanelSection title={t('nutrition.forecast')}>
        {summary.ration_end_prediction.length > 1 ? (
          <EChart
            label={t('nutrition.forecast')}
            option={buildForecastOption(summary.ration_end_prediction, summary.ration_end_date, {
              stock: t('nutrition.stock'),
              runsOut: t('nutrition.runsOut'),
              time: (ms) => format.dateTime(ms, 'dd/MM HH:mm'),
              ticks: format.timeTicks,
              number: (n) => format.number(n, 0),
            })}
          />
        ) : (
          <Alert severity={summary.ration_end_date ? 'error' : 'info'}>{t(summary.ration_end_date ? 'nutrition.outOfFeed' : 'nutrition.noForecast')}</Alert>
        )}
      </PanelSection>
      <PanelSection title={t('nutrition.water')}>
        <WaterSection water={data.water} />
      </PanelSection>
    </Box>
  );
}
