import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from './sql-text';

const time = (v: unknown) => new Date(v as string).getTime();

/** Each water meter of the company: its last totaliser, and what it counted per day over the day before that. */
export async function findWaterMeterPaces(db: Db, companyId: number) {
  const result = await db.execute(sql`
    select dv.id, last.total_volume, last.measured_at, prev.total_volume as prev_volume, prev.measured_at as prev_at
    from devices dv
    join lateral (
      select total_volume, measured_at from water_meter_readings w where w.device_id = dv.id order by measured_at desc limit 1
    ) last on true
    left join lateral (
      select total_volume, measured_at from water_meter_readings w
      where w.device_id = dv.id and w.measured_at <= last.measured_at - interval '1 day' order by measured_at desc limit 1
    ) prev on true
    where dv.company_id = ${companyId} and dv.type = 'water_meter'`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    const days = r.prev_at === null ? 0 : (time(r.measured_at) - time(r.prev_at)) / 86_400_000;
    return {
      deviceId: Number(r.id),
      totalVolume: Number(r.total_volume),
      litresPerDay: days > 0 ? Math.max(0, (Number(r.total_volume) - Number(r.prev_volume)) / days) : 0,
    };
  });
}

/** Each bird scale of the company: its last two weighings of individual weights (age, time, mean), latest first. */
export async function findLastScaleWeighings(db: Db, companyId: number) {
  const result = await db.execute(sql`
    select dv.id, w.age, w.weighed_at, (select avg(v) from unnest(w.samples) v) as mean
    from devices dv
    join lateral (
      select age, weighed_at, samples from weighings w
      where w.device_id = dv.id and cardinality(w.samples) > 0 order by weighed_at desc limit 2
    ) w on true
    where dv.company_id = ${companyId} and dv.type = 'bird_scale'
    order by dv.id, w.weighed_at desc`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ deviceId: Number(r.id), age: Number(r.age), at: time(r.weighed_at), mean: Number(r.mean) }));
}

/** When each device of the company last reported (null: never). */
export async function findDevicesLastSeen(db: Db, companyId: number): Promise<Map<number, number | null>> {
  const result = await db.execute(sql`select id, last_seen_at from devices where company_id = ${companyId}`);
  return new Map(rowsOf<Record<string, unknown>>(result).map((r) => [Number(r.id), r.last_seen_at === null ? null : time(r.last_seen_at)]));
}

/** Each shed's open batch, with the last three days of its feed (what it ate and the reference, kg), latest first. */
export async function findShedFeedDays(db: Db, companyId: number) {
  const result = await db.execute(sql`
    select b.shed_id, s.production_type_external_id as production_type, b.lineage, b.sex_external_id, b.age_at_lodging, b.entry_weight,
      b.current_lodged, b.opening_date, c.amount, c.ideal_amount
    from batches b
    join sheds s on s.id = b.shed_id
    join lateral (
      select age, amount, ideal_amount from consumption_history c where c.batch_id = b.id order by c.age desc limit 3
    ) c on true
    where b.company_id = ${companyId} and b.closing_date is null
    order by b.shed_id, c.age desc`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    shedId: Number(r.shed_id),
    batch: {
      productionType: Number(r.production_type),
      lineage: String(r.lineage),
      sexExternalId: Number(r.sex_external_id),
      ageAtLodging: Number(r.age_at_lodging),
      entryWeight: r.entry_weight === null ? null : Number(r.entry_weight),
      currentLodged: Number(r.current_lodged),
      openingDate: new Date(r.opening_date as string),
    },
    amount: Number(r.amount),
    ideal: r.ideal_amount === null ? null : Number(r.ideal_amount),
  }));
}
