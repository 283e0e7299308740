import { z } from 'zod';
import { batchStageSchema } from './batches';
import { deviceTypeSchema } from './farm-codes';
import { isoDateTimeSchema, sexSchema } from './farm-values';
import { shedSchema } from './sheds';
import { siloSchema } from './silo';

export const shedBatchSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  stage: batchStageSchema,
  lineage: z.string(),
  sex: sexSchema,
  age: z.number().int().describe('Age of the animals in days, now or at closing'),
  current_lodged: z.number().int(),
  opening_date: isoDateTimeSchema,
  closing_date: isoDateTimeSchema.nullable(),
});

export const shedDeviceSchema = z.object({
  id: z.number().int(),
  type: deviceTypeSchema,
  identification: z.string(),
  position: z.string(),
  last_seen_at: isoDateTimeSchema.nullable(),
});

/** A period of the shed: a batch in its stage, or empty (`empty_batch`, no batch) between and after batches. */
export const shedStateSchema = z.object({
  stage: batchStageSchema,
  batch: z.number().int().nullable(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema.nullable(),
});

/** One shed with its batches (newest first), devices, state timeline and silos. */
export const shedDetailSchema = shedSchema.extend({
  stage: batchStageSchema.describe('Stage of the current batch; empty_batch when there is none or it is closed'),
  lastBatch: z.number().int().nullable().describe('Id of the current batch (most recent by opening date, open ones first)'),
  last_batch: z.number().int().nullable().describe('Same as lastBatch'),
  batches: z.array(shedBatchSchema),
  devicesList: z.array(shedDeviceSchema),
  shed_states: z.array(shedStateSchema).describe('Newest first'),
  silos: z.array(siloSchema).describe("invoice_deliveries counts the current batch's deliveries"),
});
export type ShedDetail = z.infer<typeof shedDetailSchema>;
export type ShedBatch = z.infer<typeof shedBatchSchema>;
export type ShedState = z.infer<typeof shedStateSchema>;
