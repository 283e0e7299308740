import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The performance list of every module that has it (one view per feature). */
export function PerformanceListPage() {
  return <ComingSoonPanel feature="performance" role={useRouteMeta()?.role} />;
}
