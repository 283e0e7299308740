import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeviceType } from '@plantel/contracts';
import type { Db } from '../db/database';
import {
  batchDivisions,
  batches,
  d0Readings,
  devices,
  e0Readings,
  enthalpyReadings,
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
  companyId: number;
  shedId: number;
  type: DeviceType;
  position: string;
  productionType: number;
  altitude: number;
}

export async function findIngestDevices(db: Db, companyId: number, ids: readonly number[]): Promise<IngestDevice[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      shedId: devices.shedId,
      type: devices.type,
      position: devices.position,
      productionType: sheds.productionTypeExternalId,
      altitude: properties.altitude,
    })
    .from(devices)
    .innerJoin(sheds, eq(sheds.id, devices.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .where(and(eq(devices.companyId, companyId), inArray(devices.id, [...ids])));
}

export interface HousedBatch {
  id: number;
  shedId: number;
  openingDate: Date;
  closingDate: Date | null;
  ageAtLodging: number;
  divisions: { id: number; identification: string }[];
}

/** The batches of the sheds that were housed at some time between `from` and `to`, with their divisions. */
export async function findBatchesBetween(db: Db, shedIds: readonly number[], from: Date, to: Date): Promise<HousedBatch[]> {
  if (shedIds.length === 0) return [];
  const rows = await db
    .select({
      id: batches.id,
      shedId: batches.shedId,
      openingDate: batches.openingDate,
      closingDate: batches.closingDate,
      ageAtLodging: batches.ageAtLodging,
      divisionId: batchDivisions.id,
      division: batchDivisions.identification,
    })
    .from(batches)
    .leftJoin(batchDivisions, eq(batchDivisions.batchId, batches.id))
    .where(
      and(
        inArray(batches.shedId, [...shedIds]),
        sql`${batches.openingDate} <= ${to.toISOString()}`,
        sql`(${batches.closingDate} is null or ${batches.closingDate} > ${from.toISOString()})`,
      ),
    );
  const byId = new Map<number, HousedBatch>();
  for (const r of rows) {
    let batch = byId.get(r.id);
    if (!batch) byId.set(r.id, (batch = { id: r.id, shedId: r.shedId, openingDate: r.openingDate, closingDate: r.closingDate, ageAtLodging: r.ageAtLodging, divisions: [] }));
    if (r.divisionId !== null) batch.divisions.push({ id: r.divisionId, identification: r.division! });
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

export const receiptKey = (deviceId: number, messageId: string) => `${deviceId}\u0000${messageId}`;

/** Records messages as received; answers the keys (receiptKey) of those not received before. */
export async function insertReceipts(db: Db, receipts: readonly { deviceId: number; messageId: string }[]): Promise<Set<string>> {
  const buffer = new BulkInsertBuffer<{ deviceId: number; messageId: string }, null>(telemetryReceipts, [
    col(telemetryReceipts.deviceId, (r) => r.deviceId),
    col(telemetryReceipts.messageId, (r) => r.messageId),
  ]);
  buffer.add(receipts, null);
  const statement = buffer.take(sql`on conflict do nothing returning device_id, message_id`);
  if (!statement) return new Set();
  const inserted = rowsOf<{ device_id: number; message_id: string }>(await db.execute(statement));
  return new Set(inserted.map((r) => receiptKey(r.device_id, r.message_id)));
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
export type EnthalpyReading = Reading & { value: number; code: number };
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

const readingColumns = (table: typeof s0Readings | typeof d0Readings | typeof e0Readings | typeof enthalpyReadings) => [
  col<Reading, null>(table.deviceId, (r) => r.deviceId),
  col<Reading, null>(table.divisionId, (r) => r.divisionId),
  col<Reading, null>(table.measuredAt, (r) => r.measuredAt),
  col<Reading, null>(table.age, (r) => r.age),
];

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

export const insertS0 = (db: Db, rows: readonly S0Reading[]) =>
  insertAll(
    db,
    new BulkInsertBuffer<S0Reading, null>(s0Readings, [
      ...readingColumns(s0Readings),
      col(s0Readings.bedTemperature, (r) => r.bedTemperature),
      col(s0Readings.environmentTemperature, (r) => r.environmentTemperature),
      col(s0Readings.waterTemperature, (r) => r.waterTemperature),
      col(s0Readings.humidity, (r) => r.humidity),
    ]),
    rows,
  );

export const insertD0 = (db: Db, rows: readonly D0Reading[]) =>
  insertAll(
    db,
    new BulkInsertBuffer<D0Reading, null>(d0Readings, [
      ...readingColumns(d0Readings),
      col(d0Readings.co2, (r) => r.co2),
      col(d0Readings.internHumidity, (r) => r.internHumidity),
      col(d0Readings.internTemperature, (r) => r.internTemperature),
    ]),
    rows,
  );

export const insertE0 = (db: Db, rows: readonly E0Reading[]) =>
  insertAll(db, new BulkInsertBuffer<E0Reading, null>(e0Readings, [...readingColumns(e0Readings), col(e0Readings.type, (r) => r.type)]), rows);

export const insertEnthalpy = (db: Db, rows: readonly EnthalpyReading[]) =>
  insertAll(
    db,
    new BulkInsertBuffer<EnthalpyReading, null>(enthalpyReadings, [
      ...readingColumns(enthalpyReadings),
      col(enthalpyReadings.value, (r) => r.value),
      col(enthalpyReadings.code, (r) => r.code),
    ]),
    rows,
  );

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
