import { z } from 'zod';
import { idParamSchema } from './bounded';
import { periodFilterFormSchema } from './day-period';
import { listEnvelope, paginationQueryShape } from './pagination';
import { moduleNameSchema, type Permission } from './roles';

/** Alert types counted on the Home cards and alert dashboards (spec §3, §9). */
export const ALERT_TYPES = ['Ambiência', 'Sanidade', 'Desempenho', 'Nutrição'] as const;
export const alertTypeSchema = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertTypeSchema>;

/**
 * The feature permission an alert type belongs to: a user reads (lists, counts, streams,
 * acknowledges) an alert only with this permission in its shed's module, or in any module for a
 * company-wide alert. Ambience is part of the Sanidade dashboards.
 */
export const ALERT_TYPE_PERMISSION: Record<AlertType, Permission> = {
  Ambiência: 'Sanidade',
  Sanidade: 'Sanidade',
  Desempenho: 'Performance',
  Nutrição: 'Nutrição',
};

/** Spec §9: a card shows level 3 when its count is above zero. */
export function alertLevel(count: number): 0 | 3 {
  return count > 0 ? 3 : 0;
}

/**
 * What an alert is about: each subtype is one rule of the engine (a few, like weight_loss, come from
 * a farm's own system). The type is the dashboard card it counts on.
 */
export const ALERT_SUBTYPES = [
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'co2_high',
  'enthalpy_critical',
  'enthalpy_lethal',
  'sensor_stale',
  'sensor_stuck',
  'mortality_high',
  'no_telemetry',
  'weight_below_reference',
  'weight_loss',
  'consumption_low',
  'silo_low',
  'silo_empty',
  'water_shortfall',
  'ratio_out_of_band',
  'water_leak',
  'lay_drop',
  'lay_below_standard',
  'egg_weight_out_of_band',
  'floor_eggs_high',
  'salmonella_positive',
  'salmonella_pending',
  'salmonella_missing',
] as const;
export const alertSubtypeSchema = z.enum(ALERT_SUBTYPES);
export type AlertSubtype = z.infer<typeof alertSubtypeSchema>;

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const alertSeveritySchema = z.enum(ALERT_SEVERITIES);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;
export const severityRank = (s: AlertSeverity) => ALERT_SEVERITIES.indexOf(s);

/** How urgent each rule's alert is. */
export const ALERT_SEVERITY: Record<AlertSubtype, AlertSeverity> = {
  temperature_high: 'warning',
  temperature_low: 'warning',
  humidity_high: 'warning',
  humidity_low: 'warning',
  co2_high: 'warning',
  enthalpy_critical: 'critical',
  enthalpy_lethal: 'critical',
  sensor_stale: 'warning',
  sensor_stuck: 'warning',
  mortality_high: 'critical',
  no_telemetry: 'critical',
  weight_below_reference: 'warning',
  weight_loss: 'warning',
  consumption_low: 'warning',
  silo_low: 'warning',
  silo_empty: 'critical',
  // Early warnings from water (docs/alerts.md): a flock drinking less warns a day ahead; a leak floods litter now.
  water_shortfall: 'warning',
  ratio_out_of_band: 'warning',
  water_leak: 'critical',
  // Flocks in lay (docs/alerts.md, "Eggs"): a drop in lay is the first sign of disease, heat or a feeding error.
  lay_drop: 'warning',
  lay_below_standard: 'warning',
  egg_weight_out_of_band: 'warning',
  floor_eggs_high: 'warning',
  // Before slaughter (docs/health-book.md): a flock must go with its Salmonella result known.
  salmonella_positive: 'warning',
  salmonella_pending: 'warning',
  salmonella_missing: 'warning',
};

/**
 * Among critical alerts, the order of harm: what kills within the hour, then animals without feed
 * or water, then air out of comfort, then losses already counted, then a company gone silent.
 * Lists put the earlier rule first; within one rule, the one waiting longest.
 */
export const CRITICAL_HARM_ORDER = ['enthalpy_lethal', 'silo_empty', 'water_leak', 'enthalpy_critical', 'mortality_high', 'no_telemetry'] as const satisfies readonly AlertSubtype[];

/** The rules that judge a batch's water and feed against what it is expected to drink: each alert has its own chart. */
export const WATER_WARNING_SUBTYPES = ['water_shortfall', 'ratio_out_of_band', 'water_leak'] as const satisfies readonly AlertSubtype[];
export type WaterWarningSubtype = (typeof WATER_WARNING_SUBTYPES)[number];
export const isWaterWarning = (subtype: AlertSubtype): subtype is WaterWarningSubtype => (WATER_WARNING_SUBTYPES as readonly string[]).includes(subtype);


/** open → acknowledged (someone has seen it) → resolved (the condition cleared); open → resolved too. */
export const ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
export const alertStateSchema = z.enum(ALERT_STATES);
export type AlertState = z.infer<typeof alertStateSchema>;

/** The alert history's filter: a period of the company's days up to its today, and a state (null: every state). */
export const alertHistoryFilterFormSchema = (today: string) => periodFilterFormSchema(today, { state: alertStateSchema.nullable() });

/** Figures a message is worded with: numbers are formatted in the reader's language. */
export const alertParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type AlertParams = z.infer<typeof alertParamsSchema>;

/**
 * A recent alert as the spec's `GET /v2/alerts/recent` lists it (type, subtype, message, timestamp,
 * age, shed_property_name, shed_core, shed_identification, shed_property_owner, batch_identification),
 * plus what the dashboards need: ids, module, severity, state and the message's key and figures.
 * Company-wide alerts (no telemetry at all) have no shed.
 */
export const recentAlertSchema = z.object({
  id: z.number().int(),
  type: alertTypeSchema,
  subtype: alertSubtypeSchema,
  severity: alertSeveritySchema,
  state: alertStateSchema,
  message: z.string().describe("The message in the request's language (Accept-Language or lang)"),
  message_key: alertSubtypeSchema,
  message_params: alertParamsSchema,
  timestamp: z.iso.datetime({ offset: true }).describe('When the condition began'),
  age: z.number().int().nullable(),
  module: moduleNameSchema.nullable(),
  shed: z.number().int().nullable(),
  shed_identification: z.string().nullable(),
  shed_core: z.string().nullable(),
  shed_property_name: z.string().nullable(),
  shed_property_owner: z.string().nullable(),
  batch: z.number().int().nullable(),
  batch_identification: z.string().nullable(),
  last_seen_at: z.iso.datetime({ offset: true }).describe('The last evaluation that still found the condition'),
  acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
  acknowledged_by: z.string().nullable(),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
});
export type RecentAlert = z.infer<typeof recentAlertSchema>;

export const ALERT_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
/** The locale each language writes dates in: English as British English, day before month, as the other two. */
export const DATE_LOCALE_TAGS: Record<AlertLanguage, string> = { 'pt-BR': 'pt-BR', en: 'en-GB', es: 'es' };
const langShape = { lang: z.enum(ALERT_LANGUAGES).optional().describe('Language of `message` (default: Accept-Language, then pt-BR)') };

const filterShape = {
  module: moduleNameSchema.optional().describe('Only sheds of this module'),
  type: alertTypeSchema.optional(),
  shed: idParamSchema.optional(),
};

export const RECENT_ALERTS_LIMIT = { default: 50, max: 500 } as const;
export const recentAlertsQuerySchema = z.object({
  ...filterShape,
  ...langShape,
  since: z.iso.datetime({ offset: true }).optional().describe('Alerts that began at or after this time (default: the last 24 h)'),
  limit: z.coerce.number().int().min(1).max(RECENT_ALERTS_LIMIT.max).default(RECENT_ALERTS_LIMIT.default),
});
export type RecentAlertsQuery = z.infer<typeof recentAlertsQuerySchema>;
export const recentAlertListSchema = z.array(recentAlertSchema);

export const alertHistoryQuerySchema = z
  .object({
    ...filterShape,
    ...langShape,
    state: alertStateSchema.optional(),
    severity: alertSeveritySchema.optional(),
    start: z.iso.datetime({ offset: true }).optional().describe('Alerts that began at or after this time'),
    end: z.iso.datetime({ offset: true }).optional().describe('Alerts that began before this time'),
    ...paginationQueryShape({ defaultLimit: 25, maxLimit: 1000 }),
  })
  .superRefine((q, ctx) => {
    if (q.start && q.end && q.start > q.end) ctx.addIssue({ code: 'custom', path: ['start'], message: 'must not be after end', input: q.start });
  });
export type AlertHistoryQuery = z.infer<typeof alertHistoryQuerySchema>;
export const alertHistorySchema = listEnvelope(recentAlertSchema);
export type AlertHistory = z.infer<typeof alertHistorySchema>;

export const alertCountsQuerySchema = z.object({
  ...filterShape,
  since: z.iso.datetime({ offset: true }).optional().describe('Count alerts that began at or after this time (default: the last 24 h)'),
});
export type AlertCountsQuery = z.infer<typeof alertCountsQuerySchema>;

/** Per type: alerts since `since`, those still open (not resolved), and the card level. */
export const alertCountsSchema = z.object({
  since: z.iso.datetime({ offset: true }),
  counts: z.array(
    z.object({
      type: alertTypeSchema,
      count: z.number().int().describe('Alerts that began since `since`'),
      open: z.number().int().describe('Alerts not resolved, whenever they began'),
      critical_open: z.number().int().describe('Of those, the critical ones'),
      level: z.union([z.literal(0), z.literal(3)]),
    }),
  ),
});
export type AlertCounts = z.infer<typeof alertCountsSchema>;

/** What the live stream sends when alerts of the reader's sheds change. */
export const alertEventSchema = z.object({
  id: z.number().int(),
  type: alertTypeSchema,
  state: alertStateSchema,
  module: moduleNameSchema.nullable(),
  shed: z.number().int().nullable(),
  shed_identification: z.string().nullable().describe("The shed's identification (never masked: guests read it too); null for a company-wide alert"),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

/**
 * What a water warning is drawn with (`GET /v2/alerts/{id}/water-chart`), as the engine saw it at the
 * alert's last evaluation: the days of the detector's series (water and feed per animal against the
 * batch's expectation, the water:feed ratio and its band for the day's temperature) and its last 24
 * hours (the shed's litres against the same clock hour of the days before). Empty lists when the
 * readings no longer cover those hours.
 */
export const waterWarningChartSchema = z.object({
  subtype: z.enum(WATER_WARNING_SUBTYPES),
  meters: z.string().describe("The shed's water meters"),
  end: z.iso.datetime({ offset: true }).describe('End of the last hour judged'),
  days: z.array(
    z.object({
      start: z.iso.datetime({ offset: true }),
      water: z.number().describe('Litres per animal in the 24 h'),
      expected_water: z.number().describe('Reference litres per animal scaled by the batch over its baseline days'),
      feed: z.number().describe('Kg of feed per animal in the 24 h'),
      expected_feed: z.number().describe('Reference kg per animal scaled by the batch over its baseline days'),
      ratio: z.number().nullable().describe('Litres of water per kg of feed'),
      band_low: z.number().nullable(),
      band_high: z.number().nullable(),
    }),
  ),
  hours: z.array(
    z.object({
      time: z.iso.datetime({ offset: true }).describe('Start of the hour'),
      litres: z.number().describe("The shed's water in the hour"),
      expected: z.number().describe('The same clock hour of the days before, litres, scaled by the growth of the reference'),
    }),
  ),
});
export type WaterWarningChart = z.infer<typeof waterWarningChartSchema>;
