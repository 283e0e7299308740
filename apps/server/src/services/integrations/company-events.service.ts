import type { CompanyEvent, EventDelivery, EventsWebhook } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findCompanyById, findEventsWebhookUrl, updateEventsWebhookUrl } from '../../repositories/companies.repository';
import { postSigned } from '../alerts/channels/webhook';
import { webhookUrlRefusal } from '../alerts/channels/webhook-address';
import { requireStaff, type Principal } from '../access/auth.service';
import { actorOf, recordAudit } from '../access/audit.service';
import { InvalidInputError } from '../common/errors';
import { resolveWebhookSecret } from '../common/secrets.service';

/** How this server sends a company's events: private addresses allowed (on-premise systems) or not. */
export interface CompanyEventOptions {
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
}

/**
 * POSTs `{ event, company, sent_at, data }` to the company's events webhook, signed with its webhook
 * secret (docs/integrations.md). Answers what became of it; with no address set, nothing is sent.
 */
export async function sendCompanyEvent(db: Db, companyId: number, event: CompanyEvent, delivery: string, data: unknown, options: CompanyEventOptions, now = new Date()): Promise<EventDelivery> {
  const url = await findEventsWebhookUrl(db, companyId);
  const at = now.toISOString();
  if (url === null) return { status: 'no_address', detail: null, at };
  const answer = await postSigned({
    address: url,
    event,
    delivery,
    body: { event, company: companyId, sent_at: at, data },
    secret: await resolveWebhookSecret(db, companyId),
    allowPrivateNetworks: options.allowPrivateNetworks,
    timeoutMs: options.timeoutMs ?? 10_000,
    now,
  });
  return { status: answer.ok ? 'delivered' : 'failed', detail: answer.detail, at };
}

/** `GET /v2/notifications/events-webhook` (staff). */
export async function eventsWebhook(db: Db, principal: Principal): Promise<EventsWebhook> {
  requireStaff(principal, 'read the events webhook');
  return { url: await findEventsWebhookUrl(db, principal.companyId) };
}

/** `PUT /v2/notifications/events-webhook` (staff): a public https address unless this server allows private ones; audited. */
export async function setEventsWebhook(db: Db, principal: Principal, input: EventsWebhook, options: CompanyEventOptions): Promise<EventsWebhook> {
  requireStaff(principal, 'change the events webhook');
  const refusal = input.url && !options.allowPrivateNetworks ? webhookUrlRefusal(new URL(input.url)) : null;
  if (refusal) throw new InvalidInputError('url', refusal);
  return db.transaction(async (t) => {
    const before = await findEventsWebhookUrl(t, principal.companyId);
    await updateEventsWebhookUrl(t, principal.companyId, input.url);
    const company = await findCompanyById(t, principal.companyId);
    await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'company', entityId: principal.companyId, label: company?.name ?? '', before: { events_webhook_url: before }, after: { events_webhook_url: input.url } }]);
    return { url: input.url };
  });
}
