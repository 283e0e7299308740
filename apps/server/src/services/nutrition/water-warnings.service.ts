import { referenceWaterOnDay, WATER_WARNING_DEFAULTS, waterByPeriod, waterWarningChart, waterWarningsAt, type IntakeHour, type RuleVerdict, type WaterWarning, type WaterWarningSettings } from '@plantel/domain';
import { isBroiler, isWaterWarning, WATER_WARNING_SUBTYPES, type AlertThresholds, type WaterWarningChart, type WaterWarningSubtype } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatchAsWatched, findHourlyConsumption, findHourlyWaterTotals, findMeanTemperatures, type WatchedBatch } from '../../repositories/alert-inputs.repository';
import { findAlertById } from '../../repositories/alerts.repository';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import type { Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';
import { alertScopeOf } from '../access/farm-scope';
import { DAY_MS, HOUR_MS, roundTo } from '../common/units';

/** Hours the detector reads: the last day and its baseline days before it. */
const SERIES_HOURS = 24 + WATER_WARNING_DEFAULTS.baselineDays * 24;
/** A meter whose last reading is older than this is left to the stale-sensor rule: its water is not judged. */
const METER_LATE_HOURS = 2;

/** Production type of broilers (spec §3): the only batches whose water is judged. */

export interface BatchIntake {
  batch: WatchedBatch;
  /** The shed's meters, named as the farm names them. */
  meters: string;
  series: IntakeHour[];
  referenceWater: (age: number) => number;
}

/** A metered batch: the shed's first water meter (the subject of its warnings) and its intake, null when it cannot be judged. */
export interface MeteredBatch {
  meterId: number;
  intake: BatchIntake | null;
}

/** The detector's settings from a company's thresholds. */
export const waterWarningSettingsOf = (t: AlertThresholds): WaterWarningSettings => ({
  ...WATER_WARNING_DEFAULTS,
  shortfallShare: t.water_shortfall_percent / 100,
  shortfallLimit: t.water_shortfall_limit,
  leakFactor: t.water_leak_factor,
});

/**
 * Each batch's hourly water and feed per animal over the detector's hours ending at the last hour
 * its meters have closed by `now`, with the house temperature: one query each for the meters, the
 * silos and the climate of all the batches. A batch without a water meter, without a reference
 * water for its lineage, whose meters are late or whose silos report nothing is left out (null).
 */
export async function loadBatchIntakes(db: Db, batches: WatchedBatch[], now: Date): Promise<Map<number, MeteredBatch>> {
  const judged = new Map<number, MeteredBatch>();
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const since = new Date(lastHour - (SERIES_HOURS + 1 + METER_LATE_HOURS) * HOUR_MS);
  // Broilers only: the expectation is the broiler table's, and the detector's limits were set on broiler
  // flocks; a breeder on restricted feeding (a Ross 308 breeder has the broiler's lineage) drinks otherwise.
  const withReference = batches.filter(
    (b) => isBroiler(b.productionType) && referenceWaterOnDay(b.lineage, b.sex, Math.max(0, b.age)) !== null && b.lodged > 0,
  );
  const shedIds = withReference.map((b) => b.shedId);
  const meters = await findHourlyWaterTotals(db, shedIds, since, now);
  const metered = withReference.filter((b) => meters.some((m) => m.shedId === b.shedId));
  if (metered.length === 0) return judged;
  const eaten = await findHourlyConsumption(db, metered.map((b) => b.shedId), since, new Date(now.getTime() + 1));
  const temperatures = await findMeanTemperatures(db, metered.map((b) => b.id), new Date(lastHour - DAY_MS), now);

  for (const batch of metered) {
    const own = meters.filter((m) => m.shedId === batch.shedId).sort((a, b) => a.deviceId - b.deviceId);
    // The series ends on the last hour every meter has closed (a reading at or after its end).
    const closed = Math.min(...own.map((m) => Math.floor(Math.max(0, ...m.readings.map((r) => r.time)) / HOUR_MS) * HOUR_MS));
    const end = Math.min(lastHour, closed);
    if (lastHour - end > METER_LATE_HOURS * HOUR_MS) {
      judged.set(batch.id, { meterId: own[0]!.deviceId, intake: null });
      continue;
    }
    const boundaries = Array.from({ length: SERIES_HOURS + 1 }, (_, i) => end - (SERIES_HOURS - i) * HOUR_MS);
    const perMeter = own.map((m) => waterByPeriod(m.readings, boundaries));
    const feed = new Map(eaten.filter((e) => e.shedId === batch.shedId).map((e) => [e.hour, e.eaten]));
    const temperature = temperatures.get(batch.id) ?? null;
    const series: IntakeHour[] = [];
    for (let i = 0; i < SERIES_HOURS; i++) {
      const litres = perMeter.map((p) => p[i]);
      if (litres.some((l) => l === null || l === undefined)) break;
      const time = boundaries[i]!;
      series.push({
        time,
        age: batch.ageAtLodging + Math.max(0, Math.floor((time - batch.openingAt) / DAY_MS)),
        water: litres.reduce<number>((a, b) => a + b!, 0) / batch.lodged,
        feed: (feed.get(time) ?? 0) / batch.lodged,
        // The ratio band reads the last day's mean temperature only.
        temperature: time >= end - DAY_MS ? temperature : null,
      });
    }
    const complete = series.length === SERIES_HOURS && series.some((h) => h.feed > 0) && series[0]!.time >= batch.openingAt;
    const referenceWater = (age: number) => referenceWaterOnDay(batch.lineage, batch.sex, age) ?? 0;
    // Named where they are in the shed ("Entrada"), as the farm knows them; a meter without a position by its serial.
    const meterNames = own.map((m) => m.position || m.identification).join(', ');
    judged.set(batch.id, { meterId: own[0]!.deviceId, intake: complete ? { batch, meters: meterNames, series, referenceWater } : null });
  }
  return judged;
}

/** What an alert of a warning says, in the figures of the whole shed. */
function paramsOf(w: WaterWarning, intake: BatchIntake): Record<string, number | string> {
  const litres = (perAnimal: number) => Math.round(perAnimal * intake.batch.lodged);
  switch (w.kind) {
    case 'water_shortfall':
      return { device: intake.meters, value: litres(w.observed), expected: litres(w.expected), percent: roundTo((1 - w.observed / w.expected) * 100, 1) };
    case 'ratio_out_of_band':
      return { device: intake.meters, value: roundTo(w.observed, 2), limit: roundTo(w.expected, 2) };
    case 'water_leak':
      return { device: intake.meters, value: litres(w.observed), expected: litres(w.expected), factor: roundTo(w.observed / w.expected, 1) };
  }
}

export interface WaterFinding {
  batch: WatchedBatch;
  subtype: WaterWarningSubtype;
  subject: string;
  verdict: RuleVerdict;
}

/** Each early-warning rule's verdict on each metered batch (null where its water cannot be judged). */
export async function waterFindings(db: Db, batches: WatchedBatch[], t: AlertThresholds, now: Date): Promise<WaterFinding[]> {
  const intakes = await loadBatchIntakes(db, batches, now);
  const settings = waterWarningSettingsOf(t);
  const findings: WaterFinding[] = [];
  for (const [batchId, { meterId, intake }] of intakes) {
    const batch = batches.find((b) => b.id === batchId)!;
    const warnings = intake ? waterWarningsAt(intake.series, intake.referenceWater, settings) : [];
    for (const subtype of WATER_WARNING_SUBTYPES) {
      const warning = warnings.find((w) => w.kind === subtype);
      const verdict: RuleVerdict = !intake ? null : warning ? { active: true, params: paramsOf(warning, intake) } : { active: false };
      findings.push({ batch, subtype, subject: `device:${meterId}`, verdict });
    }
  }
  return findings;
}

/**
 * `GET /v2/alerts/{id}/water-chart`: the series a water warning was judged on, at its last evaluation.
 * 404 for an alert the caller may not read, or one that is not a water warning.
 */
export async function waterWarningChartOf(db: Db, principal: Principal, id: number): Promise<WaterWarningChart> {
  const [alert] = await findAlertById(db, alertScopeOf(principal), id);
  if (!alert || !isWaterWarning(alert.subtype) || alert.batchId === null) throw new NotFoundError('Water warning not found');
  const at = alert.lastSeenAt;
  const batch = await findBatchAsWatched(db, principal.companyId, alert.batchId, at);
  const intake = batch ? (await loadBatchIntakes(db, [batch], at)).get(batch.id)?.intake : null;
  const meters = typeof alert.params.device === 'string' ? alert.params.device : '';
  if (!intake) return { subtype: alert.subtype, meters, end: at.toISOString(), days: [], hours: [] };
  const chart = waterWarningChart(intake.series, intake.referenceWater, waterWarningSettingsOf(await alertThresholdsOf(db, principal.companyId)));
  const iso = (time: number) => new Date(time).toISOString();
  return {
    subtype: alert.subtype,
    meters: intake.meters,
    end: iso(intake.series[intake.series.length - 1]!.time + HOUR_MS),
    days: chart.days.map((d) => ({
      start: iso(d.start),
      water: roundTo(d.water, 4),
      expected_water: roundTo(d.expectedWater, 4),
      feed: roundTo(d.feed, 4),
      expected_feed: roundTo(d.expectedFeed, 4),
      ratio: d.ratio === null ? null : roundTo(d.ratio, 2),
      band_low: d.band ? roundTo(d.band.low, 2) : null,
      band_high: d.band ? roundTo(d.band.high, 2) : null,
    })),
    hours: chart.hours.map((h) => ({ time: iso(h.time), litres: roundTo(h.water * batch!.lodged, 1), expected: roundTo(h.expected * batch!.lodged, 1) })),
  };
}
