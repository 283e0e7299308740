// The "year two" history of the long-history benchmark, written in SQL (INSERT … SELECT generate_series):
// every shed with a current batch gets PAST_BATCHES closed 50-day batches before it, 65 days apart
// (50 days housed, 15 empty), with the same divisions, sensors, silos and water meters, and their
// readings at the simulator's cadence: S0, D0 and enthalpy every 10 minutes per division, silo load
// cells and water meters hourly. Row widths are the real tables' (every column filled).
import pg from 'pg';
import { PARTITIONED_READINGS } from '../apps/server/src/repositories/reading-partitions.repository';

const CLIMATE_PER_DAY = 144;
const HOURLY_PER_DAY = 24;
const BATCH_DAYS = 50;
const CYCLE_DAYS = 65;

/** One INSERT of one table for one past batch of every shed. */
interface Chunk {
  table: string;
  pastBatch: number;
  sql: string;
}

const climateChunk = (table: string, columns: string, values: string, device: string) => (k: number) => ({
  table,
  pastBatch: k,
  sql: `insert into ${table} (device_id, division_id, measured_at, age, ${columns})
    select pd.${device}, pd.past_division, pd.opening + m * interval '10 minutes', m / ${CLIMATE_PER_DAY}, ${values}
    from bench_past_divisions pd, generate_series(0, ${BATCH_DAYS * CLIMATE_PER_DAY - 1}) m
    where pd.k = ${k} and pd.${device} is not null`,
});

const CHUNKS: ((k: number) => Chunk)[] = [
  climateChunk(
    's0_readings',
    'bed_temperature, environment_temperature, water_temperature, humidity',
    '24 + 6 * random(), 22 + 8 * random(), 19 + 4 * random(), 50 + 30 * random()',
    's0_device',
  ),
  climateChunk('d0_readings', 'co2, intern_humidity, intern_temperature', '700 + 2300 * random(), 50 + 30 * random(), 22 + 8 * random()', 'd0_device'),
  climateChunk('enthalpy_readings', 'value, code, position', '45 + 30 * random(), (random() * 2)::int, 1', 's0_device'),
  (k) => ({
    table: 'silo_occupation_readings',
    pastBatch: k,
    sql: `insert into silo_occupation_readings (silo_id, device_id, device_time, total_weight, total_occupation, free_capacity, is_blackout, consuming_ration_type_id)
      select ps.silo_id, ps.device_id, ps.opening + h * interval '1 hour', w, 100 * w / ps.capacity, ps.capacity - w, false, ps.ration_type_id
      from bench_past_silos ps, generate_series(0, ${BATCH_DAYS * HOURLY_PER_DAY - 1}) h,
        lateral (select (ps.capacity * (1 - (h % 240) / 240.0))::real as w) weight
      where ps.k = ${k}`,
  }),
  (k) => ({
    table: 'water_meter_readings',
    pastBatch: k,
    sql: `insert into water_meter_readings (device_id, measured_at, total_volume)
      select pw.device_id, pw.opening + h * interval '1 hour', pw.device_id * 1000 + ${k} * 5000 + h * (1.5 + random())
      from bench_past_water pw, generate_series(0, ${BATCH_DAYS * HOURLY_PER_DAY - 1}) h
      where pw.k = ${k}`,
  }),
];

/**
 * Plans the past batches (batches and divisions rows, and the helper tables the readings are
 * generated from) and creates the month partitions they fall in. Answers the generation chunks
 * and the rows they will write.
 */
export async function planHistory(client: pg.Client, pastBatches: number, now: Date) {
  const windowStart = new Date(now.getTime() - BATCH_DAYS * 86_400_000).toISOString();
  await client.query(`
    create unlogged table bench_past_batches as
    select b.id as template_id, k, (select max(id) from batches) + row_number() over (order by b.id, k) as past_id,
      least(b.opening_date, '${windowStart}'::timestamptz) - (k * ${CYCLE_DAYS} + b.shed_id % 15) * interval '1 day' as opening
    from (select distinct on (shed_id) * from batches b where exists (select 1 from batch_divisions d where d.batch_id = b.id)
      order by shed_id, opening_date desc) b, generate_series(1, ${pastBatches}) k`);
  await client.query(`
    insert into batches (id, company_id, shed_id, identification, stage, lineage, sex_external_id, initial_lodged, current_lodged,
      opening_date, closing_date, slaughter_date, slaughter_animals, slaughter_live_weight_kg)
    overriding system value
    select p.past_id, b.company_id, b.shed_id, b.identification || '-H' || p.k, 'slaughter', b.lineage, b.sex_external_id,
      greatest(b.initial_lodged, 1000), greatest(b.initial_lodged, 1000) * 95 / 100, p.opening, p.opening + interval '${BATCH_DAYS} days',
      (p.opening + interval '${BATCH_DAYS} days')::date, greatest(b.initial_lodged, 1000) * 95 / 100, greatest(b.initial_lodged, 1000) * 2.8
    from bench_past_batches p join batches b on b.id = p.template_id`);
  await client.query(`
    create unlogged table bench_past_divisions as
    select p.k, p.past_id as past_batch, p.opening, d.id as template_division,
      (select max(id) from batch_divisions) + row_number() over (order by p.past_id, d.id) as past_division,
      (select r.device_id from s0_readings r where r.division_id = d.id and r.device_id is not null limit 1) as s0_device,
      (select r.device_id from d0_readings r where r.division_id = d.id and r.device_id is not null limit 1) as d0_device
    from bench_past_batches p join batch_divisions d on d.batch_id = p.template_id`);
  await client.query(`
    insert into batch_divisions (id, company_id, batch_id, identification, type, current_lodge)
    overriding system value
    select pd.past_division, d.company_id, pd.past_batch, d.identification, d.type, d.current_lodge
    from bench_past_divisions pd join batch_divisions d on d.id = pd.template_division`);
  await client.query(`
    create unlogged table bench_past_silos as
    select p.k, p.opening, s.id as silo_id, s.capacity, r.device_id, r.consuming_ration_type_id as ration_type_id
    from bench_past_batches p join batches b on b.id = p.template_id join silos s on s.shed_id = b.shed_id
    cross join lateral (select device_id, consuming_ration_type_id from silo_occupation_readings x where x.silo_id = s.id order by device_time desc limit 1) r`);
  await client.query(`
    create unlogged table bench_past_water as
    select p.k, p.opening, w.device_id
    from bench_past_batches p join batches b on b.id = p.template_id
    join (select distinct r.device_id, dv.shed_id from water_meter_readings r join devices dv on dv.id = r.device_id) w on w.shed_id = b.shed_id`);
  for (const table of ['batches', 'batch_divisions']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }

  const { rows } = await client.query<{ first: Date; s0: string; d0: string; silos: string; water: string }>(`
    select (select min(opening) from bench_past_batches) as first,
      (select count(*) from bench_past_divisions where s0_device is not null) as s0,
      (select count(*) from bench_past_divisions where d0_device is not null) as d0,
      (select count(*) from bench_past_silos) as silos, (select count(*) from bench_past_water) as water`);
  const plan = rows[0]!;
  const climate = BATCH_DAYS * CLIMATE_PER_DAY;
  const hourly = BATCH_DAYS * HOURLY_PER_DAY;
  const expectedRows = (Number(plan.s0) * 2 + Number(plan.d0)) * climate + (Number(plan.silos) + Number(plan.water)) * hourly;

  for (let month = new Date(Date.UTC(plan.first.getUTCFullYear(), plan.first.getUTCMonth(), 1)); month < now; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
    for (const table of PARTITIONED_READINGS) {
      await client.query('select create_reading_month($1, $2, $3::date)', [table.name, table.timeColumn, month.toISOString().slice(0, 10)]);
    }
  }

  const chunks: Chunk[] = [];
  for (let k = 1; k <= pastBatches; k++) chunks.push(...CHUNKS.map((chunk) => chunk(k)));
  return { firstReading: plan.first, expectedRows, chunks };
}

/**
 * Runs the chunks on `connections` sessions at once, without triggers (session_replication_role
 * replica: no climate-hours bookkeeping, no foreign-key checks, as a bulk restore would). The first
 * chunk runs alone as the sample the whole is extrapolated from; `checkSample` may stop the run.
 */
export async function writeHistory(
  url: string,
  chunks: Chunk[],
  connections: number,
  checkSample: (sample: { table: string; rows: number; seconds: number }) => void,
) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("set session_replication_role = replica; set synchronous_commit = off; set work_mem = '64MB'");
      return client;
    }),
  );
  const rowsByTable: Record<string, number> = {};
  const run = async (client: pg.Client, chunk: Chunk) => {
    const result = await client.query(chunk.sql);
    rowsByTable[chunk.table] = (rowsByTable[chunk.table] ?? 0) + (result.rowCount ?? 0);
    return result.rowCount ?? 0;
  };
  try {
    const started = performance.now();
    const sampleRows = await run(clients[0]!, chunks[0]!);
    const sample = { table: chunks[0]!.table, rows: sampleRows, seconds: (performance.now() - started) / 1000 };
    checkSample(sample);
    const queue = chunks.slice(1);
    let done = 1;
    await Promise.all(
      clients.map(async (client) => {
        for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
          await run(client, chunk);
          done++;
          if (done % 10 === 0) console.log(`  history: ${done}/${chunks.length} chunks, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
      }),
    );
    return { sample, rowsByTable, seconds: (performance.now() - started) / 1000 };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
