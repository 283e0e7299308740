import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { airsacculitis, batchDivisions, climateHours, d0Readings, enthalpyReadings, mortality, s0Readings } from '../db/schema';
import { levelSeconds, readingSeconds } from './climate-hours.repository';
import { rowsOf } from './sql-text';
import { readTogether } from '../db/read-together';

/**
 * Divisions of a batch with their latest climate (S0) and air-quality (D0) readings since `cutoff`
 * (the company's retention): one index probe each.
 */
export function findLatestReadings(db: Db, batchId: number, cutoff: Date) {
  const s0 = db
    .select({ at: s0Readings.measuredAt, age: s0Readings.age, temperature: s0Readings.environmentTemperature, humidity: s0Readings.humidity })
    .from(s0Readings)
    .where(and(eq(s0Readings.divisionId, batchDivisions.id), gte(s0Readings.measuredAt, cutoff)))
    .orderBy(desc(s0Readings.measuredAt))
    .limit(1)
    .as('s0');
  const d0 = db
    .select({ at: d0Readings.measuredAt, co2: d0Readings.co2 })
    .from(d0Readings)
    .where(and(eq(d0Readings.divisionId, batchDivisions.id), gte(d0Readings.measuredAt, cutoff)))
    .orderBy(desc(d0Readings.measuredAt))
    .limit(1)
    .as('d0');
  return db
    .select({
      id: batchDivisions.id,
      identification: batchDivisions.identification,
      s0At: s0.at,
      s0Age: s0.age,
      temperature: s0.temperature,
      humidity: s0.humidity,
      d0At: d0.at,
      co2: d0.co2,
    })
    .from(batchDivisions)
    .leftJoinLateral(s0, sql`true`)
    .leftJoinLateral(d0, sql`true`)
    .where(eq(batchDivisions.batchId, batchId))
    .orderBy(asc(batchDivisions.id));
}

/** The altitude (m) of the farm housing the batch: the air pressure its enthalpy is computed at. */
export async function findBatchAltitude(db: Db, batchId: number): Promise<number> {
  const result = await db.execute(sql`
    select p.altitude from batches b join sheds s on s.id = b.shed_id join properties p on p.id = s.property_id where b.id = ${batchId}`);
  return Number(rowsOf<{ altitude: number }>(result)[0]?.altitude ?? 0);
}

const divisionsOf = (batchId: number) => sql`(select ${batchDivisions.id} from ${batchDivisions} where ${batchDivisions.batchId} = ${batchId})`;

/**
 * Where division `bd`'s summed climate hours stop (judged by `profile`, when given): the readings
 * from then on are read as they are. A scalar per division, so it bounds the readings' index scan.
 */
const unrolledSince = (cutoff: Date, profile?: string | null) =>
  sql`greatest(coalesce((select r.rolled_until from climate_rollups r where r.division_id = bd.id${profile ? sql` and r.profile = ${profile}` : sql``}), '-infinity'), ${cutoff.toISOString()}::timestamptz)`;

/**
 * Division `bd`'s readings in `table` not yet summed (see `unrolledSince`). The plain bound on
 * `cutoff` repeats what the scalar already holds, for the planner: it prunes the month partitions
 * before it at plan time, where a bound behind a subquery would have every month's partition read
 * (docs/retention.md, "Reading a batch among years of readings").
 */
const unrolledReadings = (alias: string, cutoff: Date, profile?: string | null) => {
  const at = sql.raw(`${alias}.measured_at`);
  return sql`${sql.raw(alias)}.division_id = bd.id and ${at} >= ${unrolledSince(cutoff, profile)} and ${at} >= ${cutoff.toISOString()}::timestamptz`;
};

/**
 * The batch's climate in time buckets of `bucketHours`, per division and day of age: S0 temperature
 * and humidity means with their count, and the day's lowest and highest temperature; D0 CO2 means
 * with their count. The summed climate hours and the readings after them each give rows, so a
 * bucket may come in two parts to be merged by their counts. Buckets are whole multiples of the
 * hour since the epoch.
 */
export async function findClimateBuckets(db: Db, batchId: number, bucketHours: number, cutoff: Date) {
  const width = sql.raw(`'${bucketHours} hours'`);
  const bucket = (time: string) => sql`date_part('epoch', date_bin(${width}::interval, ${sql.raw(time)}, timestamptz 'epoch'))`;
  const [climate, air] = await readTogether(db, [
    () =>
      db.execute(sql`
      select s.division_id, s.age, ${bucket('s.measured_at')} as bucket,
             avg(s.environment_temperature)::float8 as temperature, count(s.environment_temperature)::int as temperatures,
             avg(s.humidity)::float8 as humidity, count(s.humidity)::int as humidities,
             min(s.environment_temperature)::float8 as min_temperature, max(s.environment_temperature)::float8 as max_temperature
      from ${batchDivisions} bd join ${s0Readings} s on ${unrolledReadings('s', cutoff)}
      where bd.batch_id = ${batchId}
      group by 1, 2, 3
      union all
      select h.division_id, h.age, ${bucket('h.hour')},
             (sum(h.temperature_sum) / nullif(sum(h.temperature_count), 0))::float8, sum(h.temperature_count)::int,
             (sum(h.humidity_sum) / nullif(sum(h.humidity_count), 0))::float8, sum(h.humidity_count)::int,
             min(h.temperature_min)::float8, max(h.temperature_max)::float8
      from ${batchDivisions} bd join ${climateHours} h on h.division_id = bd.id
      where bd.batch_id = ${batchId} and h.temperature_count + h.humidity_count > 0
      group by 1, 2, 3`),
    () =>
      db.execute(sql`
      select d.division_id, ${bucket('d.measured_at')} as bucket, avg(d.co2)::float8 as co2, count(d.co2)::int as co2s
      from ${batchDivisions} bd join ${d0Readings} d on ${unrolledReadings('d', cutoff)}
      where bd.batch_id = ${batchId}
      group by 1, 2
      union all
      select h.division_id, ${bucket('h.hour')}, (sum(h.co2_sum) / nullif(sum(h.co2_count), 0))::float8, sum(h.co2_count)::int
      from ${batchDivisions} bd join ${climateHours} h on h.division_id = bd.id
      where bd.batch_id = ${batchId} and h.co2_count > 0
      group by 1, 2`),
  ]);
  return {
    climate: rowsOf<{
      division_id: number;
      age: number;
      bucket: number;
      temperature: number | null;
      temperatures: number;
      humidity: number | null;
      humidities: number;
      min_temperature: number | null;
      max_temperature: number | null;
    }>(climate),
    air: rowsOf<{ division_id: number; bucket: number; co2: number | null; co2s: number }>(air),
  };
}

/** Every reading of the batch's divisions since `since`. */
export async function findRecentClimate(db: Db, batchId: number, since: Date) {
  const [climate, air] = await readTogether(db, [
    () =>
      db
        .select({ divisionId: s0Readings.divisionId, at: s0Readings.measuredAt, temperature: s0Readings.environmentTemperature, humidity: s0Readings.humidity })
        .from(s0Readings)
        .where(and(sql`${s0Readings.divisionId} in ${divisionsOf(batchId)}`, gt(s0Readings.measuredAt, since)))
        .orderBy(asc(s0Readings.measuredAt)),
    () =>
      db
        .select({ divisionId: d0Readings.divisionId, at: d0Readings.measuredAt, co2: d0Readings.co2 })
        .from(d0Readings)
        .where(and(sql`${d0Readings.divisionId} in ${divisionsOf(batchId)}`, gt(d0Readings.measuredAt, since)))
        .orderBy(asc(d0Readings.measuredAt)),
  ]);
  return { climate, air };
}

/**
 * Seconds each device of each division spent in each comfort level, by the company's local calendar
 * day (`timeZone`), by the readings' stored comfort codes: the summed climate hours of the same
 * `profile` (each counted on the day its clock hour starts), and the enthalpy readings after them
 * (all of a division's readings when its hours were judged by another profile), each standing for
 * the time until its device's next one (see `readingSeconds`). Today's readings so far make today's day.
 * A null `profile` takes the hours as they were summed, whatever profile judged them (a batch whose
 * readings have expired). Readings before `cutoff` (the company's retention) are left out.
 */
export async function findComfortSeconds(db: Db, batchId: number, profile: string | null, timeZone: string, cutoff: Date) {
  const result = await db.execute(sql`
    with timed as (
      select e.division_id, coalesce(e.device_id, 0) as device_id, e.measured_at, e.code, ${readingSeconds} as seconds
      from ${batchDivisions} bd join ${enthalpyReadings} e on ${unrolledReadings('e', cutoff, profile)}
      where bd.batch_id = ${batchId})
    select t.division_id, t.device_id, to_char(t.measured_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${levelSeconds}
    from timed t
    group by 1, 2, 3
    union all
    select h.division_id, h.device_id, to_char(h.hour at time zone ${timeZone}, 'YYYY-MM-DD'),
           sum(h.comfortable_seconds), sum(h.intermediary_seconds), sum(h.critical_seconds), sum(h.lethal_seconds)
    from ${batchDivisions} bd
    join climate_rollups r on r.division_id = bd.id${profile === null ? sql`` : sql` and r.profile = ${profile}`}
    join ${climateHours} h on h.division_id = bd.id
    where bd.batch_id = ${batchId} and h.comfortable_seconds is not null
    group by 1, 2, 3`);
  return rowsOf<{ division_id: number; device_id: number; day: string; [level: string]: number | string }>(result).map(
    (r): { divisionId: number; deviceId: number; day: string; seconds: [number, number, number, number] } => ({
      divisionId: r.division_id,
      deviceId: r.device_id,
      day: r.day,
      seconds: [Number(r.c0), Number(r.c1), Number(r.c2), Number(r.c3)],
    }),
  );
}

/** Deaths and culls per division: in all, and of the latest day recorded. */
export async function findLossesByDivision(db: Db, batchId: number) {
  const result = await db.execute(sql`
    select ${mortality.divisionId} as division_id,
           sum(${mortality.amountMortality} + ${mortality.amountEliminated})::int as total,
           (array_agg(${mortality.amountMortality} + ${mortality.amountEliminated} order by ${mortality.age} desc))[1]::int as last_day
    from ${mortality} where ${mortality.divisionId} in ${divisionsOf(batchId)}
    group by ${mortality.divisionId}`);
  return rowsOf<{ division_id: number; total: number; last_day: number | null }>(result);
}

export async function findLatestAirsacculitis(db: Db, batchId: number) {
  const [row] = await db
    .select({ percentage: airsacculitis.percentage, contaminatedBirds: airsacculitis.contaminatedBirds, age: airsacculitis.age })
    .from(airsacculitis)
    .where(eq(airsacculitis.batchId, batchId))
    .orderBy(desc(airsacculitis.inspectedAt))
    .limit(1);
  return row ?? null;
}
