import { and, asc, between, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batchDivisions, batchRemovals, batches, companies, healthProducts, healthSamples, healthTreatments, healthVaccinations, mortality, producers, properties, sheds, users } from '../db/schema';
import { actorName } from './actor-name';
import { shedInScope, type FarmScope } from './farm-scope';

export type HealthProductRow = typeof healthProducts.$inferSelect;
export type NewHealthProduct = typeof healthProducts.$inferInsert;
export type TreatmentRow = typeof healthTreatments.$inferSelect;
export type VaccinationRow = typeof healthVaccinations.$inferSelect;
export type SampleRow = typeof healthSamples.$inferSelect;

export function findHealthProducts(db: Db, companyId: number): Promise<HealthProductRow[]> {
  return db.select().from(healthProducts).where(eq(healthProducts.companyId, companyId)).orderBy(asc(sql`lower(${healthProducts.name})`), asc(healthProducts.id));
}

export async function findHealthProduct(db: Db, companyId: number, id: number): Promise<HealthProductRow | undefined> {
  const [row] = await db.select().from(healthProducts).where(and(eq(healthProducts.companyId, companyId), eq(healthProducts.id, id)));
  return row;
}

/** The company's product of this name, letter case aside. */
export async function findHealthProductNamed(db: Db, companyId: number, name: string): Promise<HealthProductRow | undefined> {
  const [row] = await db
    .select()
    .from(healthProducts)
    .where(and(eq(healthProducts.companyId, companyId), sql`lower(${healthProducts.name}) = lower(${name})`));
  return row;
}

export async function insertHealthProducts(db: Db, values: NewHealthProduct[]): Promise<HealthProductRow[]> {
  return values.length === 0 ? [] : db.insert(healthProducts).values(values).returning();
}

export async function updateHealthProduct(db: Db, id: number, values: Omit<NewHealthProduct, 'companyId'>): Promise<HealthProductRow> {
  const [row] = await db.update(healthProducts).set(values).where(eq(healthProducts.id, id)).returning();
  return row!;
}

export async function deleteHealthProduct(db: Db, id: number): Promise<void> {
  await db.delete(healthProducts).where(eq(healthProducts.id, id));
}

/** The flocks a product was given to, by treatment or vaccination. */
export async function countProductUses(db: Db, productId: number): Promise<number> {
  const [treated] = await db.select({ n: count() }).from(healthTreatments).where(eq(healthTreatments.productId, productId));
  const [vaccinated] = await db.select({ n: count() }).from(healthVaccinations).where(eq(healthVaccinations.productId, productId));
  return (treated?.n ?? 0) + (vaccinated?.n ?? 0);
}

export async function insertTreatment(db: Db, values: typeof healthTreatments.$inferInsert): Promise<TreatmentRow> {
  const [row] = await db.insert(healthTreatments).values(values).returning();
  return row!;
}

export async function insertVaccination(db: Db, values: typeof healthVaccinations.$inferInsert): Promise<VaccinationRow> {
  const [row] = await db.insert(healthVaccinations).values(values).returning();
  return row!;
}

export async function insertSample(db: Db, values: typeof healthSamples.$inferInsert): Promise<SampleRow> {
  const [row] = await db.insert(healthSamples).values(values).returning();
  return row!;
}

export async function findSample(db: Db, batchId: number, id: number): Promise<SampleRow | undefined> {
  const [row] = await db.select().from(healthSamples).where(and(eq(healthSamples.batchId, batchId), eq(healthSamples.id, id)));
  return row;
}

export async function setSampleResult(db: Db, id: number, result: Pick<SampleRow, 'outcome' | 'serovar' | 'resultOn'>): Promise<SampleRow> {
  const [row] = await db.update(healthSamples).set(result).where(eq(healthSamples.id, id)).returning();
  return row!;
}

export function findTreatmentsOfBatch(db: Db, batchId: number): Promise<TreatmentRow[]> {
  return db.select().from(healthTreatments).where(eq(healthTreatments.batchId, batchId)).orderBy(asc(healthTreatments.startedAt), asc(healthTreatments.id));
}

export function findVaccinationsOfBatch(db: Db, batchId: number): Promise<VaccinationRow[]> {
  return db.select().from(healthVaccinations).where(eq(healthVaccinations.batchId, batchId)).orderBy(asc(healthVaccinations.givenOn), asc(healthVaccinations.id));
}

export function findSamplesOfBatch(db: Db, batchId: number): Promise<SampleRow[]> {
  return db.select().from(healthSamples).where(eq(healthSamples.batchId, batchId)).orderBy(asc(healthSamples.takenOn), asc(healthSamples.id));
}

/** How the records name the people who wrote them, by user id. */
export async function findRecorderNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: actorName }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** Who and where a flock is, as its sanitary bulletin names them. */
export async function findBulletinIdentity(db: Db, batchId: number) {
  const [row] = await db
    .select({
      company: companies.name,
      producer: producers.name,
      taxId: producers.taxId,
      property: properties.name,
      municipality: properties.municipality,
      state: properties.state,
      shed: sheds.identification,
    })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .innerJoin(companies, eq(companies.id, batches.companyId))
    .where(eq(batches.id, batchId));
  return row;
}

/** A flock's deaths and culls by day of age, its divisions summed. */
export function findLossesByAge(db: Db, batchId: number) {
  return db
    .select({ age: mortality.age, dead: sql<number>`sum(${mortality.amountMortality})::int`, culled: sql<number>`sum(${mortality.amountEliminated})::int` })
    .from(mortality)
    .innerJoin(batchDivisions, eq(batchDivisions.id, mortality.divisionId))
    .where(eq(batchDivisions.batchId, batchId))
    .groupBy(mortality.age)
    .orderBy(asc(mortality.age));
}

/** The Salmonella drag-swab samples of the given batches. */
export function findSalmonellaSamples(db: Db, batchIds: readonly number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ batchId: healthSamples.batchId, sampleId: healthSamples.sampleId, outcome: healthSamples.outcome, serovar: healthSamples.serovar })
    .from(healthSamples)
    .where(and(inArray(healthSamples.batchId, [...batchIds]), eq(healthSamples.kind, 'salmonella_drag_swabs')))
    .orderBy(asc(healthSamples.takenOn), asc(healthSamples.id));
}

/** A company's open poultry flocks with a planned slaughter day, their divisions and lodging. */
export async function findPlannedPoultryFlocks(db: Db, companyId: number) {
  const rows = await db
    .select({ id: batches.id, openingDate: batches.openingDate, productionType: sheds.productionTypeExternalId, divisionId: batchDivisions.id })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(batchDivisions, eq(batchDivisions.batchId, batches.id))
    .where(and(eq(batches.companyId, companyId), isNull(batches.closingDate), isNotNull(batches.targetDate), ne(sheds.productionTypeExternalId, PRODUCTION_TYPE.swine)));
  const byBatch = new Map<number, { id: number; openingDate: Date; divisionIds: number[] }>();
  for (const r of rows) {
    const b = byBatch.get(r.id) ?? { id: r.id, openingDate: r.openingDate, divisionIds: [] };
    b.divisionIds.push(r.divisionId);
    byBatch.set(r.id, b);
  }
  return [...byBatch.values()];
}

export async function insertSamples(db: Db, values: (typeof healthSamples.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(healthSamples).values(values);
}

/**
 * The flocks of the scope slaughtered (closed with their slaughter live weight) from `from` to `to`,
 * with what each produced and who and where they were, and every antimicrobial treatment they had.
 */
export async function findSlaughteredFlocksWithTreatments(db: Db, scope: FarmScope, from: Date, to: Date) {
  const flocks = await db
    .select({
      id: batches.id,
      liveWeightKg: sql<number>`${batches.slaughterLiveWeightKg} + coalesce((select sum(${batchRemovals.liveWeightKg}) from ${batchRemovals} where ${batchRemovals.batchId} = ${batches.id}), 0)`.mapWith(Number),
      producerId: producers.id,
      producer: producers.name,
      propertyId: properties.id,
      property: properties.name,
    })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(and(shedInScope(scope), isNotNull(batches.slaughterLiveWeightKg), between(batches.closingDate, from, to)));
  const treatments = flocks.length === 0 ? [] : await db.select().from(healthTreatments).where(inArray(healthTreatments.batchId, flocks.map((f) => f.id)));
  return { flocks, treatments };
}
