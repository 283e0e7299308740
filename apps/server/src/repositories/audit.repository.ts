import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AuditQuery } from '@plantel/contracts';
import type { Db } from '../db/database';
import { auditLog, batchDivisions, producers, properties, sheds } from '../db/schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Db, rows: AuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

/** A company's audit entries, newest first, filtered as asked; `from`/`to` bound the moments. */
export async function findAuditPage(db: Db, companyId: number, query: AuditQuery, from: Date | null, to: Date | null) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      label: auditLog.label,
      before: auditLog.before,
      after: auditLog.after,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor ? eq(sql`lower(${auditLog.actorName})`, query.actor.toLowerCase()) : undefined,
        from ? gte(auditLog.at, from) : undefined,
        to ? lte(auditLog.at, to) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows;
}

/** The company's newest audit entry's id (0 when none): a write that records nothing leaves it as it was. */
export async function latestAuditId(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${auditLog.id})` }).from(auditLog).where(eq(auditLog.companyId, companyId));
  return Number(row?.id ?? 0);
}

/** What audit entries name by id, as the company names it now: sheds, properties, producers and a batch's divisions. */
export async function findAuditReferenceNames(db: Db, companyId: number, ids: { sheds: number[]; properties: number[]; producers: number[]; divisions: number[] }) {
  const byId = async (wanted: number[], read: () => Promise<{ id: number; name: string }[]>) => new Map(wanted.length === 0 ? [] : (await read()).map((r) => [r.id, r.name] as const));
  return {
    sheds: await byId(ids.sheds, () => db.select({ id: sheds.id, name: sheds.identification }).from(sheds).where(and(eq(sheds.companyId, companyId), inArray(sheds.id, ids.sheds)))),
    properties: await byId(ids.properties, () => db.select({ id: properties.id, name: properties.name }).from(properties).where(and(eq(properties.companyId, companyId), inArray(properties.id, ids.properties)))),
    producers: await byId(ids.producers, () => db.select({ id: producers.id, name: producers.name }).from(producers).where(and(eq(producers.companyId, companyId), inArray(producers.id, ids.producers)))),
    divisions: await byId(ids.divisions, () =>
      db.select({ id: batchDivisions.id, name: batchDivisions.identification }).from(batchDivisions).where(and(eq(batchDivisions.companyId, companyId), inArray(batchDivisions.id, ids.divisions))),
    ),
  };
}
export type AuditReferenceNames = Awaited<ReturnType<typeof findAuditReferenceNames>>;
