import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rationTypes } from '../db/schema';
import { totalOf } from './pagination';

export async function listRationTypes(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: rationTypes.id,
      name: rationTypes.name,
      phase: rationTypes.phase,
      density: rationTypes.density,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rationTypes)
    .where(eq(rationTypes.companyId, companyId))
    .orderBy(asc(rationTypes.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await totalOf(rows, page.offset, async () => {
    const [row] = await db.select({ n: count() }).from(rationTypes).where(eq(rationTypes.companyId, companyId));
    return row!.n;
  });
  return { rows, total };
}
