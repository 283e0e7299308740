import type { AlertDelivery } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { listDeliveries } from '../../../repositories/alert-deliveries.repository';
import type { Principal } from '../../access/auth.service';
import { ForbiddenError } from '../../common/errors';

/** The company's delivery log (staff only), newest first. */
export async function listAlertDeliveries(db: Db, principal: Principal, q: { alert_id?: number; limit: number }): Promise<{ deliveries: AlertDelivery[] }> {
  if (!principal.isStaff && !principal.isSuperuser) throw new ForbiddenError('Only staff can read the delivery log');
  const rows = await listDeliveries(db, principal.companyId, q.alert_id, q.limit);
  return {
    deliveries: rows.map((r) => ({
      id: r.id,
      alert_id: r.alertId,
      user_id: r.userId,
      username: r.username,
      channel: r.channel,
      attempt: r.attempt,
      status: r.status,
      tries: r.tries,
      provider_status: r.providerStatus,
      provider_detail: r.providerDetail,
      claimed_at: r.claimedAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
      next_try_at: r.nextTryAt?.toISOString() ?? null,
    })),
  };
}
