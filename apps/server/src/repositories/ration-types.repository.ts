import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ModuleName } from '@plantel/contracts';
import type { Db } from '../db/database';
import { rationTypes } from '../db/schema';
import { totalOf } from './pagination';

export type RationTypeRow = typeof rationTypes.$inferSelect;

/** The company's types of one species and those of any species, or all of them. */
const ofModule = (module: ModuleName | undefined): SQL | undefined => (module ? or(eq(rationTypes.module, module), isNull(rationTypes.module)) : undefined);

export async function listRationTypes(db: Db, companyId: number, page: { limit: number; offset: number; module?: ModuleName | undefined }) {
  const where = and(eq(rationTypes.companyId, companyId), ofModule(page.module));
  const rows = await db
    .select({
      id: rationTypes.id,
      name: rationTypes.name,
      phase: rationTypes.phase,
      density: rationTypes.density,
      module: rationTypes.module,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rationTypes)
    .where(where)
    .orderBy(asc(rationTypes.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await totalOf(rows, page.offset, async () => {
    const [row] = await db.select({ n: count() }).from(rationTypes).where(where);
    return row!.n;
  });
  return { rows, total };
}

export async function findRationTypeForUpdate(db: Db, companyId: number, id: number): Promise<RationTypeRow | undefined> {
  const [row] = await db.select().from(rationTypes).where(and(eq(rationTypes.companyId, companyId), eq(rationTypes.id, id))).for('update');
  return row;
}

/** Another type of the company with this name, letter case aside. */
export async function findRationTypeNamed(db: Db, companyId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: rationTypes.id })
    .from(rationTypes)
    .where(and(eq(rationTypes.companyId, companyId), sql`lower(${rationTypes.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(rationTypes.id, exceptId)));
  return row;
}

export async function insertRationTypes(db: Db, rows: (typeof rationTypes.$inferInsert)[]): Promise<RationTypeRow[]> {
  return rows.length === 0 ? [] : db.insert(rationTypes).values(rows).returning();
}

export async function updateRationType(db: Db, id: number, values: Partial<typeof rationTypes.$inferInsert>): Promise<RationTypeRow> {
  const [row] = await db.update(rationTypes).set(values).where(eq(rationTypes.id, id)).returning();
  return row!;
}
