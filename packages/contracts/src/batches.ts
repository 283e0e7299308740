import { z } from 'zod';

/** Batch stages (spec §4). A shed counts as lodged while its open batch is lodged or at slaughter. */
export const BATCH_STAGES = ['empty_batch', 'pre_lodged', 'lodged', 'slaughter', 'storage', 'simulation'] as const;
export const batchStageSchema = z.enum(BATCH_STAGES);
export type BatchStage = z.infer<typeof batchStageSchema>;

export const LODGED_STAGES: readonly BatchStage[] = ['lodged', 'slaughter'];
