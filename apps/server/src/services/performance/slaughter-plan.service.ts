import type { SlaughterPlanInput, SlaughterPlanResult } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, saveSlaughterPlan, type BatchRow } from '../../repositories/batches.repository';
import { findShedBatches } from '../../repositories/sheds.repository';
import type { Principal } from '../access/auth.service';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors';
import { refuseInsideWithdrawal } from '../health/withdrawal-guard';
import { batchForecastState, planOf, predictionScopeOf, projectionPointOf } from './slaughter-forecast.service';

/** The plan's batch: in scope with Predição, of this shed, and still its current, lodged batch. */
async function plannableBatch(db: Db, principal: Principal, shedId: number, batchId: number): Promise<BatchRow> {
  const row = await findBatch(db, predictionScopeOf(principal), batchId);
  if (!row || row.batch.shedId !== shedId) throw new NotFoundError('Batch not found in this shed');
  if (principal.isGuest) throw new ForbiddenError('Guests can read the forecast but not plan the slaughter');
  const [current] = await findShedBatches(db, shedId);
  if (current?.id !== batchId) throw new ConflictError("This batch is no longer the shed's current batch");
  return row;
}

/**
 * `PUT /v2/sheds/{id}/slaughter-plan`: the day the shed's current batch goes to slaughter (and its
 * target weight and priority). The day must be one the forecast covers, from the company's today on
 * (its local calendar day); it is stored with its day of age as the forecast dates it. Answers with
 * what the forecast expects on that day; the batch's predicted weight, its band and the shed lists follow.
 */
export async function planSlaughter(db: Db, principal: Principal, shedId: number, input: SlaughterPlanInput, now = new Date()): Promise<SlaughterPlanResult> {
  return db.transaction(async (t) => {
    const row = await plannableBatch(t, principal, shedId, input.batch);
    const { batch } = row;
    const targetWeight = input.target_value === undefined ? batch.targetWeight : input.target_value;
    const priority = input.priority === undefined ? batch.priority : input.priority;
    const planned: BatchRow = { ...row, batch: { ...batch, targetWeight, priority, targetDate: input.target_date } };
    const state = await batchForecastState(t, planned, now);
    if (state.growth === null) throw new ConflictError('This batch has no forecast to plan on: only lodged broiler batches of a known lineage');

    let targetAge: number | null = null;
    let expected = null;
    if (input.target_date !== null) {
      const last = state.points.at(-1);
      if (input.target_date < state.today) throw new InvalidInputError('target_date', `must not be before today (${state.today})`);
      if (!last || input.target_date > last.date) throw new InvalidInputError('target_date', `must not be after the last forecast day (${last?.date ?? state.today})`);
      // The plan keeps the day of age of its calendar day, the forecast row of that date. Today, when
      // no row has today's date (today's day of age began before now), it is what the animals weigh now.
      targetAge = state.ageOfDate(input.target_date);
      const day = state.points.find((p) => p.date === input.target_date);
      expected = day
        ? projectionPointOf(day)
        : projectionPointOf({ age: targetAge, date: state.today, weight: state.currentWeight!, band: null, accumulatedConsumption: state.feedEaten, necessaryRation: 0 });
    }
    if (input.target_date !== null) await refuseInsideWithdrawal(t, principal, row, input.target_date, input.withdrawal_confirmed?.reason ?? null);
    // The batch's summary and the shed lists take the forecast on the planned day as the plan's change is rebuilt (stale rows).
    await saveSlaughterPlan(t, batch.id, { targetDate: input.target_date, targetAge, targetWeight, priority });
    return {
      shed: shedId,
      batch: batch.id,
      plan: planOf({ ...planned, batch: { ...planned.batch, targetAge } }),
      expected,
      target: state.target,
    };
  });
}
