import { AMU_EXPORT_COLUMNS, EXPORT_LABELS, type AlertLanguage, type AmuExportColumn, type AntimicrobialUseQuery, type ExportFormat } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { Principal } from '../access/auth.service';
import { antimicrobialUseReport } from '../health/antimicrobial-use-report.service';
import type { ExportColumn } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { wholeChunk } from './row-chunks';

interface AmuLine {
  name: string;
  class: string;
  flocks: number;
  liveWeightKg: number;
  mg: number;
  mgPerKg: number | null;
}

/**
 * `GET /v2/exports/antimicrobial-use`: the period's use for the company's veterinary reporting, a
 * line per group and class (mg per kg of the group's whole live weight) and the group's total after.
 */
export async function exportAntimicrobialUse(db: Db, principal: Principal, query: AntimicrobialUseQuery & { format: ExportFormat }, lang: AlertLanguage, now = new Date()): Promise<ExportFile> {
  const report = await antimicrobialUseReport(db, principal, query);
  const labels = EXPORT_LABELS[lang].antimicrobialUse;
  const lines = [...report.rows, ...(query.group === 'company' ? [] : [report.total])].flatMap((row): AmuLine[] => {
    const of = (cls: string, mg: number): AmuLine => ({ name: row.name, class: cls, flocks: row.flocks, liveWeightKg: row.live_weight_kg, mg, mgPerKg: row.live_weight_kg > 0 ? mg / row.live_weight_kg : null });
    return [...row.by_class.map((c) => of(c.class ?? labels.noClass, c.mg)), of(labels.allClasses, row.total_mg)];
  });
  const kinds: Record<AmuExportColumn, ExportColumn<AmuLine>> = {
    name: { kind: 'text', title: labels.name, value: (l) => l.name, width: 28 },
    class: { kind: 'text', title: labels.class, value: (l) => l.class, width: 20 },
    flocks: { kind: 'number', title: labels.flocks, value: (l) => l.flocks, decimals: 0 },
    live_weight_kg: { kind: 'number', title: labels.live_weight_kg, value: (l) => l.liveWeightKg, decimals: 0 },
    mg: { kind: 'number', title: labels.mg, value: (l) => l.mg, decimals: 0 },
    mg_per_kg: { kind: 'number', title: labels.mg_per_kg, value: (l) => l.mgPerKg, decimals: 2 },
  };
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  return exportFile({ table: 'antimicrobial-use', subject: `${query.from} ${query.to}`, columns: AMU_EXPORT_COLUMNS.map((c) => kinds[c]), chunks: wholeChunk(lines) }, options);
}
