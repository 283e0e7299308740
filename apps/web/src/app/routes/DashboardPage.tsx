import { useParams } from 'react-router';
import { ComingSoonPanel } from '@/components/ui/ComingSoonPanel';
import { useRouteSex } from '@/config/routes/sex';
import { useRouteMeta } from '@/config/routes/useRouteMeta';

/** The one screen every `…/dashboard/:id` route (and the planning of one shed) shares. */
export function DashboardPage() {
  const meta = useRouteMeta();
  const { id, last_batch_id: lastBatchId } = useParams();
  const sex = useRouteSex();
  return (
    <ComingSoonPanel
      feature={meta?.feature ?? 'performance'}
      role={meta?.role}
      dashboard={meta?.dashboard ?? false}
      shedId={id}
      batchId={lastBatchId}
      sex={sex}
    />
  );
}
