import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AuditQuery } from '@plantel/contracts';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

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
