import { FORECAST_HORIZONS, plantLoadResultSchema, type ForecastAccuracy, type SlaughterResults, type SlaughterResultsInput } from '@plantel/contracts';
import { forecastErrorPercent, plantFigures } from '@plantel/domain';
import type { Db } from '../../db/database';
import type { BatchRow } from '../../repositories/batches.repository';
import { findForecastSnapshots } from '../../repositories/forecast-snapshots.repository';
import { findSlaughterResults, saveSlaughterResults, setBatchSlaughterFigures, type SlaughterResultsRow } from '../../repositories/slaughter-results.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { InvalidFieldsError, NotFoundError } from '../common/errors';
import { roundTo } from '../common/units';
import { refuseIfSettled } from '../settlement/settled-batch';
import { localDay } from '../../shared/wall-time';
import { plannableBatch } from './load-plan.service';

/** Half a kilo either way: the plant's scale rounds its weights. */
const NET_TOLERANCE_KG = 0.5;

function resultsOf(row: SlaughterResultsRow): SlaughterResults {
  // Read back in the contract's order: jsonb keeps its keys in an order of its own.
  const loads = row.loads.map((l) => plantLoadResultSchema.parse(l));
  const f = plantFigures(loads);
  return {
    batch: row.batchId,
    slaughtered_on: row.slaughteredOn,
    loads,
    figures: {
      birds_delivered: f.birdsDelivered,
      live_weight_kg: roundTo(f.liveWeightKg, 1)!,
      mean_weight: f.meanWeight === null ? null : roundTo(f.meanWeight, 1),
      dead_on_arrival: f.deadOnArrival,
      condemned_total: f.condemnedTotal,
      condemned_partial: f.condemnedPartial,
      condemned_percent: f.condemnedPercent === null ? null : roundTo(f.condemnedPercent, 2),
      by_cause: f.byCause as SlaughterResults['figures']['by_cause'],
      footpad_score: f.footpadScore === null ? null : roundTo(f.footpadScore, 3),
    },
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** Refuses, field by field, results the flock cannot have given. */
async function refuseImpossibleResults(db: Db, row: BatchRow, input: SlaughterResultsInput, now: Date) {
  const fields: { field: string; key: string; params?: Record<string, string | number> }[] = [];
  input.loads.forEach((l, i) => {
    const net = l.gross_kg - l.tare_kg;
    if (Math.abs(net - l.net_kg) > NET_TOLERANCE_KG) fields.push({ field: `loads.${i}.net_kg`, key: 'plant.errors.netNotGrossLessTare', params: { net: roundTo(net, 1)! } });
    const condemned = (l.condemnations ?? []).filter((c) => c.kind === 'total').reduce((n, c) => n + c.birds, 0);
    if (condemned > l.birds_hung) fields.push({ field: `loads.${i}.condemnations`, key: 'plant.errors.condemnedOverHung', params: { condemned, hung: l.birds_hung } });
    const scored = l.footpad ? l.footpad.score_0 + l.footpad.score_1 + l.footpad.score_2 : 0;
    if (scored > l.birds_hung) fields.push({ field: `loads.${i}.footpad`, key: 'plant.errors.footpadOverHung', params: { scored, hung: l.birds_hung } });
  });
  const birds = input.loads.reduce((n, l) => n + l.birds_hung + l.dead_on_arrival, 0);
  if (birds > row.batch.initialLodged) fields.push({ field: 'loads', key: 'plant.errors.moreThanHoused', params: { birds, housed: row.batch.initialLodged } });
  const zone = await companyTimeZone(db, row.batch.companyId);
  if (input.slaughtered_on < localDay(row.batch.openingDate, zone) || input.slaughtered_on > localDay(now, zone)) fields.push({ field: 'slaughtered_on', key: 'plant.errors.dayOutsideBatch' });
  if (fields.length > 0) throw new InvalidFieldsError(fields);
}

/**
 * `PUT /v2/batches/{id}/slaughter-results` (staff with Predição): the plant's results, replacing any
 * sent before; the batch's slaughter day, birds delivered and live kg become the plant's, which the
 * settlement's closing takes. A settled batch changes only through its statement's correction (409).
 */
export async function putSlaughterResults(db: Db, principal: Principal, batchId: number, input: SlaughterResultsInput, now = new Date()): Promise<SlaughterResults> {
  const row = await plannableBatch(db, principal, batchId);
  requireStaff(principal, 'record the plant’s results');
  await refuseIfSettled(db, row.batch.id);
  await refuseImpossibleResults(db, row, input, now);
  return db.transaction(async (t) => {
    const loads = input.loads.map((l) => plantLoadResultSchema.parse(l));
    const saved = await saveSlaughterResults(t, { companyId: row.batch.companyId, batchId: row.batch.id, slaughteredOn: input.slaughtered_on, loads, recordedAt: now, recordedBy: principal.userId });
    const answer = resultsOf(saved);
    await setBatchSlaughterFigures(t, row.batch.id, { date: input.slaughtered_on, animals: answer.figures.birds_delivered, liveWeightKg: answer.figures.live_weight_kg });
    await recordAudit(t, actorOf(principal), [
      {
        action: 'update',
        entity: 'batch',
        entityId: row.batch.id,
        label: row.batch.identification,
        after: { slaughter_date: input.slaughtered_on, birds_delivered: answer.figures.birds_delivered, live_weight_kg: answer.figures.live_weight_kg, condemned_birds: answer.figures.condemned_total },
      },
    ]);
    return answer;
  });
}

/** `GET /v2/batches/{id}/slaughter-results`: null until the plant's results are in. */
export async function slaughterResults(db: Db, principal: Principal, batchId: number): Promise<SlaughterResults | null> {
  const row = await plannableBatch(db, principal, batchId);
  const saved = await findSlaughterResults(db, row.batch.id);
  return saved ? resultsOf(saved) : null;
}

/**
 * `GET /v2/batches/{id}/forecast-accuracy`: the forecasts kept 1, 3 and 7 days before the slaughter
 * day, of that day, against the plant's mean weight (docs/plant-loop.md). 404 until the results are in.
 */
export async function forecastAccuracy(db: Db, principal: Principal, batchId: number): Promise<ForecastAccuracy> {
  const results = await slaughterResults(db, principal, batchId);
  if (!results) throw new NotFoundError("The plant's results of this flock are not in yet");
  const actual = results.figures.mean_weight;
  const kept = (await findForecastSnapshots(db, batchId)).filter((s) => s.targetDate === results.slaughtered_on);
  return {
    batch: batchId,
    slaughtered_on: results.slaughtered_on,
    actual_weight: actual,
    horizons: FORECAST_HORIZONS.map((days) => {
      const s = kept.find((k) => k.daysAhead === days);
      if (!s || actual === null) return { days_ahead: days, forecast: s?.weight ?? null, error_percent: null, inside_band: null };
      return {
        days_ahead: days,
        forecast: s.weight,
        error_percent: roundTo(forecastErrorPercent(s.weight, actual), 2),
        inside_band: s.weightP10 === null || s.weightP90 === null ? null : actual >= s.weightP10 && actual <= s.weightP90,
      };
    }),
  };
}
