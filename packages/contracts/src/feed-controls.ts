import { z } from 'zod';
import { idParamSchema, idSchema, positiveAmountSchema } from './bounded';
import { periodFilterFormSchema } from './day-period';
import { MOVIMENTATION_TYPES } from './farm-codes';
import { isoDateSchema, isoDateTimeSchema } from './farm-values';
import { listEnvelope, paginationQueryShape } from './pagination';

export const FEED_CONTROLS_PAGE = { defaultLimit: 10, maxLimit: 500 } as const;
/** Spec §9: the ration table shows the last 30 days by default. */
export const FEED_CONTROLS_DEFAULT_DAYS = 30;

/** The deliveries table's filter: a period of the company's days up to its today, and a silo (null: every silo). */
export const deliveryFilterFormSchema = (today: string) => periodFilterFormSchema(today, { silo: idSchema.nullable() });

/** A delivery of feed into a silo for a batch. kg. */
export const feedControlSchema = z.object({
  id: z.number().int(),
  batch: z.number().int(),
  silo: z.number().int(),
  silo_identification: z.string(),
  date: isoDateTimeSchema,
  quantity: z.number().describe('kg on the invoice'),
  ration_type: z.number().int(),
  ration_type_name: z.string(),
  movimentation_type: z.number().int(),
  measured_quantity: z.number().nullable().describe('kg the load cells saw going in (automatic records)'),
  feed_control_type: z.union([z.literal(1), z.literal(2)]).describe('1 manual, 2 automatic (detected by the load cells)'),
});
export type FeedControl = z.infer<typeof feedControlSchema>;

export const feedControlsQuerySchema = z
  .object({
    batch: idParamSchema.describe('The batch whose deliveries to list'),
    silo: idParamSchema.optional().describe('Only this silo'),
    start: isoDateSchema.optional().describe("First day (the company's calendar day, in its time zone), included"),
    end: isoDateSchema.optional().describe("Last day (the company's calendar day), included; not after the company's today"),
    ordering: z.enum(['date', '-date']).default('-date').describe('By date; prefix - for newest first (default)'),
    ...paginationQueryShape(FEED_CONTROLS_PAGE),
  })
  .superRefine((q, ctx) => {
    // "Not after today" is the company's today, in its time zone: the server checks it.
    if (q.start && q.end && q.start > q.end) ctx.addIssue({ code: 'custom', path: ['start'], message: 'must not be after end', input: q.start });
  });
export type FeedControlsQuery = z.infer<typeof feedControlsQuerySchema>;

export const feedControlListSchema = listEnvelope(feedControlSchema);
export type FeedControlList = z.infer<typeof feedControlListSchema>;

const inputShape = {
  batch: idSchema,
  silo: idSchema.describe("A silo of the batch's shed"),
  date: isoDateTimeSchema.describe('When the feed went in; not in the future'),
  quantity: positiveAmountSchema(100_000).describe('kg, more than 0'),
  ration_type: idSchema,
  movimentation_type: z.literal(MOVIMENTATION_TYPES.delivery).default(MOVIMENTATION_TYPES.delivery),
};

/** `POST /v1/feed-controls`: a delivery typed in by hand (feed_control_type 1). */
export const feedControlInputSchema = z.object(inputShape).strict();
export type FeedControlInput = z.input<typeof feedControlInputSchema>;

/** `PATCH /v1/feed-controls/{id}`: the same fields, any of them; an automatic record keeps its silo and date. */
export const feedControlPatchSchema = z
  .object({ ...inputShape, movimentation_type: z.literal(MOVIMENTATION_TYPES.delivery) })
  .partial()
  .strict();
export type FeedControlPatch = z.infer<typeof feedControlPatchSchema>;
