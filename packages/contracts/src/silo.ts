import { z } from 'zod';
import { refineDayPeriod } from './day-period';
import { idParamSchema } from './bounded';
import { rationPhaseSchema } from './farm-codes';
import { isoDateSchema, isoDateTimeSchema, siloStatusSchema } from './farm-values';
import { rationTypeSchema } from './ration-types';
import { resultsEnvelope } from './pagination';

/** Feed of one ration type: in a silo now (`rations`) or brought by a delivery (`last_delivery`). kg. */
export const siloRationSchema = z.object({
  type_id: z.number().int(),
  type_name: z.string(),
  phase: rationPhaseSchema,
  density: z.number().describe('kg/m³'),
  available_weight: z.number().describe('kg'),
});

/** A feed silo of a shed with its latest load-cell reading. Weights in kg. */
export const siloSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  capacity: z.number().describe('kg: the rated mass, or volume × the bulk density of the ration in it when the silo is rated by volume'),
  volume: z.number().nullable().describe('Rated volume, m³, when the silo is rated by volume'),
  low_threshold: z.number().min(0).max(1).describe('Occupation at or below which the silo is low (status 2)'),
  critical_threshold: z.number().min(0).max(1).describe('Occupation at or below which the silo is critical (status 1)'),
  available_weight: z.number().nullable().describe('Feed in the silo at the last reading, kg; null before any reading'),
  free_weight: z.number().nullable().describe('Room left, kg (capacity − available)'),
  invoice_deliveries: z.number().describe('Feed delivered into the silo during the batch, kg'),
  total_occupation: z.number().min(0).max(1).nullable().describe('available / capacity, 0–1'),
  status: siloStatusSchema.describe("1 critical, 2 low, 3 satisfactory by the silo's thresholds; 0 before any reading"),
  current_ration: rationTypeSchema.nullable(),
  last_received_time: isoDateTimeSchema.nullable().describe('Time of the last reading'),
  rations: z
    .array(siloRationSchema)
    .describe('What the stock is made of, newest feed first: deliveries fill the top and the silo empties from the bottom'),
  last_delivery: siloRationSchema
    .extend({ date: isoDateTimeSchema })
    .nullable()
    .describe('The latest delivery; available_weight is the quantity delivered, kg'),
  consumption_mean: z.number().nullable().describe('Mean feed taken from the silo per day over the last 7 days, kg/day'),
  bird_consumption_mean: z
    .number()
    .nullable()
    .describe('consumption_mean per animal lodged in the batch, g/animal/day'),
});
export type Silo = z.infer<typeof siloSchema>;

export const shedSilosSchema = resultsEnvelope(siloSchema);
export type ShedSilos = z.infer<typeof shedSilosSchema>;

export const OCCUPATION_HISTORY_DAYS = { default: 7, min: 1, max: 366 } as const;

/**
 * The window of an occupation history: the last `days` days (default 7) or the calendar days
 * `start` to `end` (UTC, both included). With `batch_id` the window is cut to the batch's period (from the
 * closing of the shed's batch before it, as the silos are filled before lodging, to its closing) and
 * `days` counts back from its closing (or from now while it is open).
 */
export const occupationHistoryQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .int()
      .min(OCCUPATION_HISTORY_DAYS.min)
      .max(OCCUPATION_HISTORY_DAYS.max)
      .optional()
      .describe(`Last N days, ${OCCUPATION_HISTORY_DAYS.min}–${OCCUPATION_HISTORY_DAYS.max} (default ${OCCUPATION_HISTORY_DAYS.default}); not with start/end`),
    start: isoDateSchema.optional().describe('First day, YYYY-MM-DD (with end)'),
    end: isoDateSchema.optional().describe("Last day, YYYY-MM-DD, not after the company's today (with start)"),
    batch_id: idParamSchema.optional().describe("A batch of the silo's shed: keeps its period only"),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: q[path as keyof typeof q] });
    if ((q.start === undefined) !== (q.end === undefined)) issue(q.start === undefined ? 'start' : 'end', 'start and end go together');
    if (q.days !== undefined && q.start !== undefined) issue('days', 'give days or start/end, not both');
    if (q.start && q.end && q.start > q.end) issue('start', 'must not be after end');
    // "Not after today" is the company's today, in its time zone: the server checks it.
  });
export type OccupationHistoryQuery = z.infer<typeof occupationHistoryQuerySchema>;

/** Why a last-days filter cannot be applied, as its message key (the web's, under `nutrition.filter`). */
const lastDaysSchema = z
  .number({ error: 'nutrition.filter.daysMin' })
  .int({ error: 'nutrition.filter.daysWhole' })
  .min(OCCUPATION_HISTORY_DAYS.min, { error: 'nutrition.filter.daysMin' })
  .max(OCCUPATION_HISTORY_DAYS.max, { error: 'nutrition.filter.daysMax' });

/**
 * The occupation-history filter as its form holds it (both kinds' values, the one chosen checked):
 * the last days, or a period of the company's calendar days up to `today`. It reads as the filter chosen.
 */
export const occupationFilterFormSchema = (today: string) =>
  z
    .object({ kind: z.enum(['days', 'period']), days: z.unknown(), start: z.string(), end: z.string() })
    .strict()
    .superRefine((filter, ctx) => {
      if (filter.kind === 'period') return refineDayPeriod(today)(filter, ctx);
      const days = lastDaysSchema.safeParse(filter.days);
      if (!days.success) ctx.addIssue({ code: 'custom', path: ['days'], message: days.error.issues[0]!.message, input: filter.days });
    })
    .transform((filter) => (filter.kind === 'days' ? { kind: filter.kind, days: filter.days as number } : { kind: filter.kind, start: filter.start, end: filter.end }));

/** One load-cell reading of a silo. */
export const occupationRecordSchema = z.object({
  device_time: isoDateTimeSchema,
  additional_info: z.object({
    total_occupation: z.number().describe('0–1'),
    is_blackout: z.boolean().describe('The device lost power or signal; the weight may be stale'),
    total_weight: z.number().describe('kg'),
    free_capacity: z.number().describe('kg'),
    consuming_ration: z.object({ id: z.number().int(), name: z.string(), phase: rationPhaseSchema }).nullable(),
  }),
});
export type OccupationRecord = z.infer<typeof occupationRecordSchema>;

export const occupationHistorySchema = resultsEnvelope(occupationRecordSchema);
export type OccupationHistory = z.infer<typeof occupationHistorySchema>;

/** `PATCH /v2/silos/{id}`: the silo's status thresholds (fractions of capacity) and rated volume. */
export const siloSettingsInputSchema = z
  .object({
    low_threshold: z.number().gt(0).lt(1).describe('0–1, above critical_threshold'),
    critical_threshold: z.number().min(0).lt(1).describe('0–1, below low_threshold'),
    volume: z.number().positive().max(1000).nullable().describe('m³; null when the silo is rated by mass'),
  })
  .partial()
  .strict();
export type SiloSettingsInput = z.infer<typeof siloSettingsInputSchema>;
