import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RegisterListQuery, RegisterOrder } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batches, producers, properties, shedDivisions, sheds, silos, userProducers, users } from '../db/schema';
import { propertyInScope, shedInScope, type FarmScope } from './farm-scope';
import { containsFolded, paramList } from './sql-text';

/** The `archived` filter of a register list on a table's `archived_at`. */
export function archivedFilter(column: AnyColumn, archived: RegisterListQuery['archived']): SQL | undefined {
  if (archived === 'all') return undefined;
  return archived === 'true' ? isNotNull(column) : isNull(column);
}

const total = sql<number>`count(*) over ()`.mapWith(Number);

// ---------- producers

export type ProducerRow = typeof producers.$inferSelect;

/** A company's producers (those of `producerIds` only, when given), with their users and properties in use. */
/**
 * Whether the reader sees names: a guest reads them masked, so his lists are neither searched nor
 * ordered by them (either would tell the hidden names apart).
 */
export type NameSight = 'names' | 'masked';

/**
 * A producer's properties in use as the reader counts them: those with a shed of a production type
 * he sees, or with no shed yet (a property of only other modules' sheds is not his to count).
 */
const seenProperties = (productionTypes: readonly number[]) =>
  // Qualified by hand: in a one-table select Drizzle leaves column names bare, and a bare "id" would be the subquery's own.
  sql<number>`(select count(*) from ${properties} as owned where owned.producer_id = ${producers}.id and owned.archived_at is null
    and (exists (select 1 from ${sheds} as s where s.property_id = owned.id and s.archived_at is null and s.production_type_external_id in (${paramList([...productionTypes, -1])}))
      or not exists (select 1 from ${sheds} as s where s.property_id = owned.id and s.archived_at is null)))`.mapWith(Number);

export async function findProducerPage(db: Db, scope: FarmScope, query: RegisterListQuery, onlyId?: number, sight: NameSight = 'names') {
  const { companyId, producerIds } = scope;
  const rows = await db
    .select({ producer: producers, properties: seenProperties(scope.productionTypes), total })
    .from(producers)
    .where(
      and(
        eq(producers.companyId, companyId),
        producerIds ? inArray(producers.id, producerIds) : undefined,
        onlyId === undefined ? archivedFilter(producers.archivedAt, query.archived) : eq(producers.id, onlyId),
        query.search ? sql`(${containsFolded(producers.name, query.search)} or ${producers.taxId} like ${`%${query.search.replace(/[\s./-]/g, '').toUpperCase()}%`})` : undefined,
      ),
    )
    .orderBy(...(sight === 'names' ? [asc(producers.name), asc(producers.id)] : [asc(producers.id)]))
    .limit(query.limit)
    .offset(query.offset);
  const links = rows.length
    ? await db
        .select({ producerId: userProducers.producerId, id: users.id, username: users.username })
        .from(userProducers)
        .innerJoin(users, eq(users.id, userProducers.userId))
        .where(inArray(userProducers.producerId, rows.map((r) => r.producer.id)))
        .orderBy(asc(users.username))
    : [];
  return rows.map((r) => ({ ...r, users: links.filter((l) => l.producerId === r.producer.id).map(({ id, username }) => ({ id, username })) }));
}

export async function findProducerForUpdate(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(producers).where(and(eq(producers.companyId, companyId), eq(producers.id, id))).for('update');
  return row;
}

/** The producer of the company holding this tax id, other than `exceptId`. */
export async function findProducerByTaxId(db: Db, companyId: number, taxId: string, exceptId?: number) {
  const [row] = await db
    .select({ id: producers.id, name: producers.name })
    .from(producers)
    .where(and(eq(producers.companyId, companyId), eq(producers.taxId, taxId), exceptId === undefined ? undefined : ne(producers.id, exceptId)));
  return row;
}

export async function insertProducer(db: Db, row: typeof producers.$inferInsert) {
  const [inserted] = await db.insert(producers).values(row).returning();
  return inserted!;
}

export async function updateProducer(db: Db, id: number, values: Partial<typeof producers.$inferInsert>) {
  const [updated] =
    Object.keys(values).length === 0 ? await db.select().from(producers).where(eq(producers.id, id)) : await db.update(producers).set(values).where(eq(producers.id, id)).returning();
  return updated!;
}

// ---------- properties

export type PropertyRow = typeof properties.$inferSelect;

export async function findPropertyPage(db: Db, scope: FarmScope, query: RegisterListQuery, onlyId?: number, sight: NameSight = 'names') {
  const { companyId, producerIds } = scope;
  return db
    .select({
      property: properties,
      producerName: producers.name,
      // The sheds in use of the production types the reader sees.
      sheds: sql<number>`(select count(*) from ${sheds} where ${sheds.propertyId} = ${properties.id} and ${sheds.archivedAt} is null and ${inArray(sheds.productionTypeExternalId, [...scope.productionTypes, -1])})`.mapWith(Number),
      total,
    })
    .from(properties)
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(
      and(
        eq(properties.companyId, companyId),
        propertyInScope(properties.id, { producerIds }),
        query.producer ? eq(properties.producerId, query.producer) : undefined,
        onlyId === undefined ? archivedFilter(properties.archivedAt, query.archived) : eq(properties.id, onlyId),
        query.search ? sql`(${containsFolded(properties.name, query.search)} or ${containsFolded(properties.municipality, query.search)})` : undefined,
      ),
    )
    .orderBy(...(sight === 'names' ? [asc(properties.name), asc(properties.id)] : [asc(properties.id)]))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findPropertyForUpdate(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(properties).where(and(eq(properties.companyId, companyId), eq(properties.id, id))).for('update');
  return row;
}

export async function insertProperty(db: Db, row: typeof properties.$inferInsert) {
  const [inserted] = await db.insert(properties).values(row).returning();
  return inserted!;
}

export async function updateProperty(db: Db, id: number, values: Partial<typeof properties.$inferInsert>) {
  const [updated] =
    Object.keys(values).length === 0 ? await db.select().from(properties).where(eq(properties.id, id)) : await db.update(properties).set(values).where(eq(properties.id, id)).returning();
  return updated!;
}

/** The sheds of a property (to refresh their list rows when its names change). */
export async function shedIdsOfProperties(db: Db, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return (await db.select({ id: sheds.id }).from(sheds).where(inArray(sheds.propertyId, propertyIds))).map((r) => r.id);
}

// ---------- sheds

export type ShedRegisterRow = typeof sheds.$inferSelect;

const openBatch = sql<{ id: number; identification: string } | null>`(select json_build_object('id', ${batches.id}, 'identification', ${batches.identification}) from ${batches} where ${batches.shedId} = ${sheds.id} and ${batches.closingDate} is null order by ${batches.openingDate} desc limit 1)`;
const lastClosing = sql<string | null>`(select max(${batches.closingDate}) from ${batches} where ${batches.shedId} = ${sheds.id})`;

/** A shed list's first sort keys (identification and id follow); by name, sheds stay together under their property. */
function shedOrder(order: RegisterOrder, sight: NameSight): SQL[] {
  switch (order) {
    case 'name':
      return sight === 'names' ? [asc(properties.name), asc(properties.id)] : [];
    case 'capacity':
      return [sql`${sheds.capacity} desc nulls last`];
    case 'empty':
      // Never housed first, then the longest empty; housing last.
      return [sql`(${openBatch}) is not null`, sql`${lastClosing} asc nulls first`];
    default:
      return [];
  }
}

export async function findShedRegisterPage(db: Db, scope: FarmScope, query: RegisterListQuery, onlyId?: number, sight: NameSight = 'names') {
  if (scope.productionTypes.length === 0) return [];
  const rows = await db
    .select({
      shed: sheds,
      propertyName: properties.name,
      producerId: producers.id,
      producerName: producers.name,
      openBatch,
      lastClosing,
      total,
    })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(
      and(
        shedInScope(scope),
        query.property ? eq(sheds.propertyId, query.property) : undefined,
        query.producer ? eq(properties.producerId, query.producer) : undefined,
        onlyId === undefined ? archivedFilter(sheds.archivedAt, query.archived) : eq(sheds.id, onlyId),
        query.search && sight === 'masked' ? containsFolded(sheds.identification, query.search) : undefined,
        query.search && sight === 'names' ? sql`(${containsFolded(sheds.identification, query.search)} or ${containsFolded(sheds.name, query.search)} or ${containsFolded(properties.name, query.search)})` : undefined,
      ),
    )
    .orderBy(...shedOrder(query.order, sight), asc(sheds.identification), asc(sheds.id))
    .limit(query.limit)
    .offset(query.offset);
  const divisions = rows.length ? await findShedDivisions(db, rows.map((r) => r.shed.id)) : [];
  return rows.map((r) => ({ ...r, divisions: divisions.filter((d) => d.shedId === r.shed.id) }));
}

/** The divisions in use of these sheds, by identification. */
export function findShedDivisions(db: Db, shedIds: number[]) {
  return db
    .select({ id: shedDivisions.id, shedId: shedDivisions.shedId, identification: shedDivisions.identification, capacity: shedDivisions.capacity })
    .from(shedDivisions)
    .where(and(inArray(shedDivisions.shedId, shedIds), isNull(shedDivisions.archivedAt)))
    .orderBy(asc(shedDivisions.identification), asc(shedDivisions.id));
}

export async function findShedForUpdate(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db.select({ shed: sheds }).from(sheds).where(and(eq(sheds.id, id), shedInScope(scope))).for('update', { of: sheds });
  return row?.shed;
}

/** Another shed of the property, in use, with this identification. */
export async function findShedByIdentification(db: Db, propertyId: number, identification: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sheds.id })
    .from(sheds)
    .where(and(eq(sheds.propertyId, propertyId), sql`lower(${sheds.identification}) = ${identification.toLowerCase()}`, isNull(sheds.archivedAt), exceptId === undefined ? undefined : ne(sheds.id, exceptId)));
  return row;
}

export async function insertShed(db: Db, row: typeof sheds.$inferInsert) {
  const [inserted] = await db.insert(sheds).values(row).returning();
  return inserted!;
}

export async function updateShed(db: Db, id: number, values: Partial<typeof sheds.$inferInsert>) {
  const [updated] =
    Object.keys(values).length === 0 ? await db.select().from(sheds).where(eq(sheds.id, id)) : await db.update(sheds).set(values).where(eq(sheds.id, id)).returning();
  return updated!;
}

export async function insertShedDivisions(db: Db, rows: (typeof shedDivisions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(shedDivisions).values(rows);
}

export async function updateShedDivision(db: Db, id: number, values: Partial<typeof shedDivisions.$inferInsert>) {
  await db.update(shedDivisions).set(values).where(eq(shedDivisions.id, id));
}

/** Whether anything refers to a shed division (a batch housed animals in it): then it is archived, not deleted. */
export async function shedDivisionUsed(db: Db, id: number) {
  const [row] = await db.execute<{ used: boolean }>(sql`select exists(select 1 from batch_divisions where shed_division_id = ${id}) as used`).then((r) => (r as unknown as { rows: { used: boolean }[] }).rows);
  return row?.used ?? false;
}

export async function deleteShedDivision(db: Db, id: number) {
  await db.delete(shedDivisions).where(eq(shedDivisions.id, id));
}

// ---------- silos

export async function findSiloRegisterPage(db: Db, scope: FarmScope, query: RegisterListQuery, onlyId?: number, sight: NameSight = 'names') {
  if (scope.productionTypes.length === 0) return [];
  return db
    .select({ silo: silos, shedIdentification: sheds.identification, propertyName: properties.name, total })
    .from(silos)
    .innerJoin(sheds, eq(sheds.id, silos.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .where(
      and(
        shedInScope(scope),
        query.shed ? eq(silos.shedId, query.shed) : undefined,
        query.property ? eq(sheds.propertyId, query.property) : undefined,
        query.producer ? eq(properties.producerId, query.producer) : undefined,
        onlyId === undefined ? archivedFilter(silos.archivedAt, query.archived) : eq(silos.id, onlyId),
        query.search ? sql`(${containsFolded(silos.identification, query.search)} or ${containsFolded(sheds.identification, query.search)})` : undefined,
      ),
    )
    .orderBy(...(query.order === 'capacity' ? [desc(silos.capacity)] : []), ...(query.order === 'name' && sight === 'names' ? [asc(properties.name)] : []), ...(query.order === 'identification' ? [asc(silos.identification)] : []), asc(sheds.identification), asc(silos.identification), asc(silos.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findSiloForUpdate(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db.select({ silo: silos }).from(silos).innerJoin(sheds, eq(sheds.id, silos.shedId)).where(and(eq(silos.id, id), shedInScope(scope))).for('update', { of: silos });
  return row?.silo;
}

export async function findSiloByIdentification(db: Db, shedId: number, identification: string, exceptId?: number) {
  const [row] = await db
    .select({ id: silos.id })
    .from(silos)
    .where(and(eq(silos.shedId, shedId), sql`lower(${silos.identification}) = ${identification.toLowerCase()}`, isNull(silos.archivedAt), exceptId === undefined ? undefined : ne(silos.id, exceptId)));
  return row;
}

export async function insertSilo(db: Db, row: typeof silos.$inferInsert) {
  const [inserted] = await db.insert(silos).values(row).returning();
  return inserted!;
}

export async function updateSilo(db: Db, id: number, values: Partial<typeof silos.$inferInsert>) {
  const [updated] =
    Object.keys(values).length === 0 ? await db.select().from(silos).where(eq(silos.id, id)) : await db.update(silos).set(values).where(eq(silos.id, id)).returning();
  return updated!;
}

/** The ids of the properties of these producers. */
export async function propertiesOfProducers(db: Db, producerIds: number[]) {
  if (producerIds.length === 0) return [];
  return (await db.select({ id: properties.id }).from(properties).where(inArray(properties.producerId, producerIds))).map((r) => r.id);
}

/** The company's properties of this name (any case), with their producer and whether archived. */
export function findPropertiesByName(db: Db, companyId: number, name: string) {
  return db
    .select({ id: properties.id, producerId: properties.producerId, archivedAt: properties.archivedAt })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), sql`lower(${properties.name}) = ${name.toLowerCase()}`));
}

/**
 * Gives sheds that have no divisions in the register those their batches were housed in, each
 * holding the most it ever housed (rounded up to the hundred, with 5 % to spare), and the shed the
 * sum as its capacity; the batches' divisions are linked to them. For farms written in bulk (the
 * demo, simulated farms), whose batches come with divisions that the register never had.
 */
export async function registerDivisionsFromBatches(db: Db, shedIds: readonly number[]): Promise<void> {
  if (shedIds.length === 0) return;
  const ids = paramList(shedIds);
  await db.execute(sql`
    insert into shed_divisions (company_id, shed_id, identification, capacity)
    select b.company_id, b.shed_id, bd.identification, (ceil(max(greatest(bd.current_lodge, b.initial_lodged::numeric / n.boxes)) * 1.05 / 100) * 100)::int
    from batches b
    join batch_divisions bd on bd.batch_id = b.id
    join (select batch_id, count(*) as boxes from batch_divisions group by batch_id) n on n.batch_id = b.id
    where b.shed_id in (${ids})
      and not exists (select 1 from shed_divisions sd where sd.shed_id = b.shed_id and sd.archived_at is null)
    group by b.company_id, b.shed_id, bd.identification
    having max(greatest(bd.current_lodge, b.initial_lodged::numeric / n.boxes)) > 0`);
  await db.execute(sql`
    update sheds set capacity = (select sum(sd.capacity) from shed_divisions sd where sd.shed_id = sheds.id and sd.archived_at is null)
    where sheds.id in (${ids}) and sheds.capacity is null`);
  await db.execute(sql`
    update batch_divisions bd set shed_division_id = sd.id
    from batches b, shed_divisions sd
    where bd.batch_id = b.id and sd.shed_id = b.shed_id and sd.identification = bd.identification and sd.archived_at is null
      and bd.shed_division_id is null and b.shed_id in (${ids})`);
}

/** An open batch housed in a shed of this property or of this producer's properties (archived sheds included), if any. */
export async function findOpenBatchUnder(db: Db, companyId: number, owner: { propertyId: number } | { producerId: number }) {
  const [row] = await db
    .select({ shed: sheds.identification, batch: batches.identification })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .where(
      and(
        eq(batches.companyId, companyId),
        isNull(batches.closingDate),
        'propertyId' in owner ? eq(properties.id, owner.propertyId) : eq(properties.producerId, owner.producerId),
      ),
    )
    .limit(1);
  return row;
}
