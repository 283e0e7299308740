import { KeptShedContext } from '@/lib/outbox/keptShed';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_OF_ROUTE, PRODUCTION_TYPE_MODULE, type RouteModule, type ShedCondition, type ShedDetail } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { usePageSubject } from '@/stores/pageSubject';
import { type Feature } from '@/config/routes/routeMeta';
import { useExternalDashboards } from '../api/getExternalDashboards';
import { useShed } from '../api/getShed';
import { useShedConditions } from '../api/getShedConditions';
import { ShedConditionBanner } from '../conditions/ShedConditionBanner';
import { ShedConditionsContext } from '@/components/ui/ShedConditionsContext';
import { findExternalDashboard } from '../external/findExternalDashboard';
import { ExternalDashboardFrame } from './ExternalDashboardFrame';
import { ShedDashboardHeader } from './ShedDashboardHeader';

/** What a feature's panel is drawn for. */
export interface DashboardPanelContext {
  shed: ShedDetail;
  batchId: number | null;
}

interface ShedDashboardViewProps {
  shedId: number;
  module: RouteModule;
  feature: Feature;
  /** The batch the address names (planning, or `?batch=`), else the shed's current one. */
  initialBatchId?: number | undefined;
  /** The route's sex (external id 3 male, 2 female), for external dashboards. */
  sexId?: number | undefined;
  /** The feature's own panels: drawn unless an external dashboard is configured for the page. */
  renderPanel: (context: DashboardPanelContext) => ReactNode;
}

const NONE: readonly ShedCondition[] = [];

/** Every dashboard: the shed's header and batch selector, then the feature's panels or its external dashboard. */
export function ShedDashboardView({ shedId, module, feature, initialBatchId, sexId, renderPanel }: ShedDashboardViewProps) {
  const { t } = useTranslation();
  const shed = useShed(shedId);
  const externals = useExternalDashboards();
  const conditions = useShedConditions(shedId);
  const [chosenBatch, setChosenBatch] = useState<number | undefined>(initialBatchId);

  // The banner of open conditions and an external dashboard both change what sits above or in place
  // of the panels: waiting for them (fetched alongside the shed) keeps the page from jumping.
  if (shed.isPending || conditions.isPending || externals.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />;
  if (shed.isError) {
    const missing = shed.error instanceof ApiRequestError && shed.error.status === 404;
    return <Alert severity={missing ? 'warning' : 'error'}>{t(missing ? 'dashboard.shedNotFound' : 'dashboard.loadFailed')}</Alert>;
  }
  if (PRODUCTION_TYPE_MODULE[shed.data.production_type.external_id] !== MODULE_OF_ROUTE[module]) {
    // A shed of another module under this module's address: as unknown here as another company's.
    return <Alert severity="warning">{t('dashboard.shedNotFound')}</Alert>;
  }
  const batchId = shed.data.batches.some((b) => b.id === chosenBatch) ? chosenBatch! : shed.data.lastBatch;
  const batch = shed.data.batches.find((b) => b.id === batchId);
  const external = findExternalDashboard(externals.data, module, feature);
  // A past batch is not judged: its dashboard shows no banner and no red tile.
  const open = conditions.data && conditions.data.batch === batchId ? conditions.data.conditions : NONE;

  return (
    <ShedConditionsContext value={open}>
      <KeptShedContext value={shed.data.name}>
      <PageSubject shed={shed.data.name} batch={batch?.identification} />
      <ShedConditionBanner conditions={open} />
      <ShedDashboardHeader shed={shed.data} batch={batch} onSelectBatch={setChosenBatch} />
      {external ? (
        <ExternalDashboardFrame
          dashboard={external}
          title={t('dashboard.title', { feature: t(`features.${feature}`) })}
          context={{
            batchId,
            sex: sexId ?? batch?.sex.external_id ?? null,
            ages: batch ? [batch.age] : [],
            silos: shed.data.silos.map((s) => s.id),
            openingDate: batch?.opening_date,
            closingDate: batch?.closing_date,
          }}
        />
      ) : (
        renderPanel({ shed: shed.data, batchId: batchId ?? null })
      )}
      </KeptShedContext>
    </ShedConditionsContext>
  );
}

/** Names the shed and batch in the app bar while the dashboard is open. */
function PageSubject({ shed, batch }: { shed: string; batch: string | undefined }) {
  const { t } = useTranslation();
  usePageSubject(batch ? t('dashboard.subject', { shed, batch }) : shed);
  return null;
}
