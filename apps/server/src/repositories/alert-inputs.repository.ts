import { sql, type SQL } from 'drizzle-orm';
import { LODGED_STAGES, type DeviceType } from '@plantel/contracts';
import type { Db } from '../db/database';
import { ageDays } from './current-batch';
import { paramList, rowsOf } from './sql-text';
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const time = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).getTime());
const lodgedStages = sql.raw(LODGED_STAGES.map((s) => `'${s}'`).join(', '));
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** The batches the engine watches: open, lodged, opened by `now`; with their summary figures. */
export function findWatchedBatches(db: Db, companyId: number, now: Date) {
  return batchesWhere(db, sql`b.company_id = ${companyId} and b.closing_date is null and b.stage in (${lodgedStages}) and b.opening_date <= ${at(now)}`, now);
}

/** One batch of a company as the engine sees it at `now` (open or not): what an alert's chart is drawn from. */
export async function findBatchAsWatched(db: Db, companyId: number, batchId: number, now: Date) {
  return (await batchesWhere(db, sql`b.company_id = ${companyId} and b.id = ${batchId}`, now))[0];
}

async function batchesWhere(db: Db, where: SQL, now: Date) {
  const result = await db.execute(sql`
    select b.id, b.shed_id, s.production_type_external_id as production_type, b.current_lodged,
      b.opening_date, b.age_at_lodging, b.lineage, b.sex_external_id, b.target_date::text as target_date,
      ${ageDays(sql`b.age_at_lodging`, sql`b.opening_date`, sql`b.closing_date`, at(now))} as age,
      bs.weight, bs.performance, bs.ration_end_at, bs.available, p.altitude
    from batches b
    join sheds s on s.id = b.shed_id
    join properties p on p.id = s.property_id
    left join batch_summaries bs on bs.batch_id = b.id
    where ${where}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    shedId: Number(r.shed_id),
    productionType: Number(r.production_type),
    lodged: Number(r.current_lodged),
    age: Number(r.age),
    openingAt: time(r.opening_date)!,
    ageAtLodging: Number(r.age_at_lodging),
    lineage: String(r.lineage),
    sex: Number(r.sex_external_id),
    weight: num(r.weight),
    performance: num(r.performance),
    rationEndAt: time(r.ration_end_at),
    available: num(r.available),
    altitude: Number(r.altitude ?? 0),
    /** The planned slaughter day, YYYY-MM-DD (the company's); null without a plan. */
    targetDate: r.target_date === null || r.target_date === undefined ? null : String(r.target_date),
  }));
}
export type WatchedBatch = Awaited<ReturnType<typeof batchesWhere>>[number];

const stats = (r: Record<string, unknown>, prefix: string) => ({
  count: Number(r[`${prefix}_count`] ?? 0),
  min: num(r[`${prefix}_min`]),
  max: num(r[`${prefix}_max`]),
  mean: num(r[`${prefix}_mean`]),
});

/**
 * Per division of the given batches: temperature, humidity, CO2, enthalpy and the stored comfort
 * codes over (since, now], and the latest climate reading of the window (its age, temperature, humidity).
 */
export async function findClimateWindows(db: Db, batchIds: number[], since: Date, now: Date) {
  if (batchIds.length === 0) return [];
  const window = (table: string, column: string, prefix: string) => {
    const [value, name] = [sql.raw(`r.${column}`), (stat: string) => sql.raw(`${prefix}_${stat}`)];
    return sql`
    left join lateral (select count(${value}) as ${name('count')}, min(${value}) as ${name('min')}, max(${value}) as ${name('max')}, avg(${value}) as ${name('mean')}
      from ${sql.raw(table)} r where r.division_id = d.id and r.measured_at > ${at(since)} and r.measured_at <= ${at(now)}) ${sql.raw(prefix)} on true`;
  };
  const result = await db.execute(sql`
    select d.id, d.batch_id, d.identification, t.*, h.*, c.*, e.*, k.*, l.last_age, l.last_temperature, l.last_humidity
    from batch_divisions d
    ${window('s0_readings', 'environment_temperature', 't')}
    ${window('s0_readings', 'humidity', 'h')}
    ${window('d0_readings', 'co2', 'c')}
    ${window('enthalpy_readings', 'value', 'e')}
    ${window('enthalpy_readings', 'code', 'k')}
    left join lateral (select r.age as last_age, r.environment_temperature as last_temperature, r.humidity as last_humidity
      from s0_readings r where r.division_id = d.id and r.measured_at > ${at(since)} and r.measured_at <= ${at(now)}
      order by r.measured_at desc limit 1) l on true
    where d.batch_id in (${paramList(batchIds)})`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    divisionId: Number(r.id),
    batchId: Number(r.batch_id),
    identification: String(r.identification),
    temperature: stats(r, 't'),
    humidity: stats(r, 'h'),
    co2: stats(r, 'c'),
    enthalpy: stats(r, 'e'),
    comfortCodes: stats(r, 'k'),
    latest: r.last_age === null || r.last_age === undefined ? null : { age: Number(r.last_age), temperature: num(r.last_temperature), humidity: num(r.last_humidity) },
  }));
}

/** The devices of the given sheds, with the spread of each climate sensor's readings over (since, now]. */
export async function findDevices(db: Db, shedIds: number[], since: Date, now: Date) {
  if (shedIds.length === 0) return [];
  const result = await db.execute(sql`
    select dv.id, dv.type, dv.identification, dv.position, dv.shed_id, dv.last_seen_at,
      s.readings, s.temperature_spread, s.humidity_spread
    from devices dv
    left join lateral (
      select count(*) as readings,
        max(environment_temperature) - min(environment_temperature) as temperature_spread,
        max(humidity) - min(humidity) as humidity_spread
      from s0_readings r where dv.type = 'S0' and r.device_id = dv.id and r.measured_at > ${at(since)} and r.measured_at <= ${at(now)}
    ) s on true
    where dv.shed_id in (${paramList(shedIds)})`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    type: r.type as DeviceType,
    identification: String(r.identification),
    position: String(r.position),
    shedId: Number(r.shed_id),
    lastSeenAt: time(r.last_seen_at),
    readings: Number(r.readings ?? 0),
    temperatureSpread: num(r.temperature_spread),
    humiditySpread: num(r.humidity_spread),
  }));
}

/** When any device of the company last reported. */
export async function findLastTelemetryAt(db: Db, companyId: number) {
  const result = await db.execute(sql`select max(last_seen_at) as last from devices where company_id = ${companyId}`);
  return time(rowsOf<{ last: unknown }>(result)[0]?.last);
}

/** Deaths and culls per batch on one day of age each (null where nothing was recorded that day). */
export async function findDayLosses(db: Db, days: { batchId: number; age: number }[]) {
  if (days.length === 0) return new Map<number, number>();
  const wanted = sql.join(days.map((d) => sql`(${d.batchId}::int, ${d.age}::int)`), sql`, `);
  const result = await db.execute(sql`
    select d.batch_id, sum(m.amount_mortality + m.amount_eliminated) as losses
    from mortality m join batch_divisions d on d.id = m.division_id
    where (d.batch_id, m.age) in (${wanted})
    group by d.batch_id`);
  return new Map(rowsOf<Record<string, unknown>>(result).map((r) => [Number(r.batch_id), Number(r.losses)]));
}

/** Each division's mean weight per day of age weighed since `fromAge` (samples pooled, or entered means). */
export async function findRecentWeighingMeans(db: Db, batches: { id: number; age: number }[], days: number) {
  if (batches.length === 0) return [];
  const wanted = sql.join(batches.map((b) => sql`(${b.id}::int, ${b.age - days}::int)`), sql`, `);
  const result = await db.execute(sql`
    with wanted(batch_id, from_age) as (values ${wanted})
    select d.id as division_id, d.batch_id, d.identification, w.age,
      sum(case when cardinality(w.samples) > 0 then (select sum(v) from unnest(w.samples) v) else w.mean_weight * w.bird_count end)
        / sum(case when cardinality(w.samples) > 0 then cardinality(w.samples) else w.bird_count end) as mean
    from wanted join batch_divisions d on d.batch_id = wanted.batch_id
    join weighings w on w.division_id = d.id and w.age >= wanted.from_age
    group by d.id, d.batch_id, d.identification, w.age`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    divisionId: Number(r.division_id),
    batchId: Number(r.batch_id),
    identification: String(r.identification),
    age: Number(r.age),
    mean: Number(r.mean),
  }));
}

/** The active minimum-consumption rules of the given sheds. */
export async function findActiveConsumptionRules(db: Db, shedIds: number[]) {
  if (shedIds.length === 0) return [];
  const result = await db.execute(sql`
    select id, shed_id, name, min_consumption_value, start_time, end_time, interval
    from minimum_consumption_alerts where active_alert and shed_id in (${paramList(shedIds)})`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    shedId: Number(r.shed_id),
    name: String(r.name),
    rule: { minKg: Number(r.min_consumption_value), startHour: Number(r.start_time), endHour: Number(r.end_time), interval: Number(r.interval) },
  }));
}

/**
 * Feed eaten per shed and hour over [since, now), from the fall of each silo's load-cell weight
 * between readings (rises are deliveries); a fall counts in the hour it ends in (a reading on the
 * hour closes the hour before).
 */
export async function findHourlyConsumption(db: Db, shedIds: number[], since: Date, now: Date) {
  if (shedIds.length === 0) return [];
  const result = await db.execute(sql`
    select s.shed_id, date_trunc('hour', r.device_time - interval '1 millisecond') as hour, sum(greatest(r.previous - r.total_weight, 0)) as eaten
    from (
      select silo_id, device_time, total_weight, lag(total_weight) over (partition by silo_id order by device_time) as previous
      from silo_occupation_readings
      where silo_id in (select id from silos where shed_id in (${paramList(shedIds)}))
        and device_time >= ${at(since)} and device_time < ${at(now)}
    ) r join silos s on s.id = r.silo_id
    where r.previous is not null
    group by 1, 2`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ shedId: Number(r.shed_id), hour: new Date(r.hour as string).getTime(), eaten: Number(r.eaten) }));
}

/**
 * The water meters of the given sheds with the first and the last totaliser reading of each clock
 * hour over [since, now]: enough to share each hour's rise among hours (waterByPeriod) without
 * reading every row.
 */
export async function findHourlyWaterTotals(db: Db, shedIds: number[], since: Date, now: Date) {
  if (shedIds.length === 0) return [];
  const result = await db.execute(sql`
    select dv.id as device_id, dv.shed_id, dv.identification, dv.position, r.first_at, r.first_total, r.last_at, r.last_total
    from devices dv
    left join lateral (
      select min(w.measured_at) as first_at, max(w.measured_at) as last_at,
        (array_agg(w.total_volume order by w.measured_at))[1] as first_total,
        (array_agg(w.total_volume order by w.measured_at desc))[1] as last_total
      from water_meter_readings w
      where w.device_id = dv.id and w.measured_at >= ${at(since)} and w.measured_at <= ${at(now)}
      group by date_trunc('hour', w.measured_at)
    ) r on true
    where dv.type = 'water_meter' and dv.shed_id in (${paramList(shedIds)})`);
  const meters = new Map<number, { deviceId: number; shedId: number; identification: string; position: string; readings: { time: number; total: number }[] }>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const id = Number(r.device_id);
    const meter = meters.get(id) ?? { deviceId: id, shedId: Number(r.shed_id), identification: String(r.identification), position: String(r.position ?? ''), readings: [] };
    meters.set(id, meter);
    if (r.first_at === null || r.first_at === undefined) continue;
    meter.readings.push({ time: time(r.first_at)!, total: Number(r.first_total) }, { time: time(r.last_at)!, total: Number(r.last_total) });
  }
  return [...meters.values()];
}

/** Mean air temperature of each of the given batches over [since, now), from its climate sensors. */
export async function findMeanTemperatures(db: Db, batchIds: number[], since: Date, now: Date) {
  if (batchIds.length === 0) return new Map<number, number>();
  const result = await db.execute(sql`
    select d.batch_id, avg(r.environment_temperature) as mean
    from s0_readings r join batch_divisions d on d.id = r.division_id
    where d.batch_id in (${paramList(batchIds)}) and r.measured_at >= ${at(since)} and r.measured_at < ${at(now)}
    group by d.batch_id`);
  return new Map(rowsOf<Record<string, unknown>>(result).filter((r) => r.mean !== null).map((r) => [Number(r.batch_id), Number(r.mean)]));
}
