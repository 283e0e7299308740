import { isGuest, type Roles, type SessionUser } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findTokenUser, findUserById, findUserByUsername, recordSignIn, type UserRow } from '../../repositories/users.repository';
import { ForbiddenError } from '../common/errors';
import { verifyAgainstDecoy, verifyPassword } from './password';

/** Who is calling: everything a request needs to scope its queries. */
export interface Principal {
  userId: number;
  companyId: number;
  username: string;
  roles: Roles;
  isStaff: boolean;
  isSuperuser: boolean;
  isGuest: boolean;
  /** The producers whose farms a non-staff user linked to producers follows; null for the whole company. */
  producerIds: number[] | null;
}

/** Claims carried in the access token: user id (sub), company id and token version; a refresh token says so in `typ`. */
export interface TokenClaims {
  sub: string;
  cid: number;
  ver: number;
  typ?: 'refresh';
}

export async function authenticate(db: Db, username: string, password: string): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username);
  // A deactivated user, or one invited who has not set a password yet, cannot sign in; the check
  // takes as long as a real one, so answers do not tell which accounts exist or are active.
  if (!user || !user.isActive || user.passwordHash === '') return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/** A sign-in: the user when the password is right (their last sign-in recorded), or null. */
export async function signIn(db: Db, username: string, password: string, now = new Date()): Promise<UserRow | null> {
  const user = await authenticate(db, username, password);
  if (user) await recordSignIn(db, user.id, now);
  return user;
}

export function claimsFor(user: UserRow): TokenClaims {
  return { sub: String(user.id), cid: user.companyId, ver: user.tokenVersion };
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    username: user.username,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    person: { first_name: user.firstName },
    roles: user.roles,
  };
}

/** The user a refresh token's claims still stand for: active, same company, no password change since; null otherwise. */
export async function refreshedUser(db: Db, claims: TokenClaims): Promise<UserRow | null> {
  const user = await findUserById(db, Number(claims.sub));
  return user && standsFor(user, claims) ? user : null;
}

/** Claims still stand for a user who is active, in the same company, with no password change since. */
function standsFor(user: { isActive: boolean; companyId: number; tokenVersion: number }, claims: TokenClaims): boolean {
  return user.isActive && user.companyId === claims.cid && user.tokenVersion === claims.ver;
}

/** Why claims no longer stand for their user: a deactivation is said, so the app can tell the person; anything else is a plain end. */
export async function sessionEndOf(db: Db, claims: TokenClaims): Promise<'deactivated' | 'ended'> {
  const user = await findUserById(db, Number(claims.sub));
  return user && user.companyId === claims.cid && !user.isActive ? 'deactivated' : 'ended';
}

/** The principal behind valid claims, or null when the user is gone or the token predates a password change. */
export async function principalFor(db: Db, claims: TokenClaims): Promise<Principal | null> {
  const user = await findTokenUser(db, Number(claims.sub));
  return user && standsFor(user, claims) ? principalOfUser(user) : null;
}

/** The principal a user would be signed in as, by username; undefined when there is no such user. */
export async function principalOfUsername(db: Db, username: string): Promise<Principal | undefined> {
  const user = await findUserByUsername(db, username);
  const signedIn = user ? await findTokenUser(db, user.id) : undefined;
  return signedIn ? principalOfUser(signedIn) : undefined;
}

/** A user read with findTokenUser, as the principal acting. */
export function principalOfUser(user: NonNullable<Awaited<ReturnType<typeof findTokenUser>>>): Principal {
  const staff = user.isStaff || user.isSuperuser;
  return {
    userId: user.id,
    companyId: user.companyId,
    username: user.username,
    roles: user.roles,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    isGuest: isGuest({ roles: user.roles, is_staff: user.isStaff, is_superuser: user.isSuperuser }),
    producerIds: followedProducers(staff, user.producerIds),
  };
}

/** Staff, and users linked to no producer, follow the whole company (null); the others their producers. */
export function followedProducers(staff: boolean, linked: readonly number[] | null): number[] | null {
  return staff || !linked || linked.length === 0 ? null : linked.map(Number);
}

/**
 * Whether a long-lived connection opened as `principal` with these claims may go on: the token has not
 * expired, the user still exists with the same token version (no password change since), and their
 * roles and followed producers are those the connection was scoped with.
 */
export async function sessionStillValid(db: Db, claims: TokenClaims & { exp?: number }, principal: Principal, now = Date.now()): Promise<boolean> {
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return false;
  const current = await principalFor(db, claims);
  return (
    current !== null &&
    current.isStaff === principal.isStaff &&
    current.isSuperuser === principal.isSuperuser &&
    JSON.stringify(current.roles) === JSON.stringify(principal.roles) &&
    JSON.stringify(current.producerIds) === JSON.stringify(principal.producerIds)
  );
}

/** Staff and superusers only: `what` says what the others may not do. */
export function requireStaff(principal: Principal, what: string) {
  if (!principal.isStaff && !principal.isSuperuser) throw new ForbiddenError(`Only staff may ${what}`);
}
