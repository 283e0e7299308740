import { feedWithdrawalStart, forecastMovePercent, insideWithdrawal, lastMeatWithdrawal, loadPlanTotals, plantWeight, weightAtAge, BROILER_REFERENCE_LAST_DAY } from '@plantel/domain';
import { loadPlanSettingsSchema, plannedLoadSchema, type AlertLanguage, type LoadPlan, type LoadPlanInput, type LoadPlanSettings, type LoadPlanVersion, type PlannedLoad } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, type BatchRow } from '../../repositories/batches.repository';
import { findBulletinIdentity, findHealthProduct, findRecorderNames, findTreatmentsOfBatch } from '../../repositories/health-book.repository';
import { findLoadPlanVersions, insertLoadPlanVersion, type LoadPlanVersionRow } from '../../repositories/load-plans.repository';
import { findDivisionsWithLosses } from '../../repositories/performance.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { ConflictFieldsError, ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { CLOCK_SKEW_MS, DAY_MS, roundTo } from '../common/units';
import { growthForecastOfBatch, predictionScopeOf, type GrowthForecast } from '../performance/slaughter-forecast.service';
import { companyTimeZone } from '../common/calendar-days';
import { renderPdf } from '../reports/pdf-printer';
import { loadPlanDocument } from './load-plan-document';
import { loadPlanSettingsOf } from './load-plan-settings.service';

/** A batch whose load plan the principal may read: Predição in its module, and no guest (the plan names the producer). */
export async function plannableBatch(db: Db, principal: Principal, batchId: number): Promise<BatchRow> {
  if (principal.isGuest) throw new ForbiddenError('Guests do not read load plans');
  const row = await findBatch(db, predictionScopeOf(principal), batchId);
  if (!row) throw new NotFoundError('Batch not found');
  return row;
}

/** The day of age, with its fraction, at a moment. */
const ageAt = ({ batch }: BatchRow, at: Date) => batch.ageAtLodging + (at.getTime() - batch.openingDate.getTime()) / DAY_MS;

const shrinkOf = (s: LoadPlanSettings) => ({ feedWithdrawalHours: s.feed_withdrawal_hours, transportHours: s.transport_hours, shrinkPercentPerHour: s.shrink_percent_per_hour });

/** Each load's expectations: the forecast when its feed is withdrawn, less the shrink to the plant's scale. */
function expectedLoads(row: BatchRow, growth: GrowthForecast, loads: readonly LoadPlanInput['loads'][number][], settings: LoadPlanSettings): PlannedLoad[] {
  const shrink = shrinkOf(settings);
  return [...loads]
    .sort((a, b) => Date.parse(a.catch_at) - Date.parse(b.catch_at))
    .map((l) => {
      const withdrawn = feedWithdrawalStart(new Date(l.catch_at), shrink);
      const age = ageAt(row, withdrawn);
      const forecast = weightAtAge(growth.weightAt, age);
      const band = growth.bandAt ? { p10: weightAtAge((a) => growth.bandAt!(a).p10, age), p90: weightAtAge((a) => growth.bandAt!(a).p90, age) } : null;
      const expected = plantWeight(forecast, shrink);
      return {
        catch_at: new Date(l.catch_at).toISOString(),
        truck: l.truck,
        birds: l.birds,
        divisions: [...l.divisions],
        feed_withdrawn_at: withdrawn.toISOString(),
        forecast_weight: roundTo(forecast, 1)!,
        expected_weight: roundTo(expected, 1)!,
        expected_weight_p10: band ? roundTo(plantWeight(band.p10, shrink), 1) : null,
        expected_weight_p90: band ? roundTo(plantWeight(band.p90, shrink), 1) : null,
        expected_kg: roundTo((l.birds * expected) / 1000, 1)!,
      };
    });
}

const totalsOf = (loads: readonly PlannedLoad[]) => {
  const t = loadPlanTotals(loads.map((l) => ({ birds: l.birds, weight: l.expected_weight, weightP10: l.expected_weight_p10, weightP90: l.expected_weight_p90 })));
  return { birds: t.birds, kg: roundTo(t.kg, 1)!, kg_p10: t.kgP10 === null ? null : roundTo(t.kgP10, 1), kg_p90: t.kgP90 === null ? null : roundTo(t.kgP90, 1) };
};

export function versionOf(row: LoadPlanVersionRow, names: Map<number, string>): LoadPlanVersion {
  // Read back in the contract's order: jsonb keeps its keys in an order of its own.
  const loads = row.loads.map((l) => plannedLoadSchema.parse(l));
  return {
    batch: row.batchId,
    version: row.version,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.savedBy === null ? null : (names.get(row.savedBy) ?? null),
    settings: loadPlanSettingsSchema.parse(row.settings),
    loads,
    totals: totalsOf(loads),
    issued:
      row.issuedAt === null
        ? null
        : { at: row.issuedAt.toISOString(), automatic: row.issuedAutomatically ?? false, delivery: { status: row.deliveryStatus!, detail: row.deliveryDetail, at: row.issuedAt.toISOString() } },
  };
}

/** Refuses loads the flock cannot give: divisions of another batch, more birds than it holds, a feed withdrawal already past, an hour beyond the forecast. */
async function refuseImpossibleLoads(db: Db, row: BatchRow, input: LoadPlanInput, settings: LoadPlanSettings, now: Date) {
  const divisions = new Set((await findDivisionsWithLosses(db, row.batch.id)).map((d) => d.id));
  const fields: { field: string; key: string; params?: Record<string, string | number> }[] = [];
  input.loads.forEach((l, i) => {
    l.divisions.forEach((id, j) => {
      if (!divisions.has(id)) fields.push({ field: `loads.${i}.divisions.${j}`, key: 'loadPlan.errors.unknownDivision' });
    });
    const withdrawn = feedWithdrawalStart(new Date(l.catch_at), shrinkOf(settings));
    const age = ageAt(row, withdrawn);
    if (withdrawn < row.batch.openingDate) fields.push({ field: `loads.${i}.catch_at`, key: 'loadPlan.errors.beforeLodging' });
    else if (withdrawn.getTime() < now.getTime() - CLOCK_SKEW_MS) fields.push({ field: `loads.${i}.catch_at`, key: 'loadPlan.errors.withdrawalPassed', params: { at: withdrawn.toISOString() } });
    else if (age > BROILER_REFERENCE_LAST_DAY) fields.push({ field: `loads.${i}.catch_at`, key: 'loadPlan.errors.afterForecast', params: { age: BROILER_REFERENCE_LAST_DAY } });
  });
  const birds = input.loads.reduce((n, l) => n + l.birds, 0);
  if (birds > row.batch.currentLodged) fields.push({ field: 'loads', key: 'loadPlan.errors.moreBirdsThanFlock', params: { birds, alive: row.batch.currentLodged } });
  if (fields.length > 0) throw new InvalidFieldsError(fields);
}

/** A catch inside a treatment's meat withdrawal is refused (409), naming the product, the treatment and the end (docs/health-book.md). */
async function refuseInsideWithdrawal(db: Db, row: BatchRow, input: LoadPlanInput) {
  const last = lastMeatWithdrawal((await findTreatmentsOfBatch(db, row.batch.id)).map((t) => ({ ...t, endsAt: t.endedAt })));
  if (!last) return;
  const inside = input.loads.findIndex((l) => insideWithdrawal(last.endsAt, new Date(l.catch_at)));
  if (inside < 0) return;
  const product = (await findHealthProduct(db, row.batch.companyId, last.treatment.productId))!;
  throw new ConflictFieldsError([
    { field: `loads.${inside}.catch_at`, key: 'health.errors.insideWithdrawal', params: { product: product.name, treatment: last.treatment.id, ends_at: last.endsAt.toISOString() } },
  ]);
}

/** The forecast of a planned, forecastable flock; a 409 otherwise. */
async function forecastOfPlannedFlock(db: Db, row: BatchRow, now: Date): Promise<GrowthForecast> {
  if (row.batch.targetDate === null) throw new ConflictFieldsError([{ field: 'loads', key: 'loadPlan.errors.notPlanned' }]);
  const growth = await growthForecastOfBatch(db, row, now);
  if (!growth) throw new ConflictFieldsError([{ field: 'loads', key: 'loadPlan.errors.noForecast' }]);
  return growth;
}

/**
 * `PUT /v2/batches/{id}/load-plan` (staff with Predição): the loads with their expectations from the
 * forecast of now and the company's settings, kept as a new version.
 */
export async function saveLoadPlan(db: Db, principal: Principal, batchId: number, input: LoadPlanInput, now = new Date()): Promise<LoadPlanVersion> {
  const row = await plannableBatch(db, principal, batchId);
  requireStaff(principal, 'plan the loads');
  const growth = await forecastOfPlannedFlock(db, row, now);
  const settings = await loadPlanSettingsOf(db, row.batch.companyId);
  await refuseImpossibleLoads(db, row, input, settings, now);
  await refuseInsideWithdrawal(db, row, input);
  const saved = await insertLoadPlanVersion(db, { companyId: row.batch.companyId, batchId: row.batch.id, savedAt: now, savedBy: principal.userId, settings, loads: expectedLoads(row, growth, input.loads, settings) });
  return versionOf(saved, await findRecorderNames(db, [principal.userId]));
}

/** `GET /v2/batches/{id}/load-plan/versions`. */
export async function loadPlanVersions(db: Db, principal: Principal, batchId: number): Promise<LoadPlanVersion[]> {
  const row = await plannableBatch(db, principal, batchId);
  const rows = await findLoadPlanVersions(db, row.batch.id);
  const names = await findRecorderNames(db, rows.flatMap((r) => (r.savedBy === null ? [] : [r.savedBy])));
  return rows.map((r) => versionOf(r, names));
}

/** `GET /v2/batches/{id}/load-plan`: the newest version, and the same loads with the forecast of now; null while the flock has none. */
export async function loadPlan(db: Db, principal: Principal, batchId: number, now = new Date()): Promise<LoadPlan | null> {
  const row = await plannableBatch(db, principal, batchId);
  const [newest] = await findLoadPlanVersions(db, row.batch.id);
  if (!newest) return null;
  const version = versionOf(newest, await findRecorderNames(db, newest.savedBy === null ? [] : [newest.savedBy]));
  const growth = await growthForecastOfBatch(db, row, now);
  if (!growth) return { ...version, forecast_now: null };
  const kgNow = totalsOf(expectedLoads(row, growth, version.loads, version.settings)).kg;
  const change = forecastMovePercent(version.totals.kg, kgNow);
  const { forecast_move_percent: threshold } = await loadPlanSettingsOf(db, row.batch.companyId);
  return { ...version, forecast_now: { kg: kgNow, change_percent: roundTo(change, 2)!, moved: Math.abs(change) > threshold } };
}

/** `GET /v2/batches/{id}/load-plan/pdf`: the newest version as the plant reads it, in the reader's language. */
export async function loadPlanPdf(db: Db, principal: Principal, batchId: number, lang: AlertLanguage, now = new Date()): Promise<Buffer> {
  const plan = await loadPlan(db, principal, batchId, now);
  if (!plan) throw new NotFoundError('This flock has no load plan yet');
  const row = await plannableBatch(db, principal, batchId);
  const [identity, divisions, timeZone] = await Promise.all([findBulletinIdentity(db, batchId), findDivisionsWithLosses(db, batchId), companyTimeZone(db, row.batch.companyId)]);
  return renderPdf(
    loadPlanDocument(
      plan,
      {
        company: identity!.company,
        producer: identity!.producer,
        property: identity!.property,
        shed: identity!.shed,
        batch: row.batch.identification,
        lineage: row.batch.lineage ?? '',
        plannedDay: row.batch.targetDate,
        divisions: new Map(divisions.map((d) => [d.id, d.identification])),
        timeZone,
      },
      lang,
      now,
    ),
  );
}
