import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passwordLinks, users } from '../db/schema';

/** Spends every unused link of the user. */
export async function spendPasswordLinksOf(db: Db, userId: number, now: Date) {
  await db.update(passwordLinks).set({ usedAt: now }).where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

/** Issues a link for the user, spending every unused link they had: only the newest works. */
export async function replacePasswordLink(db: Db, row: typeof passwordLinks.$inferInsert, now: Date) {
  await spendPasswordLinksOf(db, row.userId, now);
  await db.insert(passwordLinks).values(row);
}

/** A link by the hash of its secret, with its user, locked until the transaction ends. */
export async function findPasswordLink(db: Db, tokenHash: string, lock = false) {
  const query = db
    .select({ link: passwordLinks, user: { id: users.id, username: users.username, firstName: users.firstName, companyId: users.companyId, isActive: users.isActive } })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: passwordLinks }) : await query;
  return row;
}

export async function spendPasswordLink(db: Db, id: number, now: Date) {
  await db.update(passwordLinks).set({ usedAt: now }).where(eq(passwordLinks.id, id));
}
