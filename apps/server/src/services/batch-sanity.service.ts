import { IDEAL_HUMIDITY, idealTemperatureBand } from '@plantel/domain';
import { ENVIRONMENT_IDEAL, hasPermission, MODULES, productionTypesOf, type BatchSanity, type ClimatePoint, type DivisionSanity } from '@plantel/contracts';
import type { Db } from '../db/database';
import { findBatch } from '../repositories/batches.repository';
import {
  findComfortSeconds,
  findDailyTemperatureRange,
  findHourlyClimate,
  findLatestAirsacculitis,
  findLatestReadings,
  findLossesByDivision,
  findRecentClimate,
} from '../repositories/sanity.repository';
import type { Principal } from './auth.service';
import { NotFoundError } from './errors';

const HOUR_MS = 3_600_000;
/** Spec §2 and the issue: a division with no climate reading for more than an hour shows no current values. */
export const STALE_AFTER_MS = HOUR_MS;

type Hours = [number, number, number, number];

/** The batches whose sanity the principal may read: modules where their roles grant Sanidade. */
function sanityScopeOf(principal: Principal) {
  return {
    companyId: principal.companyId,
    productionTypes: MODULES.filter((m) => hasPermission(principal.roles, m, 'Sanidade')).flatMap(productionTypesOf),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const round = (n: number | null, decimals = 2) => (n === null ? null : Math.round(n * 10 ** decimals) / 10 ** decimals);

function rangeOf(values: readonly (number | null)[], ideal: { ideal_min: number; ideal_max: number }) {
  const present = values.filter((v): v is number => v !== null);
  return { min: present.length ? Math.min(...present) : null, max: present.length ? Math.max(...present) : null, ...ideal };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** `GET /v2/batches/{id}/sanity`. */
export async function getBatchSanity(db: Db, principal: Principal, id: number, now = new Date()): Promise<BatchSanity> {
  const row = await findBatch(db, sanityScopeOf(principal), id);
  if (!row) throw new NotFoundError('Batch not found');
  const end = row.batch.closingDate && row.batch.closingDate < now ? row.batch.closingDate : now;
  const since = new Date(end.getTime() - 24 * HOUR_MS);
  const [latest, hourly, recent, amplitude, comfort, losses, inspection] = await Promise.all([
    findLatestReadings(db, id),
    findHourlyClimate(db, id),
    findRecentClimate(db, id, since),
    findDailyTemperatureRange(db, id),
    findComfortSeconds(db, id),
    findLossesByDivision(db, id),
    findLatestAirsacculitis(db, id),
  ]);
  const band = idealTemperatureBand(row.age);
  const ideal = {
    temperature: { ideal_min: band.min, ideal_max: band.max },
    humidity: { ideal_min: IDEAL_HUMIDITY.min, ideal_max: IDEAL_HUMIDITY.max },
    co2: { ideal_min: ENVIRONMENT_IDEAL.co2.ideal_min, ideal_max: ENVIRONMENT_IDEAL.co2.ideal_max },
  };
  const hourlyOf = groupBy(hourly, (r) => r.division_id);
  const climateOf = groupBy(recent.climate, (r) => r.divisionId);
  const airOf = groupBy(recent.air, (r) => r.divisionId);
  const amplitudeOf = groupBy(amplitude, (r) => r.divisionId);
  const comfortOf = groupBy(comfort, (r) => r.division_id);
  const lossesOf = new Map(losses.map((l) => [l.division_id, l]));

  const divisions = latest.map((d): DivisionSanity => {
    const climate = climateOf.get(d.id) ?? [];
    const air = airOf.get(d.id) ?? [];
    // Climate and air-quality readings taken at the same moment make one point.
    const moments = new Map<string, ClimatePoint>();
    const at = (time: string) => moments.get(time) ?? moments.set(time, { time, temperature: null, humidity: null, co2: null }).get(time)!;
    for (const r of climate) Object.assign(at(iso(r.at)), { temperature: round(r.temperature), humidity: round(r.humidity) });
    for (const r of air) at(iso(r.at)).co2 = round(r.co2, 0);
    const last24h = [...moments.values()].sort((a, b) => a.time.localeCompare(b.time));
    const stale = d.s0At === null || end.getTime() - d.s0At.getTime() > STALE_AFTER_MS;

    const byAge = new Map<number, Hours>();
    for (const c of comfortOf.get(d.id) ?? []) {
      const hours = byAge.get(c.age) ?? [0, 0, 0, 0];
      hours[c.code as 0 | 1 | 2 | 3] += c.seconds / 3600;
      byAge.set(c.age, hours);
    }
    const totals: Hours = [0, 0, 0, 0];
    for (const hours of byAge.values()) hours.forEach((h, level) => (totals[level] = totals[level]! + h));

    return {
      id: d.id,
      identification: d.identification,
      latest: {
        measured_at: d.s0At ? iso(d.s0At) : null,
        temperature: stale ? null : round(d.temperature),
        humidity: stale ? null : round(d.humidity),
        co2_measured_at: d.d0At ? iso(d.d0At) : null,
        co2: d.d0At && end.getTime() - d.d0At.getTime() <= STALE_AFTER_MS ? round(d.co2, 0) : null,
        stale,
      },
      environment: {
        temperature: rangeOf(climate.map((r) => round(r.temperature)), ideal.temperature),
        humidity: rangeOf(climate.map((r) => round(r.humidity)), ideal.humidity),
        co2: rangeOf(air.map((r) => round(r.co2, 0)), ideal.co2),
      },
      hourly: (hourlyOf.get(d.id) ?? []).map((h) => ({ time: iso(h.hour), temperature: round(h.temperature), humidity: round(h.humidity), co2: round(h.co2, 0) })),
      last_24h: last24h,
      amplitude: (amplitudeOf.get(d.id) ?? []).map((a) => ({ age: a.age, min: round(a.min)!, max: round(a.max)!, amplitude: round(a.max - a.min)! })),
      comfort: {
        by_age: [...byAge].sort(([a], [b]) => a - b).map(([age, hours]) => ({ age, hours: hours.map((h) => round(h)!) as Hours })),
        totals: totals.map((h) => round(h)!) as Hours,
      },
      mortality: { total: lossesOf.get(d.id)?.total ?? 0, last_day: lossesOf.get(d.id)?.last_day ?? null },
    };
  });

  return {
    id,
    age: row.age,
    airsacculitis: inspection ? { percentage: inspection.percentage, contaminated_birds: inspection.contaminatedBirds, age: inspection.age } : null,
    divisions,
  };
}
