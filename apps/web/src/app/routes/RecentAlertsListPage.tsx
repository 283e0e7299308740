import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The recent alerts list of every module that has it (one view per feature). */
export function RecentAlertsListPage() {
  return <ComingSoonPanel feature="recentAlerts" role={useRouteMeta()?.role} />;
}
