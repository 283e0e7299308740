import { z } from 'zod';
import { ALERT_LANGUAGES } from './alerts';

export const REPORT_FORMATS = ['pdf'] as const;

/** `GET /v2/batches/{id}/report`. */
export const batchReportQuerySchema = z.object({
  format: z.enum(REPORT_FORMATS).default('pdf').describe('File format of the report'),
  lang: z.enum(ALERT_LANGUAGES).optional().describe('Language of the report (default: Accept-Language, then pt-BR)'),
});
export type BatchReportQuery = z.infer<typeof batchReportQuerySchema>;
