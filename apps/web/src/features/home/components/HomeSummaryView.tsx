import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { HomeSummary, ModuleName } from '@plantel/contracts';
import { useHomeSummary } from '../api/getHomeSummary';
import { LatestAlerts } from './LatestAlerts';
import { ModuleSummaryCard } from './ModuleSummaryCard';

interface HomeSummaryViewProps {
  /** The route of a module's recent alerts, and of one shed's recent-alert dashboard. */
  alertsPath: (module: ModuleName, shedId?: number) => string;
}

const grid = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' };

/** The producer's first look: per module, lodged sheds and recent alerts; then the newest alerts. */
export function HomeSummaryView({ alertsPath }: HomeSummaryViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const summary = useHomeSummary();
  // The cards and alerts are drawn in a render of their own that the browser may interrupt (a
  // transition), after the rest of the page: neither the answer arriving nor the first showing
  // blocks the page for the whole drawing. The skeleton stays until then.
  const data = useDeferredValue(summary.data, undefined);

  let body;
  if (summary.isError) {
    body = <RetryAlert message={t('home.loadFailed')} onRetry={() => void summary.refetch()} />;
  } else if (data === undefined) {
    body = (
      <Box component="ul" sx={grid} aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1].map((i) => (
          <Box component="li" key={i}>
            <Skeleton variant="rounded" height={140} />
          </Box>
        ))}
      </Box>
    );
  } else {
    body = <Loaded data={data} alertsPath={alertsPath} />;
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('home.modulesTitle')}
      </Typography>
      {body}
    </Box>
  );
}

function Loaded({ data, alertsPath }: { data: HomeSummary } & HomeSummaryViewProps) {
  const { t } = useTranslation();
  if (data.modules.length === 0) return <Typography>{t('home.noModules')}</Typography>;
  return (
    <>
      <Box component="ul" sx={grid}>
        {data.modules.map((module) => (
          <ModuleSummaryCard key={module.module} summary={module} since={data.since} to={alertsPath(module.module)} />
        ))}
      </Box>
      <LatestAlerts alerts={data.latest_alerts} linkTo={(alert) => (alert.module ? alertsPath(alert.module, alert.shed ?? undefined) : alertsPath(data.modules[0]!.module))} />
    </>
  );
}
