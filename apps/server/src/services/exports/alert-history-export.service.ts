import {
  ALERT_HISTORY_EXPORT_COLUMNS,
  EXPORT_LABELS,
  maskFor,
  type AlertHistoryExportColumn,
  type AlertHistoryExportQuery,
  type AlertLanguage,
  type ExportLabels,
  type RecentAlert,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findAlertsAfter, type AlertCursor, type AlertFilter, type AlertScope } from '../../repositories/alerts.repository';
import { alertDto, alertHistorySelection } from '../alerts/alerts.service';
import type { Principal } from '../access/auth.service';
import type { ExportColumn, RowChunks } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { EXPORT_CHUNK_ROWS } from './row-chunks';

/** An alert-history column in a file: the alert's words in the file's language (rows come masked for a guest). */
function alertColumn(column: AlertHistoryExportColumn, labels: ExportLabels): ExportColumn<RecentAlert> {
  const title = labels.alertHistory[column];
  const text = (value: (a: RecentAlert) => string | null, width?: number): ExportColumn<RecentAlert> => ({ kind: 'text', title, value, width });
  const moment = (value: (a: RecentAlert) => string | null): ExportColumn<RecentAlert> => ({ kind: 'datetime', title, value });
  switch (column) {
    case 'time':
      return moment((a) => a.timestamp);
    case 'shed':
      return text((a) => a.shed_identification ?? labels.companyWide);
    case 'property':
      return text((a) => a.shed_property_name, 24);
    case 'batch':
      return text((a) => a.batch_identification);
    case 'age':
      return { kind: 'number', title, value: (a) => a.age, decimals: 0 };
    case 'type':
      return text((a) => labels.alertTypes[a.type]);
    case 'severity':
      return text((a) => labels.severities[a.severity]);
    case 'state':
      return text((a) => labels.alertStates[a.state]);
    case 'message':
      return text((a) => a.message, 60);
    case 'acknowledged_at':
      return moment((a) => a.acknowledged_at);
    case 'acknowledged_by':
      return text((a) => a.acknowledged_by);
    case 'resolved_at':
      return moment((a) => a.resolved_at);
  }
}

/** The alerts newest first as `principal` reads them (masked for a guest), a chunk at a time, each chunk starting where the last one stopped. */
async function* alertChunks(db: Db, principal: Principal, scope: AlertScope, filter: AlertFilter, lang: AlertLanguage): RowChunks<RecentAlert> {
  let cursor: AlertCursor | null = null;
  for (;;) {
    const { rows, next } = await findAlertsAfter(db, scope, filter, cursor, EXPORT_CHUNK_ROWS);
    if (rows.length > 0) yield rows.map((row) => maskFor(principal, alertDto(row, lang)));
    if (rows.length < EXPORT_CHUNK_ROWS || next === null) return;
    cursor = next;
  }
}

/** `GET /v2/exports/alerts/history`: every alert the history shows for the same query, newest first. */
export async function exportAlertHistory(db: Db, principal: Principal, query: AlertHistoryExportQuery, lang: AlertLanguage, now = new Date()): Promise<ExportFile> {
  const { scope, filter } = alertHistorySelection(principal, query);
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  const labels = EXPORT_LABELS[lang];
  const columns = ALERT_HISTORY_EXPORT_COLUMNS.map((c) => alertColumn(c, labels));
  return exportFile({ table: 'alert-history', subject: '', columns, chunks: alertChunks(db, principal, scope, filter, lang) }, options);
}
