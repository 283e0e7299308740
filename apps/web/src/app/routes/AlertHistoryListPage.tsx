import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The alert history list of every module that has it (one view per feature). */
export function AlertHistoryListPage() {
  return <ComingSoonPanel feature="alertHistory" role={useRouteMeta()?.role} />;
}
