import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { minimumConsumptionAlerts, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

export type RuleRow = typeof minimumConsumptionAlerts.$inferSelect;
export type RuleValues = Omit<typeof minimumConsumptionAlerts.$inferInsert, 'id'>;

const columns = { rule: minimumConsumptionAlerts, shedName: sheds.name };

/** The rules of the sheds in scope (of one shed when given), by shed and name. */
export function listRules(db: Db, scope: FarmScope, shedId?: number) {
  if (scope.productionTypes.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(minimumConsumptionAlerts)
    .innerJoin(sheds, eq(sheds.id, minimumConsumptionAlerts.shedId))
    .where(and(shedInScope(scope), shedId === undefined ? undefined : eq(sheds.id, shedId)))
    .orderBy(asc(sheds.name), asc(minimumConsumptionAlerts.name), asc(minimumConsumptionAlerts.id));
}

export async function findRule(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select(columns)
    .from(minimumConsumptionAlerts)
    .innerJoin(sheds, eq(sheds.id, minimumConsumptionAlerts.shedId))
    .where(and(shedInScope(scope), eq(minimumConsumptionAlerts.id, id)));
  return row;
}

export async function insertRule(db: Db, values: RuleValues): Promise<RuleRow> {
  const [row] = await db.insert(minimumConsumptionAlerts).values(values).returning();
  return row!;
}

export async function updateRule(db: Db, id: number, values: Partial<RuleValues>): Promise<RuleRow> {
  const [row] = await db.update(minimumConsumptionAlerts).set(values).where(eq(minimumConsumptionAlerts.id, id)).returning();
  return row!;
}

export async function deleteRule(db: Db, id: number): Promise<void> {
  await db.delete(minimumConsumptionAlerts).where(eq(minimumConsumptionAlerts.id, id));
}
