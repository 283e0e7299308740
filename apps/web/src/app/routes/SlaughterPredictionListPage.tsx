import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The slaughter-prediction list of every module that has it (one view per feature). */
export function SlaughterPredictionListPage() {
  return <ComingSoonPanel feature="slaughterPrediction" role={useRouteMeta()?.role} />;
}
