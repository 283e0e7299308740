import type { AlertLanguage, AuditAction, AuditEntity, AuditList, AuditQuery } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findAuditPage, findAuditReferenceNames, insertAuditEntries } from '../../repositories/audit.repository';
import { auditReferences, auditWords } from './audit-words';
import { totalOf } from '../../repositories/pagination';
import { requireStaff, type Principal } from './auth.service';
import { addDays, companyTimeZone } from '../common/calendar-days';
import { InvalidInputError } from '../common/errors';
import { zonedInstant } from '../reports/report-periods';

/** Who made a change: a signed-in person, or the command line (no user). */
export interface Actor {
  companyId: number;
  userId: number | null;
  name: string;
}

export const actorOf = (principal: Principal): Actor => ({ companyId: principal.companyId, userId: principal.userId, name: principal.username });
export const commandLineActor = (companyId: number): Actor => ({ companyId, userId: null, name: 'cli' });

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  label: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Only the fields that changed, before and after; an update that changed nothing records nothing. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return keys.length === 0 ? null : { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) };
}

/** Writes changes to the audit log, in the transaction that made them (`db`). */
export async function recordAudit(db: Db, actor: Actor, changes: AuditChange[]): Promise<void> {
  await insertAuditEntries(
    db,
    changes.map((c) => ({
      companyId: actor.companyId,
      actorId: actor.userId,
      actorName: actor.name,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      label: c.label,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
  );
}

/** `GET /v2/audit`: the company's changes, newest first (staff only), each also in words in `lang`. */
export async function listAudit(db: Db, principal: Principal, query: AuditQuery, lang: AlertLanguage = 'pt-BR'): Promise<AuditList> {
  requireStaff(principal, 'read the audit log');
  if (query.start && query.end && query.start > query.end) throw new InvalidInputError('start', 'must not be after end', 'querystring');
  const timeZone = await companyTimeZone(db, principal.companyId);
  const from = query.start ? zonedInstant(query.start, 0, timeZone) : null;
  const to = query.end ? new Date(zonedInstant(addDays(query.end, 1), 0, timeZone).getTime() - 1) : null;
  const rows = await findAuditPage(db, principal.companyId, query, from, to);
  const count = await totalOf(rows, query.offset, async () => (await findAuditPage(db, principal.companyId, { ...query, limit: 1, offset: 0 }, from, to))[0]?.total ?? 0);
  const words = auditWords(lang, timeZone, await findAuditReferenceNames(db, principal.companyId, auditReferences(rows)));
  return {
    results: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      label: words.label(r),
      before: r.before,
      after: r.after,
      changes: words.changes(r),
    })),
    count,
  };
}
