import type { WebhookSecret } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { requireStaff, type Principal } from '../../access/auth.service';
import { resolveWebhookSecret, rotateWebhookSecret } from '../../common/secrets.service';

/** `GET /v2/notifications/webhook-secret`: the company's signing secret, to set up a gateway (staff). */
export async function getWebhookSecret(db: Db, principal: Principal): Promise<WebhookSecret> {
  requireStaff(principal, 'read the webhook signing secret');
  return { secret: await resolveWebhookSecret(db, principal.companyId) };
}

/** `POST /v2/notifications/webhook-secret/rotate`: a new secret, used at once; the old one stops verifying (staff). */
export async function rotateCompanyWebhookSecret(db: Db, principal: Principal): Promise<WebhookSecret> {
  requireStaff(principal, 'rotate the webhook signing secret');
  return { secret: await rotateWebhookSecret(db, principal.companyId) };
}
