import type { WebhookSecret } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { requireStaff, type Principal } from '../../access/auth.service';
import { resolveWebhookSecret, rotateWebhookSecret } from '../../common/secrets.service';
import { actorOf, recordAudit } from '../../access/audit.service';
import { findCompanyById } from '../../../repositories/companies.repository';

/** `GET /v2/notifications/webhook-secret`: the company's signing secret, to set up a gateway (staff). */
export async function getWebhookSecret(db: Db, principal: Principal): Promise<WebhookSecret> {
  requireStaff(principal, 'read the webhook signing secret');
  return { secret: await resolveWebhookSecret(db, principal.companyId) };
}

/** `POST /v2/notifications/webhook-secret/rotate`: a new secret, used at once; the old one stops verifying (staff). */
export async function rotateCompanyWebhookSecret(db: Db, principal: Principal): Promise<WebhookSecret> {
  requireStaff(principal, 'rotate the webhook signing secret');
  return db.transaction(async (t) => {
    const secret = await rotateWebhookSecret(t, principal.companyId);
    const company = await findCompanyById(t, principal.companyId);
    // The secret itself never goes to the audit.
    await recordAudit(t, actorOf(principal), [{ action: 'rotate_secret', entity: 'company', entityId: principal.companyId, label: company?.name ?? '' }]);
    return { secret };
  });
}
