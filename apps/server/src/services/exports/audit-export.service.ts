import { AUDIT_EXPORT_COLUMNS, EXPORT_LABELS, type AlertLanguage, type AuditEntry, type AuditExportColumn, type AuditExportQuery, type ExportLabels } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { listAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import type { ExportColumn } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { pagedChunks } from './row-chunks';

const shown = (value: string | null) => value ?? '—';

/** What changed, in one cell, in words: each field before → after (or as created, or as it was when removed). */
export function changesText(entry: Pick<AuditEntry, 'before' | 'after' | 'changes'>): string {
  return entry.changes
    .map((c) => {
      if (entry.before && entry.after) return `${c.name}: ${shown(c.before)} → ${shown(c.after)}`;
      return `${c.name}: ${shown(entry.after ? c.after : c.before)}`;
    })
    .join('; ');
}

function auditColumn(column: AuditExportColumn, labels: ExportLabels): ExportColumn<AuditEntry> {
  const title = labels.audit[column];
  switch (column) {
    case 'at':
      return { kind: 'datetime', title, value: (e) => e.at };
    case 'actor':
      return { kind: 'text', title, value: (e) => e.actor };
    case 'action':
      return { kind: 'text', title, value: (e) => labels.auditActions[e.action] };
    case 'entity':
      return { kind: 'text', title, value: (e) => labels.auditEntities[e.entity] };
    case 'label':
      return { kind: 'text', title, value: (e) => e.label, width: 24 };
    case 'changes':
      return { kind: 'text', title, value: changesText, width: 60 };
  }
}

/** `GET /v2/exports/audit`: the audit for the same filters as the screen, every page (staff only). */
export async function exportAudit(db: Db, principal: Principal, query: AuditExportQuery, lang: AlertLanguage, now = new Date()): Promise<ExportFile> {
  const { format, lang: _lang, ...filters } = query;
  // A first page now, so a refusal (not staff, start after end) is an ordinary error answer.
  await listAudit(db, principal, { ...filters, limit: 1, offset: 0 }, lang);
  const options = await exportOptionsOf(db, principal, format, lang, now);
  const labels = EXPORT_LABELS[lang];
  const chunks = pagedChunks(async (limit, offset) => (await listAudit(db, principal, { ...filters, limit, offset }, lang)).results);
  return exportFile({ table: 'audit', subject: '', columns: AUDIT_EXPORT_COLUMNS.map((c) => auditColumn(c, labels)), chunks }, options);
}
