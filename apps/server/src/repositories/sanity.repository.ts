import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { airsacculitis, batchDivisions, d0Readings, enthalpyReadings, mortality, s0Readings } from '../db/schema';
import { rowsOf } from './sql-text';

/** Divisions of a batch with their latest climate (S0) and air-quality (D0) readings: one index probe each. */
export function findLatestReadings(db: Db, batchId: number) {
  const s0 = db
    .select({ at: s0Readings.measuredAt, temperature: s0Readings.environmentTemperature, humidity: s0Readings.humidity })
    .from(s0Readings)
    .where(eq(s0Readings.divisionId, batchDivisions.id))
    .orderBy(desc(s0Readings.measuredAt))
    .limit(1)
    .as('s0');
  const d0 = db
    .select({ at: d0Readings.measuredAt, co2: d0Readings.co2 })
    .from(d0Readings)
    .where(eq(d0Readings.divisionId, batchDivisions.id))
    .orderBy(desc(d0Readings.measuredAt))
    .limit(1)
    .as('d0');
  return db
    .select({
      id: batchDivisions.id,
      identification: batchDivisions.identification,
      s0At: s0.at,
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

const divisionsOf = (batchId: number) => sql`(select ${batchDivisions.id} from ${batchDivisions} where ${batchDivisions.batchId} = ${batchId})`;

/**
 * The batch's climate in time buckets of `bucketHours`, per division and day of age, in one scan of
 * each reading table: S0 temperature and humidity means with their count, and the day's lowest and
 * highest temperature; D0 CO2 means. Buckets are whole multiples of the hour since the epoch.
 */
export async function findClimateBuckets(db: Db, batchId: number, bucketHours: number) {
  const seconds = bucketHours * 3600;
  const [climate, air] = await Promise.all([
    db.execute(sql`
      select ${s0Readings.divisionId} as division_id, ${s0Readings.age} as age,
             (extract(epoch from ${s0Readings.measuredAt})::bigint / ${seconds}) * ${seconds} as bucket,
             avg(${s0Readings.environmentTemperature})::float8 as temperature, count(${s0Readings.environmentTemperature})::int as temperatures,
             avg(${s0Readings.humidity})::float8 as humidity, count(${s0Readings.humidity})::int as humidities,
             min(${s0Readings.environmentTemperature})::float8 as min_temperature, max(${s0Readings.environmentTemperature})::float8 as max_temperature
      from ${s0Readings} where ${s0Readings.divisionId} in ${divisionsOf(batchId)}
      group by 1, 2, 3`),
    db.execute(sql`
      select ${d0Readings.divisionId} as division_id,
             (extract(epoch from ${d0Readings.measuredAt})::bigint / ${seconds}) * ${seconds} as bucket,
             avg(${d0Readings.co2})::float8 as co2
      from ${d0Readings} where ${d0Readings.divisionId} in ${divisionsOf(batchId)}
      group by 1, 2`),
  ]);
  return {
    climate: rowsOf<{
      division_id: number;
      age: number;
      bucket: string | number;
      temperature: number | null;
      temperatures: number;
      humidity: number | null;
      humidities: number;
      min_temperature: number | null;
      max_temperature: number | null;
    }>(climate),
    air: rowsOf<{ division_id: number; bucket: string | number; co2: number | null }>(air),
  };
}

/** Every reading of the batch's divisions since `since`. */
export async function findRecentClimate(db: Db, batchId: number, since: Date) {
  const [climate, air] = await Promise.all([
    db
      .select({ divisionId: s0Readings.divisionId, at: s0Readings.measuredAt, temperature: s0Readings.environmentTemperature, humidity: s0Readings.humidity })
      .from(s0Readings)
      .where(and(sql`${s0Readings.divisionId} in ${divisionsOf(batchId)}`, gt(s0Readings.measuredAt, since)))
      .orderBy(asc(s0Readings.measuredAt)),
    db
      .select({ divisionId: d0Readings.divisionId, at: d0Readings.measuredAt, co2: d0Readings.co2 })
      .from(d0Readings)
      .where(and(sql`${d0Readings.divisionId} in ${divisionsOf(batchId)}`, gt(d0Readings.measuredAt, since)))
      .orderBy(asc(d0Readings.measuredAt)),
  ]);
  return { climate, air };
}

/** Enthalpy limits (kJ/kg dry air) of the comfort classes for the ages from `ageFrom` up to `ageTo` (excluded). */
export interface ComfortBands {
  ageFrom: number;
  ageTo: number;
  comfortable: { min: number; max: number };
  intermediary: { min: number; max: number };
  critical: { min: number; max: number };
}

/**
 * Seconds each device of each division spent in each comfort level, by day of age, judged by
 * `bands`: every enthalpy reading stands for the time until the device's next one (at most an hour,
 * so an outage is not counted as comfort; the last reading counts 10 minutes). The classification
 * runs in SQL over a small table of the bands.
 */
export async function findComfortSeconds(db: Db, batchId: number, bands: readonly ComfortBands[]) {
  const limits = sql.join(
    bands.map(
      (b) =>
        sql`(${b.ageFrom}::int, ${b.ageTo}::int, ${b.comfortable.min}::float8, ${b.comfortable.max}::float8, ${b.intermediary.min}::float8, ${b.intermediary.max}::float8, ${b.critical.min}::float8, ${b.critical.max}::float8)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with limits (age_from, age_to, c_min, c_max, i_min, i_max, k_min, k_max) as (values ${limits}),
    timed as (
      select e.division_id, e.device_id, e.age,
             case when e.value between l.c_min and l.c_max then 0
                  when e.value between l.i_min and l.i_max then 1
                  when e.value between l.k_min and l.k_max then 2
                  else 3 end as code,
             extract(epoch from least(
               coalesce(lead(e.measured_at) over (partition by e.division_id, e.device_id order by e.measured_at) - e.measured_at, interval '10 minutes'),
               interval '1 hour')) as seconds
      from ${enthalpyReadings} e
      join limits l on e.age >= l.age_from and e.age < l.age_to
      where e.division_id in ${divisionsOf(batchId)}
    )
    select division_id, device_id, age, code, sum(seconds)::float8 as seconds
    from timed
    group by division_id, device_id, age, code`);
  return rowsOf<{ division_id: number; device_id: number | null; age: number; code: number; seconds: number }>(result);
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
