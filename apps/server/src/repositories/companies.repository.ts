import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies } from '../db/schema';

export type Company = typeof companies.$inferSelect;

export async function findCompanyByName(db: Db, name: string): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.name, name));
  return row;
}

export async function findCompanyById(db: Db, id: number): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function insertCompany(db: Db, name: string): Promise<Company> {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row!;
}

export function listCompanies(db: Db): Promise<Company[]> {
  return db.select().from(companies).orderBy(asc(companies.name));
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

/** Months of raw readings the company keeps (docs/retention.md). */
export async function findReadingsRetentionMonths(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db.select({ months: companies.readingsRetentionMonths }).from(companies).where(eq(companies.id, companyId));
  return row?.months ?? null;
}

export async function saveReadingsRetentionMonths(db: Db, companyId: number, months: number): Promise<void> {
  await db.update(companies).set({ readingsRetentionMonths: months }).where(eq(companies.id, companyId));
}

export async function findCompanyIds(db: Db): Promise<number[]> {
  return (await db.select({ id: companies.id }).from(companies)).map((c) => c.id);
}

/** Where the company's events are sent; null: nowhere. */
export async function findEventsWebhookUrl(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db.select({ url: companies.eventsWebhookUrl }).from(companies).where(eq(companies.id, companyId));
  return row?.url ?? null;
}

export async function updateEventsWebhookUrl(db: Db, companyId: number, url: string | null): Promise<void> {
  await db.update(companies).set({ eventsWebhookUrl: url }).where(eq(companies.id, companyId));
}

/** Whether the company's producers record in their own flocks' health books. */
export async function findProducersRecordHealth(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ on: companies.producersRecordHealth }).from(companies).where(eq(companies.id, companyId));
  return row?.on ?? false;
}

export async function updateProducersRecordHealth(db: Db, companyId: number, on: boolean): Promise<void> {
  await db.update(companies).set({ producersRecordHealth: on }).where(eq(companies.id, companyId));
}
