import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DeviceType } from '@plantel/contracts';
import type { Db } from '../db/database';
import {
  batchDivisions,
  batches,
  d0Readings,
  devices,
  e0Readings,
  enthalpyReadings,
  feedControls,
  properties,
  rationTypes,
  s0Readings,
  sheds,
  siloOccupationReadings,
  silos,
  telemetryReceipts,
  waterMeterReadings,
  weighings,
} from '../db/schema';
import { BulkInsertBuffer, col } from './bulk-insert';
import { paramList, rowsOf } from './sql-text';

/** A device with what ingestion needs to place its readings. */
export interface IngestDevice {
  id: number;
  shedId: number;
  type: DeviceType;
  position: string;
  productionType: number;
  altitude: number;
}

const dialect = new PgDialect();

/**
 * Runs a statement the ingest runs on every request under a name of its own: PostgreSQL parses it
 * once per connection and, after a few runs, keeps one plan for it (planning the write cost about
 * a millisecond a request). `name` must stand for one statement text. PGlite runs it as usual.
 */
const executeNamed = (db: Db, name: string, statement: SQL) => db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false).execute();

/** Largest id a column of type integer holds; a larger one names nothing. */
const MAX_ID = 2_147_483_647;
/** Whole numbers as one array parameter (`$n::text::int4[]`). */
const idArray = (ids: Iterable<number>) => `{${[...ids].filter((id) => id <= MAX_ID).join(',')}}`;

/**
 * The company's devices among `ids`, locked (FOR KEY SHARE) until the transaction ends: a device
 * cannot be deleted while readings naming it are being written (its readings' device_id has no
 * foreign key; see migration 0014). Writing and touching last_seen_at do not wait on the lock.
 */
export async function findIngestDevices(db: Db, companyId: number, ids: Iterable<number>): Promise<IngestDevice[]> {
  const list = idArray(ids);
  if (list === '{}') return [];
  const result = await executeNamed(db, 'telemetry_devices', sql`
    select d.id, d.shed_id, d.type, d.position, s.production_type_external_id as production_type, p.altitude
    from ${devices} d join ${sheds} s on s.id = d.shed_id join ${properties} p on p.id = s.property_id
    where d.company_id = ${companyId} and d.id = any(${list}::text::int4[])
    for key share of d`);
  return rowsOf<{ id: number; shed_id: number; type: DeviceType; position: string; production_type: number; altitude: number }>(result).map((r) => ({
    id: r.id,
    shedId: r.shed_id,
    type: r.type,
    position: r.position,
    productionType: r.production_type,
    altitude: r.altitude,
  }));
}

export interface HousedBatch {
  id: number;
  shedId: number;
  /** Epoch ms. */
  openedAt: number;
  closedAt: number | null;
  ageAtLodging: number;
  divisions: { id: number; identification: string }[];
}

/**
 * The batches of the sheds that were housed at some time between `from` and `to` (epoch ms), with
 * their divisions, locked (FOR KEY SHARE) until the transaction ends: a division cannot be deleted
 * while readings are being written into it (readings have no foreign key; see migration 0014).
 */
export async function findBatchesBetween(db: Db, shedIds: Iterable<number>, from: number, to: number): Promise<HousedBatch[]> {
  const list = idArray(shedIds);
  if (list === '{}') return [];
  const result = await executeNamed(db, 'telemetry_batches', sql`
    select b.id, b.shed_id, extract(epoch from b.opening_date)::float8 * 1000 as opened_at, extract(epoch from b.closing_date)::float8 * 1000 as closed_at,
      b.age_at_lodging, d.id as division_id, d.identification
    from ${batches} b
    left join lateral (select id, identification from ${batchDivisions} where batch_id = b.id for key share) d on true
    where b.shed_id = any(${list}::text::int4[]) and b.opening_date <= to_timestamp(${to / 1000}::float8)
      and (b.closing_date is null or b.closing_date > to_timestamp(${from / 1000}::float8))`);
  const byId = new Map<number, HousedBatch>();
  for (const r of rowsOf<{ id: number; shed_id: number; opened_at: number; closed_at: number | null; age_at_lodging: number; division_id: number | null; identification: string | null }>(result)) {
    let batch = byId.get(r.id);
    if (!batch) {
      batch = { id: r.id, shedId: r.shed_id, openedAt: Number(r.opened_at), closedAt: r.closed_at === null ? null : Number(r.closed_at), ageAtLodging: r.age_at_lodging, divisions: [] };
      byId.set(r.id, batch);
    }
    if (r.division_id !== null) batch.divisions.push({ id: r.division_id, identification: r.identification! });
  }
  return [...byId.values()];
}

export async function findSilosOfSheds(db: Db, shedIds: readonly number[]) {
  if (shedIds.length === 0) return [];
  return db
    .select({ id: silos.id, shedId: silos.shedId, identification: silos.identification, capacity: silos.capacity })
    .from(silos)
    .where(inArray(silos.shedId, [...shedIds]));
}

export async function findRationTypeIds(db: Db, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: rationTypes.id })
    .from(rationTypes)
    .where(and(eq(rationTypes.companyId, companyId), inArray(rationTypes.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}


interface Reading {
  deviceId: number;
  divisionId: number;
  measuredAt: number;
  age: number;
}
export type S0Reading = Reading & { bedTemperature?: number; environmentTemperature?: number; waterTemperature?: number; humidity?: number };
export type D0Reading = Reading & { co2?: number; internHumidity?: number; internTemperature?: number };
export type E0Reading = Reading & { type: number };
/** An S0 reading with the specific enthalpy and comfort code derived from it, when it has them. */
export type S0WithEnthalpy = S0Reading & { enthalpy: { value: number; code: number } | null };
export interface SiloReading {
  siloId: number;
  deviceId: number;
  deviceTime: number;
  totalWeight: number;
  totalOccupation: number;
  freeCapacity: number;
  isBlackout: boolean;
  consumingRation: number | null;
}
export interface WaterReading {
  deviceId: number;
  measuredAt: number;
  totalVolume: number;
}
export interface ScaleWeighing {
  deviceId: number;
  divisionId: number;
  weighedAt: number;
  age: number;
  samples: number[];
  sex: number | null;
}

/**
 * A column of numbers as an array literal for one `$n::text::<type>[]` parameter. Trailing NULLs are
 * left out (a column no reading has is `{}`): unnest pads the shorter arrays with NULLs.
 */
class NumberColumn {
  private text = '';
  /** Length of `text` up to its last number. */
  private kept = 0;
  push(value: number | null | undefined) {
    if (value === null || value === undefined) this.text += ',NULL';
    else if (Number.isFinite(value)) this.kept = (this.text += `,${value}`).length;
    else throw new TypeError(`not a finite number: ${value}`);
  }
  toString() {
    return `{${this.text.slice(1, this.kept)}}`;
  }
}

const textElement = (text: string) => (/["\\]/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`);

/** What one ingest writes in one statement: receipts for all its readings, and the climate readings (by their receipt). */
export interface TelemetryWrite {
  /** A message is its device, its message id and its reading's device time (epoch ms). */
  receipts: readonly { deviceId: number; messageId: string; measuredAt: number }[];
  /** Each with the index of its receipt in `receipts`. */
  s0: readonly { receipt: number; row: S0WithEnthalpy }[];
  d0: readonly { receipt: number; row: D0Reading }[];
  e0: readonly { receipt: number; row: E0Reading }[];
}

/**
 * Records the receipts and writes the climate readings (S0 with their enthalpy, D0, E0) of those
 * not received before, in one statement; answers the indexes (in `receipts`) of the messages that
 * were received before, for which nothing was written. The readings travel as one array per column
 * (`unnest`), so the statement has a few dozen parameters whatever the number of readings.
 */
export async function writeReceiptsAndClimate(db: Db, write: TelemetryWrite): Promise<Set<number>> {
  if (write.receipts.length === 0) return new Set();
  const receiptDevices = new NumberColumn();
  const receiptTimes = new NumberColumn();
  let messageIds = '';
  for (const r of write.receipts) {
    receiptDevices.push(r.deviceId);
    receiptTimes.push(r.measuredAt / 1000);
    messageIds += `,${textElement(r.messageId)}`;
  }
  const parts = [
    sql`with receipt as (
      select device_id, message_id, to_timestamp(at) as measured_at, n::int4 as n
      from unnest(${receiptDevices.toString()}::text::int4[], ${`{${messageIds.slice(1)}}`}::text::text[], ${receiptTimes.toString()}::text::float8[]) with ordinality as r(device_id, message_id, at, n)
    ), fresh as (
      insert into ${telemetryReceipts} (device_id, message_id, measured_at) select device_id, message_id, measured_at from receipt
      on conflict do nothing returning device_id, message_id, measured_at
    ), kept as (
      select r.n from receipt r join fresh f on f.device_id = r.device_id and f.message_id = r.message_id and f.measured_at = r.measured_at
    )`,
  ];
  const columns = (count: number) => Array.from({ length: count }, () => new NumberColumn());
  const base = (c: NumberColumn[], receipt: number, row: Reading) => {
    c[0]!.push(receipt + 1); // with ordinality counts from 1
    c[1]!.push(row.deviceId);
    c[2]!.push(row.divisionId);
    c[3]!.push(row.measuredAt / 1000);
    c[4]!.push(row.age);
  };
  const params = (c: NumberColumn[], types: string[]) =>
    sql.join(
      c.map((column, i) => sql`${column.toString()}::text::${sql.raw(types[i]!)}[]`),
      sql`, `,
    );
  const BASE_TYPES = ['int4', 'int4', 'int4', 'float8', 'int4'];
  const BASE_NAMES = 'n, device_id, division_id, at, age';
  const kept = sql.raw('n in (select n from kept)');

  if (write.s0.length > 0) {
    const c = columns(11);
    for (const { receipt, row } of write.s0) {
      base(c, receipt, row);
      c[5]!.push(row.bedTemperature);
      c[6]!.push(row.environmentTemperature);
      c[7]!.push(row.waterTemperature);
      c[8]!.push(row.humidity);
      c[9]!.push(row.enthalpy?.value);
      c[10]!.push(row.enthalpy?.code);
    }
    parts.push(sql`, s0 as (
      select * from unnest(${params(c, [...BASE_TYPES, 'float4', 'float4', 'float4', 'float4', 'float4', 'int2'])}) as u(${sql.raw(BASE_NAMES)}, bed, environment, water, humidity, enthalpy, code)
    ), s0_written as (
      insert into ${s0Readings} (device_id, division_id, measured_at, age, bed_temperature, environment_temperature, water_temperature, humidity)
      select device_id, division_id, to_timestamp(at), age, bed, environment, water, humidity from s0 where ${kept}
    ), enthalpy_written as (
      insert into ${enthalpyReadings} (device_id, division_id, measured_at, age, value, code)
      select device_id, division_id, to_timestamp(at), age, enthalpy, code from s0 where enthalpy is not null and ${kept}
    )`);
  }
  if (write.d0.length > 0) {
    const c = columns(8);
    for (const { receipt, row } of write.d0) {
      base(c, receipt, row);
      c[5]!.push(row.co2);
      c[6]!.push(row.internHumidity);
      c[7]!.push(row.internTemperature);
    }
    parts.push(sql`, d0_written as (
      insert into ${d0Readings} (device_id, division_id, measured_at, age, co2, intern_humidity, intern_temperature)
      select device_id, division_id, to_timestamp(at), age, co2, humidity, temperature
      from unnest(${params(c, [...BASE_TYPES, 'float4', 'float4', 'float4'])}) as u(${sql.raw(BASE_NAMES)}, co2, humidity, temperature) where ${kept}
    )`);
  }
  if (write.e0.length > 0) {
    const c = columns(6);
    for (const { receipt, row } of write.e0) {
      base(c, receipt, row);
      c[5]!.push(row.type);
    }
    parts.push(sql`, e0_written as (
      insert into ${e0Readings} (device_id, division_id, measured_at, age, type)
      select device_id, division_id, to_timestamp(at), age, type
      from unnest(${params(c, [...BASE_TYPES, 'int2'])}) as u(${sql.raw(BASE_NAMES)}, type) where ${kept}
    )`);
  }
  parts.push(sql` select n from receipt where n not in (select n from kept)`);
  const name = `telemetry_write${write.s0.length ? '_s0' : ''}${write.d0.length ? '_d0' : ''}${write.e0.length ? '_e0' : ''}`;
  return new Set(rowsOf<{ n: number }>(await executeNamed(db, name, sql.join(parts, sql``))).map((r) => r.n - 1));
}

async function insertAll<Row>(db: Db, buffer: BulkInsertBuffer<Row, null>, rows: readonly Row[], tail?: ReturnType<typeof sql>) {
  if (rows.length === 0) return [];
  buffer.add(rows, null);
  return rowsOf<Record<string, unknown>>(await db.execute(buffer.take(tail)!));
}

/** Inserts rows a unique (subject, instant) index guards; answers `subject@epoch ms` of those written. */
async function insertNew<Row>(db: Db, buffer: BulkInsertBuffer<Row, null>, rows: readonly Row[], subject: string, instant: string): Promise<Set<string>> {
  const written = await insertAll(db, buffer, rows, sql.raw(`on conflict do nothing returning ${subject} as id, extract(epoch from ${instant})::float8 * 1000 as at`));
  return new Set(written.map((r) => `${Number(r.id)}@${Math.round(Number(r.at))}`));
}

/** Inserts silo readings; answers the (silo, time) of those written (a silo has one reading per instant). */
export async function insertSiloReadings(db: Db, rows: readonly SiloReading[]): Promise<Set<string>> {
  return insertNew(
    db,
    new BulkInsertBuffer<SiloReading, null>(siloOccupationReadings, [
      col(siloOccupationReadings.siloId, (r) => r.siloId),
      col(siloOccupationReadings.deviceId, (r) => r.deviceId),
      col(siloOccupationReadings.deviceTime, (r) => r.deviceTime),
      col(siloOccupationReadings.totalWeight, (r) => r.totalWeight),
      col(siloOccupationReadings.totalOccupation, (r) => r.totalOccupation),
      col(siloOccupationReadings.freeCapacity, (r) => r.freeCapacity),
      col(siloOccupationReadings.isBlackout, (r) => r.isBlackout),
      col(siloOccupationReadings.consumingRationTypeId, (r) => r.consumingRation),
    ]),
    rows,
    'silo_id',
    'device_time',
  );
}

/** Inserts water-meter readings; answers the (device, time) of those written. */
export async function insertWaterReadings(db: Db, rows: readonly WaterReading[]): Promise<Set<string>> {
  return insertNew(
    db,
    new BulkInsertBuffer<WaterReading, null>(waterMeterReadings, [
      col(waterMeterReadings.deviceId, (r) => r.deviceId),
      col(waterMeterReadings.measuredAt, (r) => r.measuredAt),
      col(waterMeterReadings.totalVolume, (r) => r.totalVolume),
    ]),
    rows,
    'device_id',
    'measured_at',
  );
}

/** Inserts scale weighings; answers the (division, time) of those written (one weighing per division and instant). */
export async function insertScaleWeighings(db: Db, rows: readonly ScaleWeighing[]): Promise<Set<string>> {
  return insertNew(
    db,
    new BulkInsertBuffer<ScaleWeighing, null>(weighings, [
      col(weighings.divisionId, (r) => r.divisionId),
      col(weighings.deviceId, (r) => r.deviceId),
      col(weighings.weighedAt, (r) => r.weighedAt),
      col(weighings.age, (r) => r.age),
      col(weighings.samples, (r) => r.samples),
      col(weighings.sexExternalId, (r) => r.sex),
    ]),
    rows,
    'division_id',
    'weighed_at',
  );
}

/** The silos' stock as it stands, locked until the transaction ends: deliveries are judged against it once. */
export async function lockSiloStocks(db: Db, siloIds: readonly number[]) {
  if (siloIds.length === 0) return [];
  return db
    .select({
      id: silos.id,
      shedId: silos.shedId,
      capacity: silos.capacity,
      weight: silos.availableWeight,
      at: silos.lastReadingAt,
      ration: silos.currentRationTypeId,
    })
    .from(silos)
    .where(inArray(silos.id, [...siloIds]))
    .orderBy(asc(silos.id))
    .for('update');
}

/** The silos' load-cell readings taken from `since` to `until`, inclusive, in time order. */
export async function findSiloReadingsBetween(db: Db, siloIds: readonly number[], since: Date, until: Date) {
  if (siloIds.length === 0) return [];
  return db
    .select({
      siloId: siloOccupationReadings.siloId,
      at: siloOccupationReadings.deviceTime,
      weight: siloOccupationReadings.totalWeight,
      blackout: siloOccupationReadings.isBlackout,
    })
    .from(siloOccupationReadings)
    .where(and(inArray(siloOccupationReadings.siloId, [...siloIds]), gte(siloOccupationReadings.deviceTime, since), lte(siloOccupationReadings.deviceTime, until)))
    .orderBy(asc(siloOccupationReadings.siloId), asc(siloOccupationReadings.deviceTime));
}

/** Each silo's latest automatic delivery dated `since` or later. */
export async function findLatestAutomaticDeliveries(db: Db, siloIds: readonly number[], since: Date) {
  if (siloIds.length === 0) return [];
  return db
    .selectDistinctOn([feedControls.siloId], { id: feedControls.id, siloId: feedControls.siloId, date: feedControls.date })
    .from(feedControls)
    .where(and(inArray(feedControls.siloId, [...siloIds]), eq(feedControls.feedControlType, 2), gte(feedControls.date, since)))
    .orderBy(feedControls.siloId, desc(feedControls.date));
}

/** The batch housed in the shed at `at`, if any. */
export async function findBatchHousedAt(db: Db, shedId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.shedId, shedId), lte(batches.openingDate, at), or(isNull(batches.closingDate), gt(batches.closingDate, at))))
    .orderBy(desc(batches.openingDate))
    .limit(1);
  return row?.id ?? null;
}

/** Adds what the load cells saw next to an automatic delivery already recorded. */
export async function addToAutomaticDelivery(db: Db, id: number, kg: number) {
  await db
    .update(feedControls)
    .set({ quantity: sql`${feedControls.quantity} + ${kg}`, measuredQuantity: sql`coalesce(${feedControls.measuredQuantity}, 0) + ${kg}` })
    .where(eq(feedControls.id, id));
}

/** Moves each silo's stock to its newest reading, unless a newer one is already there. */
export async function updateSiloStock(db: Db, latest: readonly { siloId: number; at: number; weight: number; ration: number | null }[]) {
  for (const s of latest) {
    await db
      .update(silos)
      .set({
        availableWeight: s.weight,
        lastReadingAt: new Date(s.at),
        ...(s.ration === null ? {} : { currentRationTypeId: s.ration }),
      })
      .where(and(eq(silos.id, s.siloId), sql`(${silos.lastReadingAt} is null or ${silos.lastReadingAt} < ${new Date(s.at).toISOString()})`));
  }
}

/** Marks devices as heard from now; rows touched in the last half minute are left alone (hot rows stay unlocked). */
export async function touchDevices(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(devices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(inArray(devices.id, [...ids]), sql`(${devices.lastSeenAt} is null or ${devices.lastSeenAt} < now() - interval '30 seconds')`));
}

/** The batches' summaries take the worst latest comfort code of their boxes; answers the sheds of the batches. */
export async function refreshComfortSummaries(db: Db, batchIds: readonly number[]): Promise<number[]> {
  if (batchIds.length === 0) return [];
  const result = await db.execute(sql`
    update batch_summaries bs set enthalpy = latest.code, updated_at = now()
    from (
      select d.batch_id, max(e.code)::smallint as code
      from ${batchDivisions} d
      cross join lateral (
        select code from ${enthalpyReadings} where division_id = d.id order by measured_at desc limit 1
      ) e
      where d.batch_id in (${paramList(batchIds)})
      group by d.batch_id
    ) latest
    where bs.batch_id = latest.batch_id
    returning (select shed_id from ${batches} where id = bs.batch_id) as shed_id`);
  return rowsOf<{ shed_id: number }>(result).map((r) => r.shed_id);
}
