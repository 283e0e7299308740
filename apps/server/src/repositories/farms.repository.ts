import type { Db } from '../db/database';
import { alerts, batches, producers, properties, sheds } from '../db/schema';

export async function insertProducer(db: Db, companyId: number, name: string) {
  const [row] = await db.insert(producers).values({ companyId, name }).returning();
  return row!;
}

export async function insertProperty(db: Db, row: typeof properties.$inferInsert) {
  const [inserted] = await db.insert(properties).values(row).returning();
  return inserted!;
}

export async function insertSheds(db: Db, rows: (typeof sheds.$inferInsert)[]) {
  return db.insert(sheds).values(rows).returning();
}

export async function insertBatches(db: Db, rows: (typeof batches.$inferInsert)[]) {
  return db.insert(batches).values(rows).returning();
}

export async function insertAlerts(db: Db, rows: (typeof alerts.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(alerts).values(rows).returning();
}
