import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The PCP planning list of every module that has it (one view per feature). */
export function PcpPlanningListPage() {
  return <ComingSoonPanel feature="pcpPlanning" role={useRouteMeta()?.role} />;
}
