import { DECIMALS, EXPORT_LABELS, maskFor, SHED_LIST_CATEGORY_COLUMNS, SHED_STAGE_LIST_COLUMNS, type AlertLanguage, type ExportLabels, type ShedListColumn, type ShedListExportQuery, type ShedListItem } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { listSheds } from '../../repositories/shed-list.repository';
import type { Principal } from '../access/auth.service';
import { isShedListCategory, shedListReaderOf, shedListSelection } from '../overview/shed-list.service';
import type { ExportColumn } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { pagedChunks } from './row-chunks';

/** A shed-list column in a file: codes in words (rows come masked for a guest, as the list shows them). */
function shedListColumn(column: ShedListColumn, labels: ExportLabels): ExportColumn<ShedListItem> {
  const title = labels.shedList[column];
  const text = (value: (s: ShedListItem) => string | null, width?: number): ExportColumn<ShedListItem> => ({ kind: 'text', title, value, width });
  const number = (value: (s: ShedListItem) => number | null, decimals: number): ExportColumn<ShedListItem> => ({ kind: 'number', title, value, decimals });
  switch (column) {
    case 'producer':
      return text((s) => s.producer, 24);
    case 'property':
      return text((s) => s.property_name, 24);
    case 'name':
      return text((s) => s.name, 24);
    case 'core':
      return text((s) => s.core || null);
    case 'lineage':
      return text((s) => s.lineage);
    case 'sex':
      return text((s) => (s.sex ? labels.sexes[s.sex.name] : null));
    case 'age':
      return number((s) => s.age, 0);
    case 'weight':
      return number((s) => s.weight, 1);
    case 'variation_coef':
      return number((s) => s.variation_coef, 2);
    case 'performance':
      return number((s) => s.performance, 2);
    case 'conversion_factor':
      return number((s) => s.conversion_factor, DECIMALS.fcr);
    case 'production_efficiency':
      return number((s) => s.production_efficiency, DECIMALS.productionEfficiency);
    case 'hen_day_percent':
      return number((s) => s.hen_day_percent, 1);
    case 'hen_day_deviation':
      return number((s) => s.hen_day_deviation, 1);
    case 'ration__phase':
      return text((s) => (s.ration ? labels.rationPhases[s.ration.phase] : null));
    case 'available':
      return number((s) => s.available, 1);
    case 'status':
      return text((s) => labels.siloStatus[s.status as keyof ExportLabels['siloStatus']] ?? null);
    case 'enthalpy':
      return text((s) => labels.comfort[s.enthalpy as keyof ExportLabels['comfort']] ?? null);
    case 'stage':
      return text((s) => labels.stages[s.stage]);
    case 'priority':
      return number((s) => s.priority, 0);
    case 'target_value':
      return number((s) => s.target_value, 1);
    case 'target_date':
      return { kind: 'date', title, value: (s) => s.target_date };
    case 'predicted_weight':
      return number((s) => s.predicted_weight, 1);
    case 'withdrawal':
      return { kind: 'datetime', title, value: (s) => s.withdrawal_ends_at };
    case 'salmonella':
      return text((s) => (s.salmonella ? labels.salmonella[s.salmonella] : null));
  }
}

/** A column in the file; the forecast weight comes with its P10 and P90 beside it, as numbers. */
function shedListColumns(column: ShedListColumn, labels: ExportLabels): ExportColumn<ShedListItem>[] {
  const main = shedListColumn(column, labels);
  if (column !== 'predicted_weight') return [main];
  const band = labels.slaughterForecast;
  return [
    main,
    { kind: 'number', title: band.weight_p10, value: (s) => s.predicted_weight_p10, decimals: 1 },
    { kind: 'number', title: band.weight_p90, value: (s) => s.predicted_weight_p90, decimals: 1 },
  ];
}

/**
 * `GET /v2/exports/sheds/{category or state}`: every shed the list shows for the same query, in the
 * same order and with the same columns, read a page at a time as the file is written.
 */
export async function exportShedList(
  db: Db,
  principal: Principal,
  categoryOrState: string,
  query: ShedListExportQuery,
  lang: AlertLanguage,
  now = new Date(),
): Promise<ExportFile> {
  const selection = shedListSelection(principal, categoryOrState, query);
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  const labels = EXPORT_LABELS[options.lang];
  const category = isShedListCategory(categoryOrState) ? categoryOrState : null;
  const columns = (category ? SHED_LIST_CATEGORY_COLUMNS[category] : SHED_STAGE_LIST_COLUMNS).flatMap((c) => shedListColumns(c, labels));
  const chunks = pagedChunks(async (limit, offset) => {
    if (!selection) return [];
    const { results } = await listSheds(db, selection.scope, { ...query, stages: selection.stages, limit, offset }, shedListReaderOf(principal));
    return maskFor(principal, JSON.parse(results) as ShedListItem[]);
  });
  const subject = category ? labels.lists[category] : labels.stages[categoryOrState as keyof ExportLabels['stages']];
  return exportFile({ table: 'sheds', subject, columns, chunks }, options);
}
