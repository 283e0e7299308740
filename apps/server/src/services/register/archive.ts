import type { AuditEntity } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { actorOf, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';

interface ArchiveSpec<Row extends { archivedAt: Date | null }> {
  entity: AuditEntity;
  /** The row, locked, or a refusal (404, 403, 409) thrown. */
  lock: (db: Db) => Promise<Row>;
  update: (db: Db, values: { archivedAt: Date | null }) => Promise<Row>;
  labelOf: (row: Row) => string;
  audited: (row: Row) => Record<string, unknown>;
}

/**
 * Archives (out of the lists, kept for history) or restores one item of the register in a
 * transaction, audited; asking for the state it is already in changes nothing.
 */
export async function setArchivedState<Row extends { archivedAt: Date | null }>(db: Db, principal: Principal, archived: boolean, spec: ArchiveSpec<Row>): Promise<void> {
  await db.transaction(async (t) => {
    const existing = await spec.lock(t);
    if ((existing.archivedAt !== null) === archived) return;
    const updated = await spec.update(t, { archivedAt: archived ? new Date() : null });
    await recordAudit(t, actorOf(principal), [
      { action: archived ? 'archive' : 'restore', entity: spec.entity, entityId: (updated as unknown as { id: number }).id, label: spec.labelOf(updated), before: spec.audited(existing), after: spec.audited(updated) },
    ]);
  });
}
