import { sql, type SQL } from 'drizzle-orm';
import type { ComfortLimits } from '@plantel/domain';
import type { Db } from '../db/database';
import { rowsOf } from './sql-text';

/** A farm's readings of one production type at one age, and the limits they are judged by. */
export interface StoredComfortGroup {
  productionType: number;
  altitude: number;
  age: number;
}

const number = (n: number): SQL => {
  if (!Number.isFinite(n)) throw new Error(`not a finite limit: ${n}`);
  return sql.raw(`${n}::float8`);
};

/** Ages, altitudes and production types of the company's stored comfort codes (of the given production types). */
export async function findStoredComfortGroups(db: Db, companyId: number, productionTypes: readonly number[]): Promise<StoredComfortGroup[]> {
  if (productionTypes.length === 0) return [];
  const result = await db.execute(sql`
    select distinct s.production_type_external_id as production_type, p.altitude, e.age
    from batches b
    join sheds s on s.id = b.shed_id
    join properties p on p.id = s.property_id
    join batch_divisions d on d.batch_id = b.id
    join enthalpy_readings e on e.division_id = d.id
    where b.company_id = ${companyId} and s.production_type_external_id = any(${`{${productionTypes.join(',')}}`}::int[])`);
  return rowsOf<{ production_type: number; altitude: number; age: number }>(result).map((r) => ({
    productionType: Number(r.production_type),
    altitude: Number(r.altitude),
    age: Number(r.age),
  }));
}

/**
 * The comfort level of a reading (temperature `t`, humidity `rh`, enthalpy `e`, all as stored) by
 * the limits row `l`: the SQL twin of `judgeComfort` (packages/domain/src/comfort-verdict.ts), the
 * worst of the three grades, an edge belonging to the better class. Change both together; the
 * comfort-cases API test and stored-comfort test compare them.
 */
const comfortLevelSql = sql`greatest(
  case when r.t between l.tc_min and l.tc_max then 0 when r.t between l.ti_min and l.ti_max then 1 else 2 end,
  case when r.rh between l.hc_min and l.hc_max then 0 when r.rh between l.hi_min and l.hi_max then 1 else 2 end,
  case when e.value between l.ec_min and l.ec_max then 0 when e.value between l.ei_min and l.ei_max then 1 when e.value between l.ek_min and l.ek_max then 2 else 3 end)`;

/**
 * Judges the company's stored enthalpy readings again by `limitsOf` (the limits of each group, from
 * the company's profile at the farm's altitude), each with the temperature and humidity of the S0
 * reading it came from. Answers the divisions whose codes changed.
 */
export async function rejudgeStoredComfortCodes(
  db: Db,
  companyId: number,
  groups: readonly StoredComfortGroup[],
  limitsOf: (group: StoredComfortGroup) => ComfortLimits,
): Promise<number[]> {
  if (groups.length === 0) return [];
  const rows = groups.map((g) => {
    const { temperature: t, humidity: h, enthalpy: e } = limitsOf(g);
    const values = [t.comfortable, t.intermediary, h.comfortable, h.intermediary, e.comfortable, e.intermediary, e.critical].flatMap((b) => [number(b.min), number(b.max)]);
    return sql`(${sql.raw(String(g.productionType))}, ${sql.raw(String(g.altitude))}, ${sql.raw(String(g.age))}, ${sql.join(values, sql`, `)})`;
  });
  const result = await db.execute(sql`
    with limits (production_type, altitude, age, tc_min, tc_max, ti_min, ti_max, hc_min, hc_max, hi_min, hi_max, ec_min, ec_max, ei_min, ei_max, ek_min, ek_max) as (
      values ${sql.join(rows, sql`, `)}),
    judged as (
      select e.division_id, e.device_id, e.measured_at, ${comfortLevelSql}::smallint as code
      from batches b
      join sheds s on s.id = b.shed_id
      join properties p on p.id = s.property_id
      join batch_divisions d on d.batch_id = b.id
      join enthalpy_readings e on e.division_id = d.id
      join limits l on l.production_type = s.production_type_external_id and l.altitude = p.altitude and l.age = e.age
      cross join lateral (
        select r.environment_temperature::float8 as t, r.humidity::float8 as rh from s0_readings r
        where r.division_id = e.division_id and r.measured_at = e.measured_at and r.device_id is not distinct from e.device_id
          and r.environment_temperature is not null and r.humidity is not null
        limit 1) r
      where b.company_id = ${companyId})
    update enthalpy_readings e set code = j.code
    from judged j
    where e.division_id = j.division_id and e.measured_at = j.measured_at and e.device_id is not distinct from j.device_id and e.code <> j.code
    returning e.division_id`);
  return [...new Set(rowsOf<{ division_id: number }>(result).map((r) => Number(r.division_id)))];
}

/** Forgets the summed climate hours of the divisions, so their comfort hours are summed again from the codes. */
export async function forgetClimateHours(db: Db, divisionIds: readonly number[]): Promise<void> {
  if (divisionIds.length === 0) return;
  const ids = `{${divisionIds.join(',')}}`;
  await db.execute(sql`delete from climate_hours where division_id = any(${ids}::int[])`);
  await db.execute(sql`delete from climate_rollups where division_id = any(${ids}::int[])`);
}

/** The company's batches with stored comfort codes of the production types (their summaries show the latest). */
export async function findBatchesWithComfort(db: Db, companyId: number, productionTypes: readonly number[]): Promise<number[]> {
  if (productionTypes.length === 0) return [];
  const result = await db.execute(sql`
    select b.id from batches b join sheds s on s.id = b.shed_id
    where b.company_id = ${companyId} and s.production_type_external_id = any(${`{${productionTypes.join(',')}}`}::int[])`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}
