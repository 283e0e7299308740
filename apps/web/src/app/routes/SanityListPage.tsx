import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The sanity and ambience list of every module that has it (one view per feature). */
export function SanityListPage() {
  return <ComingSoonPanel feature="sanity" role={useRouteMeta()?.role} />;
}
