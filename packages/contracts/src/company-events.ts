import { z } from 'zod';

/**
 * Events a company's own systems receive on its events webhook (docs/integrations.md), signed with the
 * company's webhook secret as the alerts' webhook is: `X-Plantel-Signature: sha256=<HMAC-SHA256 of
 * "<X-Plantel-Timestamp>.<raw body>">`.
 */
export const COMPANY_EVENTS = ['sanitary_bulletin.issued', 'load_plan.issued'] as const;
export type CompanyEvent = (typeof COMPANY_EVENTS)[number];

/** `GET/PUT /v2/notifications/events-webhook`: where the company's events go (staff). */
export const eventsWebhookSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .describe("Receives each company event as signed JSON (the plant's or the integrator's system); null: none sent"),
});
export type EventsWebhook = z.infer<typeof eventsWebhookSchema>;

/** What became of an event sent: delivered (2xx), failed (its answer or why it was not sent), or not sent for want of an address. */
export const eventDeliverySchema = z.object({
  status: z.enum(['delivered', 'failed', 'no_address']),
  detail: z.string().nullable().describe('The answer, or why it could not be sent'),
  at: z.iso.datetime(),
});
export type EventDelivery = z.infer<typeof eventDeliverySchema>;
