import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { airsacculitis, batchDivisions, d0Readings, enthalpyReadings, mortality, s0Readings } from '../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

/** Hourly means of temperature, humidity and CO2 per division over the whole batch, aggregated in SQL. */
export async function findHourlyClimate(db: Db, batchId: number) {
  const result = await db.execute(sql`
    select division_id, hour, avg(temperature)::float8 as temperature, avg(humidity)::float8 as humidity, avg(co2)::float8 as co2
    from (
      select ${s0Readings.divisionId} as division_id, date_trunc('hour', ${s0Readings.measuredAt}) as hour,
             ${s0Readings.environmentTemperature} as temperature, ${s0Readings.humidity} as humidity, null::real as co2
      from ${s0Readings} where ${s0Readings.divisionId} in ${divisionsOf(batchId)}
      union all
      select ${d0Readings.divisionId}, date_trunc('hour', ${d0Readings.measuredAt}), null, null, ${d0Readings.co2}
      from ${d0Readings} where ${d0Readings.divisionId} in ${divisionsOf(batchId)}
    ) readings
    group by division_id, hour
    order by division_id, hour`);
  return rowsOf<{ division_id: number; hour: Date | string; temperature: number | null; humidity: number | null; co2: number | null }>(result);
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

/** Lowest and highest air temperature of each division on each day of age. */
export async function findDailyTemperatureRange(db: Db, batchId: number) {
  return db
    .select({
      divisionId: s0Readings.divisionId,
      age: s0Readings.age,
      min: sql<number>`min(${s0Readings.environmentTemperature})::float8`,
      max: sql<number>`max(${s0Readings.environmentTemperature})::float8`,
    })
    .from(s0Readings)
    .where(and(sql`${s0Readings.divisionId} in ${divisionsOf(batchId)}`, sql`${s0Readings.environmentTemperature} is not null`))
    .groupBy(s0Readings.divisionId, s0Readings.age)
    .orderBy(s0Readings.divisionId, s0Readings.age);
}

/**
 * Seconds each division spent in each comfort level, by day of age: every enthalpy reading stands
 * for the time until the device's next one (at most an hour, so an outage is not counted as
 * comfort; the last reading counts 10 minutes), divided by the division's number of devices.
 */
export async function findComfortSeconds(db: Db, batchId: number) {
  const result = await db.execute(sql`
    with timed as (
      select ${enthalpyReadings.divisionId} as division_id, ${enthalpyReadings.deviceId} as device_id,
             ${enthalpyReadings.age} as age, ${enthalpyReadings.code} as code,
             extract(epoch from least(
               coalesce(lead(${enthalpyReadings.measuredAt}) over (partition by ${enthalpyReadings.divisionId}, ${enthalpyReadings.deviceId} order by ${enthalpyReadings.measuredAt}) - ${enthalpyReadings.measuredAt}, interval '10 minutes'),
               interval '1 hour')) as seconds
      from ${enthalpyReadings} where ${enthalpyReadings.divisionId} in ${divisionsOf(batchId)}
    )
    , devices as (select division_id, count(distinct coalesce(device_id, 0)) as n from timed group by division_id)
    select timed.division_id, timed.age, timed.code, (sum(timed.seconds) / devices.n)::float8 as seconds
    from timed join devices on devices.division_id = timed.division_id
    group by timed.division_id, timed.age, timed.code, devices.n
    order by timed.division_id, timed.age, timed.code`);
  return rowsOf<{ division_id: number; age: number; code: number; seconds: number }>(result);
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
