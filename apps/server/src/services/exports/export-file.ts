import { Readable } from 'node:stream';
import { EXPORT_CONTENT_TYPES, EXPORT_LABELS, type AlertLanguage, type ExportFormat, type ExportTable } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import type { Principal } from '../access/auth.service';
import { csvBytes, csvStyleOf } from './csv-file';
import type { ExportColumns, RowChunks } from './export-columns';
import { firstChunkRead } from './row-chunks';
import { localDay } from '../../shared/wall-time';
import { xlsxStream } from './xlsx-file';

/** A download: its name, its type, and its bytes as they are written. */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}

/** What the caller asked the file to be: its format, its language, and the company's clock. */
export interface ExportOptions {
  format: ExportFormat;
  lang: AlertLanguage;
  timeZone: string;
  now: Date;
}

/** The options of a caller's export: times on the company's clock (the time zone its alerts use too). */
export async function exportOptionsOf(db: Db, principal: Principal, format: ExportFormat, lang: AlertLanguage, now = new Date()): Promise<ExportOptions> {
  const { time_zone } = await alertThresholdsOf(db, principal.companyId);
  return { format, lang, timeZone: time_zone, now };
}

/** Lowercase ASCII words joined by hyphens: "Histórico de alertas" → "historico-de-alertas". */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface TableExport<Row> {
  table: ExportTable;
  /** What part of the table, in words (the list's name, the batch); empty for the whole table. */
  subject: string;
  columns: ExportColumns<Row>;
  chunks: RowChunks<Row>;
}

/**
 * The file of a table: named after the table, its subject and the company's today
 * (`aviarios-desempenho-2026-05-01.csv`), its sheet after the table and subject. The first chunk is
 * read before the file starts, so a failing query is an ordinary error answer.
 */
export async function exportFile<Row>(spec: TableExport<Row>, options: ExportOptions): Promise<ExportFile> {
  const chunks = await firstChunkRead(spec.chunks);
  const tableName = EXPORT_LABELS[options.lang].tables[spec.table];
  const filename = `${[tableName, spec.subject, localDay(options.now, options.timeZone)].map(fileSlug).filter(Boolean).join('-')}.${options.format}`;
  const body =
    options.format === 'csv'
      ? Readable.from(csvBytes(spec.columns, chunks, csvStyleOf(options.lang, options.timeZone)), { objectMode: false })
      : xlsxStream([tableName, spec.subject].filter(Boolean).join(' - '), spec.columns, chunks, options.timeZone);
  return { filename, contentType: EXPORT_CONTENT_TYPES[options.format], body };
}
