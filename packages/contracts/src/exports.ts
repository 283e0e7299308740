import { z } from 'zod';
import { auditQuerySchema } from './audit';
import { ALERT_LANGUAGES, alertHistoryQuerySchema } from './alerts';
import { consumptionHistoryQuerySchema } from './batch-nutrition';
import { feedControlsQuerySchema } from './feed-controls';

/**
 * Downloads of the lists and tables: `GET /api/v2/exports/<list path>` takes the list's own query
 * plus `format` and `lang`, and answers every matching row as one file.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The query parameters every export adds to its list's query. */
export const exportQueryShape = {
  format: exportFormatSchema
    .default('csv')
    .describe('csv: UTF-8 with BOM, CRLF, `;` and decimal comma for pt-BR and es, `,` and decimal point for en; xlsx: an Excel workbook with number and date cells'),
  lang: z
    .enum(ALERT_LANGUAGES)
    .optional()
    .describe('Language of the column titles, codes and file name (default: Accept-Language, then pt-BR)'),
};

/** The tables that export, as named in the file name and the label catalogue. */
export const EXPORT_TABLES = ['sheds', 'alert-history', 'feed-controls', 'consumption-history', 'slaughter-forecast', 'audit', 'antimicrobial-use'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** The columns of each exported table other than the shed lists (whose columns follow the list's category), in file order. */
export const ALERT_HISTORY_EXPORT_COLUMNS = [
  'time',
  'shed',
  'property',
  'batch',
  'age',
  'type',
  'severity',
  'state',
  'message',
  'acknowledged_at',
  'acknowledged_by',
  'resolved_at',
] as const;
export type AlertHistoryExportColumn = (typeof ALERT_HISTORY_EXPORT_COLUMNS)[number];

export const FEED_CONTROL_EXPORT_COLUMNS = ['date', 'silo', 'ration_type', 'quantity', 'measured_quantity', 'origin'] as const;
export type FeedControlExportColumn = (typeof FEED_CONTROL_EXPORT_COLUMNS)[number];

export const CONSUMPTION_EXPORT_COLUMNS = ['age', 'week', 'date', 'days', 'amount', 'ideal_amount', 'current_lodged'] as const;
export type ConsumptionExportColumn = (typeof CONSUMPTION_EXPORT_COLUMNS)[number];

export const FORECAST_EXPORT_COLUMNS = ['age', 'date', 'weight', 'weight_p10', 'weight_p90', 'accumulated_consumption', 'necessary_ration'] as const;
export type ForecastExportColumn = (typeof FORECAST_EXPORT_COLUMNS)[number];

/** A row per group and antimicrobial class, then the group's total (docs/health-book.md, "Antimicrobial use"). */
export const AMU_EXPORT_COLUMNS = ['name', 'class', 'flocks', 'live_weight_kg', 'mg', 'mg_per_kg'] as const;
export type AmuExportColumn = (typeof AMU_EXPORT_COLUMNS)[number];

/** `GET /v2/exports/feed-controls`: the list's query (limit and offset aside: every row goes). */
export const feedControlsExportQuerySchema = feedControlsQuerySchema.safeExtend(exportQueryShape);
export type FeedControlsExportQuery = z.infer<typeof feedControlsExportQuerySchema>;

/** `GET /v2/exports/alerts/history`: the history's query (limit and offset aside). */
export const alertHistoryExportQuerySchema = alertHistoryQuerySchema.safeExtend(exportQueryShape);
export type AlertHistoryExportQuery = z.infer<typeof alertHistoryExportQuerySchema>;

/** `GET /v2/exports/batches/{id}/consumption-history`. */
export const consumptionHistoryExportQuerySchema = consumptionHistoryQuerySchema.safeExtend(exportQueryShape);
export type ConsumptionHistoryExportQuery = z.infer<typeof consumptionHistoryExportQuerySchema>;

/** `GET /v2/exports/slaughter-weight-projection/{batch id}`. */
export const exportQuerySchema = z.object(exportQueryShape);
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The audit log's columns in file order. */
export const AUDIT_EXPORT_COLUMNS = ['at', 'actor', 'action', 'entity', 'label', 'changes'] as const;
export type AuditExportColumn = (typeof AUDIT_EXPORT_COLUMNS)[number];

/** `GET /v2/exports/audit`: the audit's query (limit and offset aside). */
export const auditExportQuerySchema = auditQuerySchema.omit({ limit: true, offset: true }).extend(exportQueryShape).strict();
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
