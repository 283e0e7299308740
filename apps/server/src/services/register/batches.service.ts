import { bandAt } from '@plantel/domain';
import type { BatchDetail } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch, findDivisions, findEnvironmentRanges, findLastWeekConsumption } from '../../repositories/batches.repository';
import { latestStatementVersion } from '../../repositories/settlement.repository';
import type { Principal } from '../access/auth.service';
import { ambienceProfileFor } from '../sanity/ambience-profiles';
import { NotFoundError } from '../common/errors';
import { farmScopeOf } from '../access/farm-scope';
import { sexOfBatch } from '../overview/shed-detail.service';
import { feedForecastOf, forecastBatchOf } from '../nutrition/feed-forecast';
import { silosOfShed } from '../nutrition/silos.service';
import { pcpOfBatchDetail } from '../performance/slaughter-forecast.service';

const range = (min: number | null, max: number | null, ideal: { ideal_min: number; ideal_max: number }) => ({ min, max, ...ideal });

/** `GET /v2/batches/{id}`: a batch in scope with its latest figures, last 24 h of environment, PCP projection and silos. */
export async function getBatch(db: Db, principal: Principal, id: number, now = new Date()): Promise<BatchDetail> {
  const row = await findBatch(db, farmScopeOf(principal), id);
  if (!row) throw new NotFoundError('Batch not found');
  const { batch, summary } = row;
  const end = batch.closingDate && batch.closingDate < now ? batch.closingDate : now;
  const [divisions, environment, consumption, pcp, silos, profile, statementVersion] = await Promise.all([
    findDivisions(db, id),
    findEnvironmentRanges(db, id, end),
    findLastWeekConsumption(db, id),
    pcpOfBatchDetail(db, principal, row, now),
    silosOfShed(db, batch.shedId, batch, now),
    ambienceProfileFor(db, batch.companyId, row.productionType),
    latestStatementVersion(db, id),
  ]);
  // The environment is judged by the band of the company's ambience profile for the batch's age.
  const band = bandAt(profile, row.age);
  const opening = batch.openingDate.toISOString();
  const closing = batch.closingDate?.toISOString() ?? null;
  return {
    id: batch.id,
    identification: batch.identification,
    shed: batch.shedId,
    stage: batch.stage,
    lineage: batch.lineage,
    sex: sexOfBatch(batch.sexExternalId),
    age: row.age,
    real_age: row.realAge,
    week: Math.floor(row.age / 7),
    production_type: { external_id: row.productionType },
    current_lodged: batch.currentLodged,
    opening_date: opening,
    openingDate: opening,
    closing_date: closing,
    closingDate: closing,
    statement_version: statementVersion,
    batch_divisions: divisions.map((d) => ({
      id: d.id,
      type: d.type,
      identification: d.identification,
      current_lodge: d.currentLodge,
      weight: d.weight,
      weight_age: d.weightAge,
      week_weight: d.weekWeight,
      week_gain: d.weekWeight !== null && d.previousWeekWeight !== null ? d.weekWeight - d.previousWeekWeight : null,
    })),
    weight: summary?.weight ?? null,
    gain: summary?.gain ?? null,
    performance: summary?.performance ?? null,
    uniformity: summary?.uniformity ?? null,
    conversion_factor: summary?.conversionFactor ?? null,
    weekly_consumed_ration: consumption.kg,
    average_consumption: consumption.gramsPerAnimalDay,
    target_weight: batch.targetWeight,
    entry_weight: batch.entryWeight,
    target_date: batch.targetDate,
    target_age: batch.targetAge,
    predicted_weight: summary?.predictedWeight ?? null,
    enthalpy: summary?.enthalpy ?? -1,
    mortality: summary?.mortality ?? 0,
    environment: {
      temperature: range(environment.temperatureMin, environment.temperatureMax, { ideal_min: band.temperature.min, ideal_max: band.temperature.max }),
      humidity: range(environment.humidityMin, environment.humidityMax, { ideal_min: band.humidity.min, ideal_max: band.humidity.max }),
      co2: range(environment.co2Min, environment.co2Max, { ideal_min: 0, ideal_max: band.co2Max }),
    },
    pcp_projections: pcp,
    silos,
    ration_end_prediction: (await feedForecastOf(db, forecastBatchOf(row), silos, now)).ration_end_prediction,
  };
}
