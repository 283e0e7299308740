import { z } from 'zod';
import { ALERT_SEVERITIES, type AlertSeverity } from './alerts';
import { NOTIFICATION_CHANNELS } from './vocabulary';
import { idParamSchema } from './bounded';

const DAY_MINUTES = 24 * 60;

/** The most minutes each wait may be: a delay or a repeat at most a day, an escalation step at most a week. */
export const POLICY_MINUTES_MAX = { wait: DAY_MINUTES, escalation: 7 * DAY_MINUTES } as const;

/** Why a policy is refused, by i18n key (sent with the 400's fields; the form shows them under each field). */
export const NOTIFICATION_POLICY_MESSAGES = {
  'notificationPolicy.errors.waitMinutes': `Whole minutes from 0 to ${POLICY_MINUTES_MAX.wait}`,
  'notificationPolicy.errors.escalationMinutes': `Whole minutes from 0 to ${POLICY_MINUTES_MAX.escalation}`,
  'notificationPolicy.errors.people': 'At least one person',
  'notificationPolicy.errors.later': 'Must be later than the step before',
} as const;

const minutes = (max: number, error: keyof typeof NOTIFICATION_POLICY_MESSAGES, what: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(max, { error }).describe(what);

/** One step of the escalation chain: these people are told once nobody has acknowledged for `after_minutes`. */
export const escalationStepSchema = z
  .object({
    after_minutes: minutes(POLICY_MINUTES_MAX.escalation, 'notificationPolicy.errors.escalationMinutes', 'Minutes after the first message (the end of the delay) without acknowledgement'),
    user_ids: z.array(z.number().int().positive()).min(1, { error: 'notificationPolicy.errors.people' }).max(50).describe('People of the company told from this step on'),
  })
  .strict();
export type EscalationStep = z.infer<typeof escalationStepSchema>;

/** How alerts of one severity reach people. */
export const severityPolicySchema = z
  .object({
    delay_minutes: minutes(POLICY_MINUTES_MAX.wait, 'notificationPolicy.errors.waitMinutes', 'Wait before the first message; an alert that clears within it sends nothing'),
    repeat_minutes: minutes(POLICY_MINUTES_MAX.wait, 'notificationPolicy.errors.waitMinutes', 'Repeat every so many minutes until acknowledged or resolved; 0 never repeats'),
    escalation: z
      .array(escalationStepSchema)
      .max(10)
      .superRefine((steps, ctx) => {
        steps.forEach((step, i) => {
          if (i > 0 && step.after_minutes <= steps[i - 1]!.after_minutes)
            ctx.addIssue({ code: 'custom', path: [i, 'after_minutes'], message: 'notificationPolicy.errors.later', input: step.after_minutes });
        });
      })
      .describe('Who is told, in order; empty: everyone who asked for this severity, at once'),
  })
  .strict();
export type SeverityPolicy = z.infer<typeof severityPolicySchema>;

export const notificationPolicySchema = z.object({ info: severityPolicySchema, warning: severityPolicySchema, critical: severityPolicySchema }).strict();
export type NotificationPolicy = z.infer<typeof notificationPolicySchema>;

const once: SeverityPolicy = { delay_minutes: 0, repeat_minutes: 0, escalation: [] };
/** Without a company policy: each person who asked is told once, as soon as the alert opens. */
export const DEFAULT_NOTIFICATION_POLICY: NotificationPolicy = { info: once, warning: once, critical: once };

export const DELIVERY_STATUSES = ['sending', 'sent', 'retrying', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const alertDeliverySchema = z.object({
  id: z.number().int(),
  alert_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  attempt: z.number().int().describe('1 for the first message, 2 for the first repeat…'),
  status: z.enum(DELIVERY_STATUSES).describe('sending: claimed and under way; retrying: a retryable failure, tried again later; failed: given up'),
  tries: z.number().int(),
  provider_status: z.number().int().nullable().describe("The provider's answer code (HTTP status, SMTP code), when any"),
  provider_detail: z.string().describe("The provider's answer, shortened"),
  claimed_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  next_try_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertDeliveriesQuerySchema = z
  .object({
    alert_id: idParamSchema.optional().describe('Only the deliveries of this alert'),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
export const alertDeliveryListSchema = z.object({ deliveries: z.array(alertDeliverySchema) });

/** What an acknowledge link would acknowledge: reading it changes nothing. */
export const acknowledgeLinkPreviewSchema = z.object({
  alert_id: z.number().int(),
  message: z.string().describe("The alert's message, in the person's language"),
  shed: z.string().nullable(),
  expires_at: z.iso.datetime({ offset: true }),
});

export const acknowledgeLinkResultSchema = z.object({
  alert_id: z.number().int(),
  acknowledged_by: z.string(),
  acknowledged_at: z.iso.datetime({ offset: true }),
});

export const isSeverity = (s: string): s is AlertSeverity => (ALERT_SEVERITIES as readonly string[]).includes(s);

/** The company's webhook signing secret (staff only): gateways verify `X-Plantel-Signature` with it. */
export const webhookSecretSchema = z.object({ secret: z.string().describe('HMAC-SHA256 key of X-Plantel-Signature, whsec_…') });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** What the delivery log records when a message could not be tried at all; screens word them in the reader's language. */
export const DELIVERY_DETAILS = {
  noAddress: 'no address for this channel',
  notConfigured: 'channel not configured on this server',
} as const;
