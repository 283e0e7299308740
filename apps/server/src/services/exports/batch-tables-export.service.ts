import {
  CONSUMPTION_EXPORT_COLUMNS,
  EXPORT_LABELS,
  FORECAST_EXPORT_COLUMNS,
  type AlertLanguage,
  type ConsumptionEntry,
  type ConsumptionExportColumn,
  type ConsumptionHistoryExportQuery,
  type ExportQuery,
  type ForecastExportColumn,
  type SlaughterProjectionPoint,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import type { FarmScope } from '../../repositories/farm-scope';
import type { Principal } from '../access/auth.service';
import { getConsumptionHistory } from '../nutrition/batch-nutrition.service';
import { NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { getSlaughterForecast, predictionScopeOf } from '../performance/slaughter-forecast.service';
import type { ExportColumn } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { wholeChunk } from './row-chunks';

/** The identification of a batch the scope may read; a 404 otherwise, as its table answers. */
async function batchName(db: Db, scope: FarmScope, id: number): Promise<string> {
  const row = await findBatch(db, scope, id);
  if (!row) throw new NotFoundError('Batch not found');
  return row.batch.identification;
}

/** `GET /v2/exports/batches/{id}/consumption-history`: the days (or weeks) the consumption charts draw, as a table. */
export async function exportConsumptionHistory(
  db: Db,
  principal: Principal,
  id: number,
  query: ConsumptionHistoryExportQuery,
  lang: AlertLanguage,
  now = new Date(),
): Promise<ExportFile> {
  const subject = await batchName(db, farmScopeWith(principal, 'Nutrição'), id);
  const { results } = await getConsumptionHistory(db, principal, id, query, now);
  const labels = EXPORT_LABELS[lang].consumptionHistory;
  const kinds: Record<ConsumptionExportColumn, ExportColumn<ConsumptionEntry>> = {
    age: { kind: 'number', title: labels.age, value: (e) => e.age, decimals: 0 },
    week: { kind: 'number', title: labels.week, value: (e) => e.week, decimals: 0 },
    date: { kind: 'date', title: labels.date, value: (e) => e.date },
    days: { kind: 'number', title: labels.days, value: (e) => e.days, decimals: 0 },
    amount: { kind: 'number', title: labels.amount, value: (e) => e.amount, decimals: 1 },
    ideal_amount: { kind: 'number', title: labels.ideal_amount, value: (e) => e.ideal_amount, decimals: 1 },
    current_lodged: { kind: 'number', title: labels.current_lodged, value: (e) => e.current_lodged, decimals: 0 },
  };
  const columns = CONSUMPTION_EXPORT_COLUMNS.map((c) => kinds[c]);
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  return exportFile({ table: 'consumption-history', subject, columns, chunks: wholeChunk(results) }, options);
}

/** `GET /v2/exports/slaughter-weight-projection/{batch id}`: the forecast table, day by day. */
export async function exportSlaughterForecast(db: Db, principal: Principal, id: number, query: ExportQuery, lang: AlertLanguage, now = new Date()): Promise<ExportFile> {
  const subject = await batchName(db, predictionScopeOf(principal), id);
  const { results } = await getSlaughterForecast(db, principal, id, now);
  const labels = EXPORT_LABELS[lang].slaughterForecast;
  const kinds: Record<ForecastExportColumn, ExportColumn<SlaughterProjectionPoint>> = {
    age: { kind: 'number', title: labels.age, value: (p) => p.age, decimals: 0 },
    date: { kind: 'date', title: labels.date, value: (p) => p.date },
    weight: { kind: 'number', title: labels.weight, value: (p) => p.weight, decimals: 1 },
    weight_p10: { kind: 'number', title: labels.weight_p10, value: (p) => p.weight_p10, decimals: 1 },
    weight_p90: { kind: 'number', title: labels.weight_p90, value: (p) => p.weight_p90, decimals: 1 },
    accumulated_consumption: { kind: 'number', title: labels.accumulated_consumption, value: (p) => p.accumulated_consumption, decimals: 1 },
    necessary_ration: { kind: 'number', title: labels.necessary_ration, value: (p) => p.necessary_ration, decimals: 1 },
  };
  const columns = FORECAST_EXPORT_COLUMNS.map((c) => kinds[c]);
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  return exportFile({ table: 'slaughter-forecast', subject, columns, chunks: wholeChunk(results.predictions) }, options);
}
