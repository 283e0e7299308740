import { comfortJudge, profileAtAge, type AmbienceProfile, type ComfortVerdict } from '@plantel/domain';
import type { BatchSanity, ClimatePoint, ComfortVerdictDto, DivisionSanity } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { rollUpClimateHours } from '../../repositories/climate-hours.repository';
import {
  findBatchAltitude,
  findClimateBuckets,
  findComfortSeconds,
  findLatestAirsacculitis,
  findLatestReadings,
  findLossesByDivision,
  findRecentClimate,
} from '../../repositories/sanity.repository';
import { ambienceProfileFor, dtoOfBand } from './ambience-profiles';
import { batchCalendar, companyTimeZone } from '../common/calendar-days';
import { readingsCutoffFor } from '../telemetry/readings-retention.service';
import type { Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';
import { farmScopeWith } from '../access/farm-scope';
import { HOUR_MS, roundTo } from '../common/units';
import { localDay } from '../../shared/wall-time';
import { groupBy } from '../common/group-by';

/** The whole-batch charts get at most about this many points per series: hourly up to 15 days, coarser after. */
const MAX_BATCH_POINTS = 360;
/** Spec §2 and the issue: a division with no climate reading for more than an hour shows no current values. */
export const STALE_AFTER_MS = HOUR_MS;

type Hours = [number, number, number, number];

const iso = (value: Date | string) => new Date(value).toISOString();
const round = (n: number | null, decimals = 2) => roundTo(n, decimals);

function rangeOf(values: readonly (number | null)[], ideal: { ideal_min: number; ideal_max: number }) {
  const present = values.filter((v): v is number => v !== null);
  return { min: present.length ? Math.min(...present) : null, max: present.length ? Math.max(...present) : null, ...ideal };
}

/**
 * Hours are summed up to the start of the hour before the one that ended at least ten minutes ago,
 * so the readings they depend on (up to an hour later) are over ten minutes old, and a reading the
 * database takes while they are summed cannot fall among them unnoticed (migration 0013).
 */
export function climateHorizon(now: Date): Date {
  return new Date(Math.floor((now.getTime() - 10 * 60_000) / HOUR_MS) * HOUR_MS - HOUR_MS);
}

/**
 * The fingerprint of the comfort codes a division's hours are summed from: they are judged by the
 * profile (and judged again when it changes), by the verdict of `judgeComfort` (v2: temperature,
 * humidity and enthalpy at the exact age and altitude; hours summed before it are summed again).
 */
export const comfortProfileKey = (profile: AmbienceProfile) => `verdict-v2:${JSON.stringify(profile)}`;

const verdictDto = (v: ComfortVerdict | null): ComfortVerdictDto | null => (v ? { level: v.level, causes: [...v.causes] } : null);

type Buckets = Awaited<ReturnType<typeof findClimateBuckets>>;

/**
 * Per division, the whole-batch series (a bucket split across two days of age, or between the
 * summed hours and the readings after them, is merged back, weighted by its readings) and each
 * day's temperature range.
 */
function batchSeries({ climate, air }: Buckets) {
  const divisions = new Map<number, { points: Map<number, { t: number; tn: number; h: number; hn: number; c: number; cn: number }>; days: Map<number, { min: number; max: number }> }>();
  const of = (id: number) => divisions.get(id) ?? divisions.set(id, { points: new Map(), days: new Map() }).get(id)!;
  for (const c of climate) {
    const d = of(c.division_id);
    const time = Number(c.bucket) * 1000;
    const p = d.points.get(time) ?? { t: 0, tn: 0, h: 0, hn: 0, c: 0, cn: 0 };
    if (c.temperature !== null) {
      p.t += c.temperature * c.temperatures;
      p.tn += c.temperatures;
    }
    if (c.humidity !== null) {
      p.h += c.humidity * c.humidities;
      p.hn += c.humidities;
    }
    d.points.set(time, p);
    if (c.min_temperature !== null && c.max_temperature !== null) {
      const day = d.days.get(c.age);
      d.days.set(c.age, { min: Math.min(day?.min ?? Infinity, c.min_temperature), max: Math.max(day?.max ?? -Infinity, c.max_temperature) });
    }
  }
  for (const a of air) {
    const d = of(a.division_id);
    const time = Number(a.bucket) * 1000;
    const p = d.points.get(time) ?? { t: 0, tn: 0, h: 0, hn: 0, c: 0, cn: 0 };
    if (a.co2 !== null) {
      p.c += a.co2 * a.co2s;
      p.cn += a.co2s;
    }
    d.points.set(time, p);
  }
  return new Map(
    [...divisions].map(([id, d]) => [
      id,
      {
        points: [...d.points]
          .sort(([a], [b]) => a - b)
          .map(([time, p]): ClimatePoint => ({ time: iso(new Date(time)), temperature: p.tn ? round(p.t / p.tn) : null, humidity: p.hn ? round(p.h / p.hn) : null, co2: p.cn ? round(p.c / p.cn, 0) : null })),
        amplitude: [...d.days]
          .sort(([a], [b]) => a - b)
          .map(([age, r]) => ({ age, min: round(r.min)!, max: round(r.max)!, amplitude: round(r.max - r.min)! })),
      },
    ]),
  );
}

/** `GET /v2/batches/{id}/sanity`. */
export async function getBatchSanity(db: Db, principal: Principal, id: number, now = new Date()): Promise<BatchSanity> {
  const row = await findBatch(db, farmScopeWith(principal, 'Sanidade'), id);
  if (!row) throw new NotFoundError('Batch not found');
  const end = row.batch.closingDate && row.batch.closingDate < now ? row.batch.closingDate : now;
  const [profile, timeZone] = await Promise.all([ambienceProfileFor(db, row.batch.companyId, row.productionType), companyTimeZone(db, row.batch.companyId)]);
  const calendar = batchCalendar(row.batch, timeZone);
  const since = new Date(end.getTime() - 24 * HOUR_MS);
  const bucketHours = Math.max(1, Math.ceil((end.getTime() - row.batch.openingDate.getTime()) / HOUR_MS / MAX_BATCH_POINTS));
  const profileKey = comfortProfileKey(profile);
  const cutoff = await readingsCutoffFor(db, row.batch.companyId, now);
  // Once its raw readings have expired, a batch's hours can no longer be summed again (by another
  // profile, say) from them: they are shown as they were summed.
  const rawExpired = row.batch.openingDate < cutoff;
  if (!rawExpired) await rollUpClimateHours(db, id, climateHorizon(now), profileKey);
  // No reading of the batch's divisions precedes its opening (telemetry places a reading in the batch
  // housed at its time): bounding by it keeps the years of older months out of every query.
  const readingsFrom = rawExpired ? cutoff : row.batch.openingDate;
  const [latest, buckets, recent, comfort, losses, inspection, altitude] = await Promise.all([
    findLatestReadings(db, id, readingsFrom),
    findClimateBuckets(db, id, bucketHours, readingsFrom),
    findRecentClimate(db, id, since > readingsFrom ? since : readingsFrom),
    findComfortSeconds(db, id, rawExpired ? null : profileKey, timeZone, readingsFrom),
    findLossesByDivision(db, id),
    findLatestAirsacculitis(db, id),
    findBatchAltitude(db, id),
  ]);
  const judge = comfortJudge(profile, altitude);
  // The gauges' band: the profile at the age of the last local day, as the charts' band of each day is at its own.
  const band = profileAtAge(profile, Math.max(0, calendar.ageOfDate(localDay(end, timeZone))));
  const ideal = {
    temperature: { ideal_min: band.temperature.min, ideal_max: band.temperature.max },
    humidity: { ideal_min: band.humidity.min, ideal_max: band.humidity.max },
    co2: { ideal_min: 0, ideal_max: band.co2Max },
  };
  const seriesOf = batchSeries(buckets);
  const climateOf = groupBy(recent.climate, (r) => r.divisionId);
  const airOf = groupBy(recent.air, (r) => r.divisionId);
  const comfortOf = groupBy(comfort, (r) => r.divisionId);
  const lossesOf = new Map(losses.map((l) => [l.division_id, l]));

  const divisions = latest.map((d): DivisionSanity => {
    const climate = climateOf.get(d.id) ?? [];
    const air = airOf.get(d.id) ?? [];
    // Climate and air-quality readings taken at the same moment make one point.
    const moments = new Map<string, ClimatePoint>();
    const at = (time: string) => moments.get(time) ?? moments.set(time, { time, temperature: null, humidity: null, co2: null }).get(time)!;
    for (const r of climate) Object.assign(at(iso(r.at)), { temperature: round(r.temperature), humidity: round(r.humidity) });
    for (const r of air) at(iso(r.at)).co2 = round(r.co2, 0);
    const last24h = [...moments.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    const stale = d.s0At === null || end.getTime() - d.s0At.getTime() > STALE_AFTER_MS;

    // A division's hours are its devices' mean: two sensors in one box do not make 48 hours a day.
    const comfortRows = comfortOf.get(d.id) ?? [];
    const devices = new Set(comfortRows.map((c) => c.deviceId)).size || 1;
    const byDay = new Map<string, Hours>();
    for (const c of comfortRows) {
      const hours = byDay.get(c.day) ?? [0, 0, 0, 0];
      c.seconds.forEach((seconds, level) => (hours[level] = hours[level]! + seconds / 3600 / devices));
      byDay.set(c.day, hours);
    }
    const totals: Hours = [0, 0, 0, 0];
    for (const hours of byDay.values()) hours.forEach((h, level) => (totals[level] = totals[level]! + h));
    const judged = stale || d.s0Age === null ? null : judge.judge(d.s0Age, d.temperature, d.humidity);

    return {
      id: d.id,
      identification: d.identification,
      latest: {
        measured_at: d.s0At ? iso(d.s0At) : null,
        temperature: stale ? null : round(d.temperature),
        humidity: stale ? null : round(d.humidity),
        enthalpy: judged ? round(judged.enthalpy) : null,
        co2_measured_at: d.d0At ? iso(d.d0At) : null,
        co2: d.d0At && end.getTime() - d.d0At.getTime() <= STALE_AFTER_MS ? round(d.co2, 0) : null,
        stale,
        comfort: verdictDto(judged?.verdict ?? null),
      },
      environment: {
        temperature: rangeOf(climate.map((r) => round(r.temperature)), ideal.temperature),
        humidity: rangeOf(climate.map((r) => round(r.humidity)), ideal.humidity),
        co2: rangeOf(air.map((r) => round(r.co2, 0)), ideal.co2),
      },
      hourly: seriesOf.get(d.id)?.points ?? [],
      last_24h: last24h,
      amplitude: seriesOf.get(d.id)?.amplitude ?? [],
      comfort: {
        by_age: [...byDay]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([date, hours]) => ({ date, age: calendar.ageOfDate(date), hours: hours.map((h) => round(h)!) as Hours })),
        totals: totals.map((h) => round(h)!) as Hours,
      },
      mortality: { total: lossesOf.get(d.id)?.total ?? 0, last_day: lossesOf.get(d.id)?.last_day ?? null },
    };
  });

  return {
    id,
    age: row.age,
    lodging_day: calendar.lodgingDay,
    age_at_lodging: row.batch.ageAtLodging,
    time_zone: timeZone,
    ambience_profile: profile.map(dtoOfBand),
    airsacculitis: inspection ? { percentage: inspection.percentage, contaminated_birds: inspection.contaminatedBirds, age: inspection.age } : null,
    divisions,
    raw_readings_expired: rawExpired,
  };
}
