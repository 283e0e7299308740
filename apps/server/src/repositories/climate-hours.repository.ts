import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { rowsOf } from './sql-text';

/**
 * Seconds an enthalpy reading `e` stands for: until its device's next reading when that comes
 * within the hour, else ten minutes (a sensor outage is not counted as comfort). So a reading only
 * changes the time of the readings of the hour before it.
 */
export const readingSeconds = sql`date_part('epoch', case
  when lead(e.measured_at) over (partition by e.division_id, e.device_id order by e.measured_at) - e.measured_at <= interval '1 hour'
  then lead(e.measured_at) over (partition by e.division_id, e.device_id order by e.measured_at) - e.measured_at
  else interval '10 minutes' end)`;

/** Four sums, `c0` to `c3`: the `seconds` of the rows of `code` 0, 1, 2 and 3 (zero when none). */
export const levelSeconds = sql.raw([0, 1, 2, 3].map((code) => `coalesce(sum(seconds) filter (where code = ${code}), 0) as c${code}`).join(', '));

/** The clock hour of a reading, on the same grid as every other bucket (whole hours since the epoch). */
export const hourOf = (time: SQL) => sql`date_bin('1 hour', ${time}, timestamptz 'epoch')`;

async function batchOpening(db: Db, batchId: number): Promise<Date> {
  const [row] = rowsOf<{ opening_date: Date | string }>(await db.execute(sql`select opening_date from batches where id = ${batchId}`));
  return row ? new Date(row.opening_date) : new Date(0);
}

interface Rollup {
  division_id: number;
  rolled_until: Date | string;
  profile: string;
}

/**
 * Sums the climate of the batch's divisions into `climate_hours` for every hour before `horizon` not yet
 * summed by `profile`: from where each division stopped, or from the start for a division judged by
 * another profile. The comfort seconds add up each enthalpy reading's stored comfort code, the one
 * verdict of `judgeComfort` (packages/domain) written with the reading and judged again when the
 * profile changes (`rejudgeStoredComfort`). A division another transaction is writing late readings of right now is left for
 * the next time (its readings are then read as they are), so this never waits on ingestion.
 */
export async function rollUpClimateHours(db: Db, batchId: number, horizon: Date, profile: string): Promise<void> {
  await db.transaction(async (t) => {
    const locked = rowsOf<{ id: number }>(
      await t.execute(sql`with own as materialized (select id from batch_divisions where batch_id = ${batchId}) select id from own where pg_try_advisory_xact_lock(${advisoryLocks.climateHours}, id)`),
    ).map((r) => r.id);
    if (locked.length === 0) return;
    const states = new Map(
      rowsOf<Rollup>(await t.execute(sql`select division_id, rolled_until, profile from climate_rollups where division_id = any(${`{${locked.join(',')}}`}::int[])`)).map(
        (r) => [r.division_id, r],
      ),
    );
    const rejudged = locked.filter((id) => states.has(id) && states.get(id)!.profile !== profile);
    if (rejudged.length > 0) await t.execute(sql`delete from climate_hours where division_id = any(${`{${rejudged.join(',')}}`}::int[])`);
    const todo = locked
      .map((id) => {
        const state = states.get(id);
        const from = state && state.profile === profile ? new Date(state.rolled_until) : null;
        return { id, from };
      })
      .filter(({ from }) => from === null || from < horizon);
    if (todo.length === 0) return;
    const ids = `{${todo.map((d) => d.id).join(',')}}`;
    const until = sql`${horizon.toISOString()}::timestamptz`;
    // A plain lower bound for the planner to prune month partitions by (the per-division bounds come
    // from unnest, seen only when the query runs): the earliest division's, else the batch's opening,
    // before which its divisions have no readings.
    const knownFroms = todo.map((d) => d.from);
    const earliest = knownFroms.every((f) => f !== null) ? new Date(Math.min(...knownFroms.map((f) => f!.getTime()))) : await batchOpening(t, batchId);
    const since = sql`${earliest.toISOString()}::timestamptz`;
    const froms = `{${todo.map((d) => (d.from ? d.from.toISOString() : '-infinity')).join(',')}}`;
    await t.execute(sql`
      with todo (division_id, from_time) as (select * from unnest(${ids}::int[], ${froms}::timestamptz[])),
      climate as (
        select s.division_id, coalesce(s.device_id, 0) as device_id, ${hourOf(sql`s.measured_at`)} as hour, s.age,
               sum(s.environment_temperature::float8) as t_sum, count(s.environment_temperature) as t_count,
               min(s.environment_temperature) as t_min, max(s.environment_temperature) as t_max,
               sum(s.humidity::float8) as h_sum, count(s.humidity) as h_count,
               null::float8 as co2_sum, 0::bigint as co2_count,
               null::float8 as c0, null::float8 as c1, null::float8 as c2, null::float8 as c3
        from s0_readings s join todo on s.division_id = todo.division_id
        where s.measured_at >= todo.from_time and s.measured_at >= ${since} and s.measured_at < ${until}
        group by 1, 2, 3, 4),
      air as (
        select d.division_id, coalesce(d.device_id, 0), ${hourOf(sql`d.measured_at`)}, d.age,
               null::float8, 0::bigint, null::real, null::real, null::float8, 0::bigint,
               sum(d.co2::float8), count(d.co2), null::float8, null::float8, null::float8, null::float8
        from d0_readings d join todo on d.division_id = todo.division_id
        where d.measured_at >= todo.from_time and d.measured_at >= ${since} and d.measured_at < ${until}
        group by 1, 2, 3, 4),
      timed as (
        select e.division_id, coalesce(e.device_id, 0) as device_id, e.measured_at, e.age, e.code, ${readingSeconds} as seconds
        from enthalpy_readings e join todo on e.division_id = todo.division_id
        where e.measured_at >= todo.from_time and e.measured_at >= ${since} and e.measured_at < ${until} + interval '1 hour'),
      judged as (
        select t.division_id, t.device_id, ${hourOf(sql`t.measured_at`)} as hour, t.age, t.code, t.seconds
        from timed t
        where t.measured_at < ${until}),
      comfort as (
        select division_id, device_id, hour, age, null::float8, 0::bigint, null::real, null::real, null::float8, 0::bigint, null::float8, 0::bigint,
               ${levelSeconds}
        from judged group by 1, 2, 3, 4),
      hours as (select * from climate union all select * from air union all select * from comfort)
      insert into climate_hours (division_id, device_id, hour, age, temperature_sum, temperature_count, temperature_min, temperature_max,
                                 humidity_sum, humidity_count, co2_sum, co2_count,
                                 comfortable_seconds, intermediary_seconds, critical_seconds, lethal_seconds)
      select division_id, device_id, hour, age, sum(t_sum), sum(t_count), min(t_min), max(t_max), sum(h_sum), sum(h_count),
             sum(co2_sum), sum(co2_count), sum(c0), sum(c1), sum(c2), sum(c3)
      from hours group by division_id, device_id, hour, age
      on conflict do nothing`);
    await t.execute(sql`
      insert into climate_rollups (division_id, rolled_until, profile)
      select id, ${until}, ${profile} from unnest(${ids}::int[]) as id
      on conflict (division_id) do update set rolled_until = excluded.rolled_until, profile = excluded.profile`);
  });
}
