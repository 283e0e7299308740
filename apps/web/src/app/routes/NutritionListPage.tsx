import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The nutrition list of every module that has it (one view per feature). */
export function NutritionListPage() {
  return <ComingSoonPanel feature="nutrition" role={useRouteMeta()?.role} />;
}
