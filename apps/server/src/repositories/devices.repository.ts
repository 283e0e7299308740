import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { staleMinutesOf, type DeviceListQuery, type DeviceStatus, type DeviceType } from '@plantel/contracts';
import type { Db } from '../db/database';
import { devices, ingestKeys, properties, sheds, silos, waterMeterReadings } from '../db/schema';
import { ageDays, currentBatchOf } from './current-batch';
import { containsFolded } from './sql-text';

export type IngestKeyRow = typeof ingestKeys.$inferSelect;

/** The status of a device from when it was last heard of: `staleMinutes` without readings make it stale (a bird scale, which weighs once a day, later). */
export const deviceStatusSql = (staleMinutes: number) =>
  sql<DeviceStatus>`case when ${devices.lastSeenAt} is null then 'never'
    when ${devices.lastSeenAt} >= now() - make_interval(mins => case ${devices.type} when 'bird_scale' then ${staleMinutesOf('bird_scale', staleMinutes)}::int when 'water_meter' then ${staleMinutesOf('water_meter', staleMinutes)}::int else ${staleMinutes}::int end) then 'online' else 'stale' end`;

export async function findDevicePage(db: Db, companyId: number, query: Partial<DeviceListQuery> & Pick<DeviceListQuery, 'limit' | 'offset'>, staleMinutes: number, onlyId?: number) {
  const status = deviceStatusSql(staleMinutes);
  const conditions: (SQL | undefined)[] = [
    eq(devices.companyId, companyId),
    onlyId === undefined ? undefined : eq(devices.id, onlyId),
    query.shed === undefined ? undefined : eq(devices.shedId, query.shed),
    query.type === undefined ? undefined : eq(devices.type, query.type),
    query.status === undefined ? undefined : sql`${status} = ${query.status}`,
    query.search
      ? sql`(${containsFolded(devices.identification, query.search)} or ${containsFolded(sheds.name, query.search)} or ${containsFolded(properties.name, query.search)})`
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: devices.id,
        identification: devices.identification,
        type: devices.type,
        position: devices.position,
        lastSeenAt: devices.lastSeenAt,
        status,
        shedId: sheds.id,
        shedIdentification: sheds.identification,
        shedName: sheds.name,
        propertyName: properties.name,
      })
      .from(devices)
      .innerJoin(sheds, eq(sheds.id, devices.shedId))
      .innerJoin(properties, eq(properties.id, sheds.propertyId))
      .where(where)
      .orderBy(asc(properties.name), asc(sheds.identification), asc(devices.type), asc(devices.position), asc(devices.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(devices)
      .innerJoin(sheds, eq(sheds.id, devices.shedId))
      .innerJoin(properties, eq(properties.id, sheds.propertyId))
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findDevice(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(devices).where(and(eq(devices.companyId, companyId), eq(devices.id, id)));
  return row;
}

/** The company's device, locked until the transaction ends: an edit or a retirement waits for the ingests writing its readings. */
export async function lockDevice(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(devices).where(and(eq(devices.companyId, companyId), eq(devices.id, id))).for('update');
  return row;
}

export async function updateDevice(db: Db, id: number, values: { shedId?: number; position?: string }) {
  if (values.shedId === undefined && values.position === undefined) return;
  await db.update(devices).set(values).where(eq(devices.id, id));
}

/** Deletes the device: its ingest keys go with it (cascade); the climate readings lose their device (trigger of migration 0014). */
export async function deleteDevice(db: Db, id: number) {
  await db.delete(devices).where(eq(devices.id, id));
}

/** Whether a water meter has stored readings: they are kept by meter, so they follow it and go when it is deleted. */
export async function hasWaterReadings(db: Db, deviceId: number) {
  const [row] = await db.select({ one: sql<number>`1` }).from(waterMeterReadings).where(eq(waterMeterReadings.deviceId, deviceId)).limit(1);
  return row !== undefined;
}

export async function insertDevice(db: Db, row: { companyId: number; shedId: number; type: DeviceType; identification: string; position: string }) {
  const [created] = await db.insert(devices).values(row).returning({ id: devices.id });
  return created!.id;
}

/** The devices a key may send for (its own, or every device of the company for a gateway key), with their shed's batch age and silo. */
export async function findDevicesOfKey(db: Db, key: Pick<IngestKeyRow, 'companyId' | 'deviceId'>) {
  const batch = currentBatchOf(db, sheds.id);
  const rows = await db
    .select({
      id: devices.id,
      identification: devices.identification,
      type: devices.type,
      position: devices.position,
      shed: devices.shedId,
      productionType: sheds.productionTypeExternalId,
      age: sql<number | null>`case when ${batch.closingDate} is null and ${batch.openingDate} <= now() then ${ageDays(batch.ageAtLodging, batch.openingDate, batch.closingDate)} end`,
      siloCapacity: silos.capacity,
      siloAvailable: silos.availableWeight,
    })
    .from(devices)
    .innerJoin(sheds, eq(sheds.id, devices.shedId))
    .leftJoinLateral(batch, sql`true`)
    .leftJoin(silos, and(eq(devices.type, 'silo_scale'), eq(silos.shedId, devices.shedId), eq(silos.identification, devices.position)))
    .where(and(eq(devices.companyId, key.companyId), key.deviceId === null ? undefined : eq(devices.id, key.deviceId)))
    .orderBy(asc(devices.id));
  return rows.map(({ productionType, siloCapacity, siloAvailable, age, ...d }) => ({
    ...d,
    production_type: productionType,
    age: age === null ? null : Number(age),
    silo: siloCapacity === null ? null : { capacity: siloCapacity, available_weight: siloAvailable },
  }));
}

/** A key by the hash of its secret, revoked or not (the caller says which is which). */
export async function findKeyByHash(db: Db, keyHash: string) {
  const [row] = await db.select().from(ingestKeys).where(eq(ingestKeys.keyHash, keyHash));
  return row;
}

export async function findKeys(db: Db, companyId: number, options: { deviceIds?: readonly number[]; activeOnly?: boolean; gatewayOnly?: boolean }) {
  return db
    .select()
    .from(ingestKeys)
    .where(
      and(
        eq(ingestKeys.companyId, companyId),
        options.deviceIds ? inArray(ingestKeys.deviceId, [...options.deviceIds]) : undefined,
        options.gatewayOnly ? isNull(ingestKeys.deviceId) : undefined,
        options.activeOnly ? isNull(ingestKeys.revokedAt) : undefined,
      ),
    )
    .orderBy(desc(ingestKeys.createdAt), desc(ingestKeys.id));
}

export async function insertKey(db: Db, row: typeof ingestKeys.$inferInsert): Promise<IngestKeyRow> {
  const [created] = await db.insert(ingestKeys).values(row).returning();
  return created!;
}

/** Revokes the company's keys matching `which`; answers how many were active. */
export async function revokeKeys(db: Db, companyId: number, which: { keyId: number } | { deviceId: number }) {
  const target = 'keyId' in which ? eq(ingestKeys.id, which.keyId) : eq(ingestKeys.deviceId, which.deviceId);
  const revoked = await db
    .update(ingestKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(ingestKeys.companyId, companyId), target, isNull(ingestKeys.revokedAt)))
    .returning({ id: ingestKeys.id });
  return revoked.length;
}

/** Notes a key's use at most once a minute, so concurrent requests with one key do not queue on its row. */
export async function touchKey(db: Db, id: number) {
  await db
    .update(ingestKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(ingestKeys.id, id), sql`(${ingestKeys.lastUsedAt} is null or ${ingestKeys.lastUsedAt} < now() - interval '1 minute')`));
}
