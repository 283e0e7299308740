import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BATCH_PARAM } from '@/config/routes/batchParam';
import { useSessionStore } from '@/stores/session';
import { SEX_PARAM } from '@/config/routes/sex';
import { useRouteMeta } from '@/config/routes/useRouteMeta';
import { NutritionActions } from './NutritionActions';
import { NOTIFICATION_SETTINGS_PATH } from './NotificationSettingsPage';
import { AlertHistoryPanel } from '@/features/alerts/components/AlertHistoryPanel';
import { RecentAlertsPanel } from '@/features/alerts/components/RecentAlertsPanel';
import { NutritionPanel } from '@/features/nutrition/components/NutritionPanel';
import { PerformancePanel } from '@/features/performance/components/PerformancePanel';
import { EggProductionPanel } from '@/features/eggs/components/EggProductionPanel';
import { SettlementLinks } from '@/features/settlement/components/SettlementLinks';
import { useBatch } from '@/features/shed-dashboard/api/getBatch';
import { SanityPanel } from '@/features/sanity/components/SanityPanel';
import { HealthBookPanel } from '@/features/health-book/components/HealthBookPanel';
import { PcpSection } from '@/features/slaughter-forecast/components/PcpSection';
import { SlaughterForecastPanel } from '@/features/slaughter-forecast/components/SlaughterForecastPanel';
import { LoadPlanPanel } from '@/features/load-plan/components/LoadPlanPanel';
import { PlantFindingsCard } from '@/features/plant-results/components/PlantFindingsCard';
import { SlaughterPlanningPanel } from '@/features/slaughter-forecast/components/SlaughterPlanningPanel';
import { BatchOverviewPanel } from '@/features/shed-dashboard/components/BatchOverviewPanel';
import { ShedDashboardView, type DashboardPanelContext } from '@/features/shed-dashboard/components/ShedDashboardView';

/** A whole number from an address segment, or undefined. */
const wholeNumber = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The one screen every `…/dashboard/:id` route (and the planning of one shed) shares. It opens the
 * batch the address names (`:last_batch_id`, or `?batch=`), else the shed's current one.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const params = useParams();
  const [search] = useSearchParams();
  const guest = useSessionStore((s) => s.isGuest);
  const shedId = wholeNumber(params.id);
  if (!meta?.module || !meta.feature) return null;
  if (shedId === undefined) return <Alert severity="warning">{t('dashboard.shedNotFound')}</Alert>;
  const featureName = t(`features.${meta.feature}`);

  // Each feature's panels; a feature without its own yet shows the batch's key figures.
  const renderPanel = ({ shed, batchId }: DashboardPanelContext) => {
    if (meta.feature === 'performance' && batchId !== null) {
      return (
        <Box key={batchId} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <BatchSettlementLinks batchId={batchId} />
          {/* A flock in lay leads with its eggs: they are what it is judged by. */}
          {meta.module === 'matrix' || meta.module === 'laying-birds' ? <EggProductionPanel batchId={batchId} /> : null}
          <PerformancePanel batchId={batchId} />
        </Box>
      );
    }
    if (meta.feature === 'nutrition' && batchId !== null) {
      return <NutritionPanel key={batchId} batchId={batchId} actions={<NutritionActions shed={shed} batchId={batchId} module={meta.module!} />} />;
    }
    if (meta.feature === 'sanity' && batchId !== null) {
      return (
        <Box key={batchId} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SanityPanel batchId={batchId} module={meta.module!} profilesPath="/settings/ambience" />
          {/* Guests read none of the health book (the server refuses it them). */}
          {guest ? null : <HealthBookPanel batchId={batchId} />}
        </Box>
      );
    }
    if ((meta.feature === 'pcp' || meta.feature === 'slaughterPrediction') && batchId !== null) {
      return (
        <Box key={batchId} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SlaughterForecastPanel batchId={batchId} />
          {/* Guests read no load plan (it names the producer; the server refuses it them). */}
          {guest ? null : <PlantFindingsCard batchId={batchId} />}
          {guest ? null : <BatchLoadPlan batchId={batchId} />}
          <PcpSection batchId={batchId} />
        </Box>
      );
    }
    if (meta.feature === 'recentAlerts') return <RecentAlertsPanel module={meta.role!} shedId={shed.id} preferencesPath={NOTIFICATION_SETTINGS_PATH} />;
    if (meta.feature === 'alertHistory') return <AlertHistoryPanel module={meta.role!} shedId={shed.id} />;
    if (meta.feature === 'pcpPlanning' && batchId !== null) return <SlaughterPlanningPanel key={batchId} shedId={shed.id} batchId={batchId} />;
    return <BatchOverviewPanel batchId={batchId} featureName={featureName} />;
  };

  return (
    <ShedDashboardView
      key={shedId}
      shedId={shedId}
      module={meta.module}
      feature={meta.feature}
      initialBatchId={wholeNumber(params.last_batch_id) ?? wholeNumber(search.get(BATCH_PARAM))}
      sexId={meta.sex ? wholeNumber(search.get(SEX_PARAM)) : undefined}
      renderPanel={renderPanel}
    />
  );
}

/** The flock's load plan, with the batch's divisions and planned day from its detail. */
function BatchLoadPlan({ batchId }: { batchId: number }) {
  return <LoadPlanPanel batchId={batchId} batch={useBatch(batchId)} />;
}

/** Close or statement, by whether the batch is settled (its detail says). */
function BatchSettlementLinks({ batchId }: { batchId: number }) {
  const batch = useBatch(batchId);
  if (!batch.data) return null;
  return <SettlementLinks batchId={batchId} statementVersion={batch.data.statement_version} />;
}
