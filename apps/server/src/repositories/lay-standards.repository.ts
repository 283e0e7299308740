import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LayingModule } from '@plantel/contracts';
import type { Db } from '../db/database';
import { batches, layStandardWeeks, layStandards, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

export type LayStandardRow = typeof layStandards.$inferSelect;
export type LayStandardWeekRow = Omit<typeof layStandardWeeks.$inferSelect, 'standardId'>;

/** The week rows in their columns' order, for every read. */
const weekColumns = {
  week: layStandardWeeks.week,
  henDayPercent: layStandardWeeks.henDayPercent,
  henHousedEggs: layStandardWeeks.henHousedEggs,
  eggWeight: layStandardWeeks.eggWeight,
  bodyWeight: layStandardWeeks.bodyWeight,
  feedPerHenDay: layStandardWeeks.feedPerHenDay,
};

const sameLineage = (lineage: string) => sql`lower(${layStandards.lineage}) = lower(${lineage})`;

/** The company's standards of these modules, with their weeks' span. */
export function findLayStandards(db: Db, companyId: number, modules: readonly LayingModule[]) {
  if (modules.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: layStandards.id,
      module: layStandards.module,
      lineage: layStandards.lineage,
      importedAt: layStandards.importedAt,
      weeks: sql<number>`count(${layStandardWeeks.week})::int`,
      firstWeek: sql<number>`coalesce(min(${layStandardWeeks.week}), 0)::int`,
      lastWeek: sql<number>`coalesce(max(${layStandardWeeks.week}), 0)::int`,
    })
    .from(layStandards)
    .leftJoin(layStandardWeeks, eq(layStandardWeeks.standardId, layStandards.id))
    .where(and(eq(layStandards.companyId, companyId), inArray(layStandards.module, [...modules])))
    .groupBy(layStandards.id)
    .orderBy(asc(layStandards.module), asc(layStandards.lineage));
}

export async function findLayStandardById(db: Db, companyId: number, id: number): Promise<LayStandardRow | null> {
  const [row] = await db.select().from(layStandards).where(and(eq(layStandards.companyId, companyId), eq(layStandards.id, id)));
  return row ?? null;
}

/** The standard of a module and lineage (letter case aside). */
export async function findLayStandardOf(db: Db, companyId: number, module: LayingModule, lineage: string): Promise<LayStandardRow | null> {
  const [row] = await db
    .select()
    .from(layStandards)
    .where(and(eq(layStandards.companyId, companyId), eq(layStandards.module, module), sameLineage(lineage.trim())));
  return row ?? null;
}

export function findLayStandardWeeks(db: Db, standardId: number): Promise<LayStandardWeekRow[]> {
  return db.select(weekColumns).from(layStandardWeeks).where(eq(layStandardWeeks.standardId, standardId)).orderBy(asc(layStandardWeeks.week));
}

/**
 * Writes a standard's weeks under its module and lineage, in the caller's transaction: a standard of
 * the same module and lineage keeps its id and has its weeks replaced.
 */
export async function saveLayStandard(
  db: Db,
  values: { companyId: number; module: LayingModule; lineage: string; importedBy: number | null; importedAt: Date },
  weeks: readonly LayStandardWeekRow[],
): Promise<{ id: number; replaced: boolean }> {
  const existing = await findLayStandardOf(db, values.companyId, values.module, values.lineage);
  let id: number;
  if (existing) {
    id = existing.id;
    await db.update(layStandards).set({ lineage: values.lineage, importedAt: values.importedAt, importedBy: values.importedBy }).where(eq(layStandards.id, id));
    await db.delete(layStandardWeeks).where(eq(layStandardWeeks.standardId, id));
  } else {
    const [row] = await db.insert(layStandards).values(values).returning({ id: layStandards.id });
    id = row!.id;
  }
  if (weeks.length > 0) await db.insert(layStandardWeeks).values(weeks.map((w) => ({ ...w, standardId: id })));
  return { id, replaced: existing !== null };
}

export async function deleteLayStandard(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(layStandards).where(and(eq(layStandards.companyId, companyId), eq(layStandards.id, id))).returning({ id: layStandards.id });
  return rows.length > 0;
}

/** The open batches of these production types whose lineage is this one (letter case aside): the flocks a standard is for. */
export async function findOpenBatchesOfLineage(db: Db, companyId: number, productionTypes: readonly number[], lineage: string): Promise<number[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .where(and(eq(batches.companyId, companyId), isNull(batches.closingDate), inArray(sheds.productionTypeExternalId, [...productionTypes]), sql`lower(${batches.lineage}) = lower(${lineage.trim()})`));
  return rows.map((r) => r.id);
}

/**
 * The lineages the open flocks of a module bear that the scope sees, each with its flock count, in
 * the spelling most of them use (letter case aside, one lineage): what a standard is picked for.
 */
export async function findOpenFlockLineages(db: Db, scope: FarmScope, productionTypes: readonly number[]): Promise<{ lineage: string; flocks: number }[]> {
  const types = productionTypes.filter((type) => scope.productionTypes.includes(type));
  if (types.length === 0) return [];
  const rows = await db
    .select({ lineage: batches.lineage, flocks: sql<number>`count(*)::int` })
    .from(batches)
    .innerJoin(sheds, eq(sheds.id, batches.shedId))
    .where(and(isNull(batches.closingDate), shedInScope({ ...scope, productionTypes: types }), sql`trim(${batches.lineage}) <> ''`))
    .groupBy(batches.lineage);
  const byLineage = new Map<string, { lineage: string; flocks: number; most: number }>();
  for (const row of rows) {
    const key = row.lineage.trim().toLowerCase();
    const seen = byLineage.get(key);
    if (!seen) byLineage.set(key, { lineage: row.lineage.trim(), flocks: row.flocks, most: row.flocks });
    else {
      seen.flocks += row.flocks;
      if (row.flocks > seen.most) Object.assign(seen, { lineage: row.lineage.trim(), most: row.flocks });
    }
  }
  return [...byLineage.values()].map(({ lineage, flocks }) => ({ lineage, flocks })).sort((a, b) => a.lineage.localeCompare(b.lineage));
}
