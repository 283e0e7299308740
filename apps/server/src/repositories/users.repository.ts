import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Roles } from '@plantel/contracts';
import type { Db } from '../db/database';
import { companies, producers, userProducers, users } from '../db/schema';
import { preparedStatement } from './prepared';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The ids of the producers a user is linked to, in a query of `users`; null when none. */
export const linkedProducerIds = sql<
  number[] | null
>`(select array_agg(${userProducers.producerId} order by ${userProducers.producerId}) from ${userProducers} where ${userProducers.userId} = ${users.id})`;

const linkedProducerNames = sql<string[]>`coalesce((select array_agg(${producers.name} order by ${producers.name}) from ${userProducers} join ${producers} on ${producers.id} = ${userProducers.producerId} where ${userProducers.userId} = ${users.id}), '{}')`;

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byUsername(username));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The user behind an access token, read on every authenticated request (no password hash, no
 * names), as a prepared statement.
 */
const tokenUser = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      companyId: users.companyId,
      username: users.username,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      roles: users.roles,
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
      producerIds: linkedProducerIds,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('plantel_token_user'),
);

export async function findTokenUser(db: Db, id: number) {
  const [row] = await tokenUser(db).execute({ id });
  return row;
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** A company's users by username, with the producers each is linked to (by name); `userId` narrows to one. */
export async function listCompanyUsers(db: Db, companyId: number, userId?: number) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      roles: users.roles,
      email: users.email,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      hasPassword: sql<boolean>`${users.passwordHash} <> ''`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.username), asc(users.id));
  if (rows.length === 0) return [];
  // A second query rather than a correlated subquery: Drizzle writes a one-table select's columns unqualified.
  const links = await db
    .select({ userId: userProducers.userId, id: producers.id, name: producers.name })
    .from(userProducers)
    .innerJoin(producers, eq(producers.id, userProducers.producerId))
    .where(inArray(userProducers.userId, rows.map((r) => r.id)))
    .orderBy(asc(producers.name), asc(producers.id));
  return rows.map((row) => ({ ...row, producers: links.filter((l) => l.userId === row.id).map(({ id, name }) => ({ id, name })) }));
}

export function listUsersWithCompany(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      company: companies.name,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      roles: users.roles,
      producers: linkedProducerNames,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .orderBy(asc(companies.name), asc(users.username));
}

/** Replaces the hash and invalidates every token issued before. Returns false when no such user. */
export async function updatePassword(db: Db, username: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(byUsername(username))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateRoles(db: Db, username: string, roles: Roles): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ roles, updatedAt: sql`now()` })
    .where(byUsername(username))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteUserByUsername(db: Db, username: string): Promise<boolean> {
  const rows = await db.delete(users).where(byUsername(username)).returning({ id: users.id });
  return rows.length > 0;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>) {
  const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

/** A company's user, locked until the transaction ends. */
export async function findCompanyUserForUpdate(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, id))).for('update');
  return row;
}

export async function recordSignIn(db: Db, id: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

/** Ends every session of the user: tokens issued before carry the old version. */
export async function bumpTokenVersion(db: Db, id: number) {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, id));
}
