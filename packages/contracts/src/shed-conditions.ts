import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './farm-values';

/**
 * What can be wrong in a shed right now, worst first: the order the dashboards' banner picks the
 * one to show first. Each names the tile of the dashboards it turns red.
 */
export const SHED_CONDITION_KINDS = [
  'no_feed',
  'comfort_lethal',
  'comfort_critical',
  'critical_alerts',
  'silos_critical',
  'slaughter_overdue',
  'stale_sensors',
] as const;
export type ShedConditionKind = (typeof SHED_CONDITION_KINDS)[number];

/** The figure each condition is about: feed, the air, alerts, the slaughter date, the sensors. */
export const SHED_CONDITION_SUBJECT = {
  no_feed: 'feed',
  comfort_lethal: 'comfort',
  comfort_critical: 'comfort',
  critical_alerts: 'alerts',
  silos_critical: 'feed',
  slaughter_overdue: 'slaughter',
  stale_sensors: 'sensors',
} as const satisfies Record<ShedConditionKind, string>;
export type ShedConditionSubject = (typeof SHED_CONDITION_SUBJECT)[ShedConditionKind];

export const shedConditionSchema = z.object({
  kind: z.enum(SHED_CONDITION_KINDS),
  severity: z.enum(['error', 'warning']).describe('error: act now; warning: act soon'),
  subject: z.enum(['feed', 'comfort', 'alerts', 'slaughter', 'sensors']).describe('The figure the condition is about'),
  count: z
    .number()
    .int()
    .nullable()
    .describe('How many: critical silos (of `of`), open critical alerts, silent sensors; null for the others'),
  of: z.number().int().nullable().describe('Out of how many (silos of the shed, sensors that report); null when count is'),
  since: isoDateTimeSchema.nullable().describe('Since when: the oldest open critical alert, or the last reading of the silent sensors'),
  day: isoDateSchema.nullable().describe('The planned slaughter day an overdue slaughter has passed'),
  days: z.number().int().nullable().describe('Days the slaughter is overdue, on the company\'s calendar'),
});
export type ShedCondition = z.infer<typeof shedConditionSchema>;

/** `GET /v2/sheds/{id}/conditions`: the open conditions of the shed's current batch, worst first. */
export const shedConditionsSchema = z.object({
  shed: z.number().int(),
  batch: z.number().int().nullable().describe('The current batch judged; null when the shed has none'),
  worst: shedConditionSchema.nullable().describe('The first of `conditions`, or null when nothing is wrong'),
  conditions: z.array(shedConditionSchema),
});
export type ShedConditions = z.infer<typeof shedConditionsSchema>;
