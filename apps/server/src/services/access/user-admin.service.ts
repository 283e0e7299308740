import {
  hasPermission,
  mayManageAccess,
  MODULES,
  userCreateSchema,
  userPatchSchema,
  type CompanyUser,
  type PasswordLink,
  type Roles,
  type UserCreate,
  type UserCreated,
  type UserPatch,
  type UserProducersInput,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { spendPasswordLinksOf } from '../../repositories/password-links.repository';
import { findProducersByIds, replaceUserProducers } from '../../repositories/producers.repository';
import { bumpTokenVersion, findCompanyUserForUpdate, findUserByUsername, insertUser, listCompanyUsers, updateUser, type UserRow } from '../../repositories/users.repository';
import { actorOf, changedFields, commandLineActor, recordAudit, type Actor } from './audit.service';
import type { Principal } from './auth.service';
import { companyUserDto } from './company-users.service';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { issuePasswordLink, type LinkContext } from './password-links.service';
import { forgetPrincipals } from './principal-cache';

/** Staff with `Usuários` in some module, and superusers: who manage people and their access. */
export function requireUserManager(principal: Principal): void {
  if (principal.isSuperuser) return;
  if (principal.isStaff && MODULES.some((m) => hasPermission(principal.roles, m, 'Usuários'))) return;
  throw new ForbiddenError('Only staff with the Usuários permission may manage users');
}

const audited = (u: UserRow, producerIds: number[]) => ({
  first_name: u.firstName,
  email: u.email,
  is_staff: u.isStaff,
  roles: u.roles,
  producer_ids: producerIds,
  is_active: u.isActive,
});

async function userDto(db: Db, companyId: number, id: number): Promise<CompanyUser> {
  const [row] = await listCompanyUsers(db, companyId, id);
  if (!row) throw new NotFoundError('User not found');
  return companyUserDto(row);
}

async function checkProducers(db: Db, companyId: number, ids: number[]) {
  const found = new Set((await findProducersByIds(db, companyId, ids)).map((p) => p.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new InvalidFieldsError([{ field: `producer_ids.${missing}`, key: 'register.errors.unknownProducer' }]);
}

const subject = (who: { isStaff: boolean; isSuperuser: boolean; roles: Roles }) => ({ is_staff: who.isStaff, is_superuser: who.isSuperuser, roles: who.roles });

/** Refuses access that the manager does not hold himself (`mayManageAccess`): nobody widens anyone's beyond his own. */
function requireGrantable(principal: Principal, access: { isStaff: boolean; roles: Roles }, field: 'roles' | 'is_staff') {
  if (!mayManageAccess(subject(principal), subject({ ...access, isSuperuser: false }))) {
    throw new ForbiddenError('You may give only the modules and permissions you hold yourself, and the staff flag only if you are staff', [{ field, key: 'users.errors.beyondOwnAccess' }]);
  }
}

/**
 * The user to change, locked: of the company, and holding no access the manager lacks (a superuser
 * only by a superuser), so a manager cannot change, reset or deactivate anyone above him.
 */
async function userToChange(db: Db, principal: Principal, id: number) {
  requireUserManager(principal);
  const user = await findCompanyUserForUpdate(db, principal.companyId, id);
  if (!user) throw new NotFoundError('User not found');
  if (user.isSuperuser && !principal.isSuperuser) throw new ForbiddenError('Only a superuser may change another superuser', [{ field: 'id', key: 'users.errors.superuser' }]);
  if (!mayManageAccess(subject(principal), subject(user))) {
    throw new ForbiddenError('This person holds access you do not: only someone who holds it may change, reset or deactivate them', [{ field: 'id', key: 'users.errors.outranked' }]);
  }
  return user;
}

const linkedIds = async (db: Db, companyId: number, userId: number) => ((await listCompanyUsers(db, companyId, userId))[0]?.producers ?? []).map((p) => p.id);

/** `POST /v2/users`: a new person without a password, and the single-use link to set one. */
export async function createCompanyUser(db: Db, principal: Principal, input: UserCreate, context: LinkContext): Promise<UserCreated> {
  requireUserManager(principal);
  const parsed = userCreateSchema.parse(input);
  requireGrantable(principal, { isStaff: parsed.is_staff, roles: parsed.roles }, parsed.is_staff && !principal.isStaff ? 'is_staff' : 'roles');
  const { user, link } = await db.transaction(async (t) => {
    if (await findUserByUsername(t, parsed.username)) throw new InvalidFieldsError([{ field: 'username', key: 'users.errors.usernameTaken' }]);
    const producerIds = [...new Set(parsed.producer_ids)];
    await checkProducers(t, principal.companyId, producerIds);
    const user = await insertUser(t, {
      companyId: principal.companyId,
      username: parsed.username,
      passwordHash: '',
      firstName: parsed.first_name,
      email: parsed.email,
      isStaff: parsed.is_staff,
      roles: parsed.roles,
    });
    await replaceUserProducers(t, user.id, producerIds);
    await recordAudit(t, actorOf(principal), [{ action: 'create', entity: 'user', entityId: user.id, label: user.username, after: audited(user, producerIds) }]);
    return { user, link: await issuePasswordLink(t, actorOf(principal), user, 'invite', context) };
  });
  return { user: await userDto(db, principal.companyId, user.id), link };
}

/** `PATCH /v2/users/{id}`: names, e-mail, staff flag, roles and producer links; the user's next request follows. */
export async function patchCompanyUser(db: Db, principal: Principal, id: number, patch: UserPatch): Promise<CompanyUser> {
  const parsed = userPatchSchema.parse(patch);
  await db.transaction(async (t) => {
    const user = await userToChange(t, principal, id);
    if (user.id === principal.userId && (parsed.is_staff === false || parsed.roles !== undefined)) throw new InvalidFieldsError([{ field: parsed.roles ? 'roles' : 'is_staff', key: 'users.errors.self' }]);
    if (parsed.roles !== undefined || parsed.is_staff !== undefined) {
      requireGrantable(principal, { isStaff: parsed.is_staff ?? user.isStaff, roles: parsed.roles ?? user.roles }, parsed.roles === undefined ? 'is_staff' : 'roles');
    }
    const beforeLinks = await linkedIds(t, principal.companyId, id);
    const updated = await updateUser(
      t,
      id,
      Object.fromEntries(Object.entries({ firstName: parsed.first_name, email: parsed.email, isStaff: parsed.is_staff, roles: parsed.roles }).filter(([, v]) => v !== undefined)),
    );
    let afterLinks = beforeLinks;
    if (parsed.producer_ids) {
      afterLinks = [...new Set(parsed.producer_ids)].sort((a, b) => a - b);
      await checkProducers(t, principal.companyId, afterLinks);
      await replaceUserProducers(t, id, afterLinks);
    }
    const diff = changedFields(audited(user, beforeLinks), audited(updated, afterLinks));
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'user', entityId: id, label: user.username, ...diff }]);
  });
  forgetPrincipals();
  return userDto(db, principal.companyId, id);
}

/**
 * `PUT /v2/users/{id}/producers`: the producers whose farms alone a user of the company follows,
 * replacing the links they had (none: the whole company). The same rule as the rest of a user's
 * access: user managers only, never their own, never of someone holding more than they do.
 */
export async function setUserProducers(db: Db, principal: Principal, id: number, input: UserProducersInput): Promise<CompanyUser> {
  await db.transaction(async (t) => {
    const user = await userToChange(t, principal, id);
    if (user.id === principal.userId) throw new InvalidFieldsError([{ field: 'producer_ids', key: 'users.errors.self' }]);
    const before = await linkedIds(t, principal.companyId, id);
    const after = [...new Set(input.producer_ids)].sort((a, b) => a - b);
    await checkProducers(t, principal.companyId, input.producer_ids);
    await replaceUserProducers(t, id, after);
    const diff = changedFields({ producer_ids: [...before].sort((a, b) => a - b) }, { producer_ids: after });
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'link_producers', entity: 'user', entityId: id, label: user.username, ...diff }]);
  });
  forgetPrincipals();
  return userDto(db, principal.companyId, id);
}

/** `POST /v2/users/{id}/invite` and `/reset-password`: a new single-use link (older ones stop working). */
export async function issueUserLink(db: Db, principal: Principal, id: number, purpose: 'invite' | 'reset', context: LinkContext): Promise<PasswordLink> {
  return db.transaction(async (t) => {
    const user = await userToChange(t, principal, id);
    if (!user.isActive) throw new InvalidFieldsError([{ field: 'id', key: 'users.errors.inactive' }]);
    return issuePasswordLink(t, actorOf(principal), user, purpose, context);
  });
}

/**
 * `POST /v2/users/{id}/deactivate` and `/reactivate`. A deactivated user cannot sign in; their
 * tokens stop working at once (their version changes) and their open alert streams end at the next
 * check; they receive no alarm messages. Their name stays on what they recorded.
 */
export async function setUserActive(db: Db, principal: Principal, id: number, active: boolean): Promise<CompanyUser> {
  await db.transaction(async (t) => {
    const user = await userToChange(t, principal, id);
    if (user.id === principal.userId) throw new InvalidFieldsError([{ field: 'id', key: 'users.errors.self' }]);
    await applyActive(t, actorOf(principal), user, active);
  });
  forgetPrincipals();
  return userDto(db, principal.companyId, id);
}

/** `plantel user deactivate|reactivate USERNAME`: the same change, recorded as the command line's. */
export async function setUserActiveFromCli(db: Db, username: string, active: boolean): Promise<void> {
  await db.transaction(async (t) => {
    const found = await findUserByUsername(t, username);
    if (!found) throw new NotFoundError(`user "${username}" does not exist`);
    await applyActive(t, commandLineActor(found.companyId), (await findCompanyUserForUpdate(t, found.companyId, found.id))!, active);
  });
  forgetPrincipals();
}

/** A deactivation also spends the person's unused links, so one issued before cannot be used after a reactivation. */
async function applyActive(db: Db, actor: Actor, user: UserRow, active: boolean) {
  if (user.isActive === active) return;
  await updateUser(db, user.id, { isActive: active });
  if (!active) await spendPasswordLinksOf(db, user.id, new Date());
  await bumpTokenVersion(db, user.id);
  await recordAudit(db, actor, [{ action: active ? 'reactivate' : 'deactivate', entity: 'user', entityId: user.id, label: user.username, before: { is_active: user.isActive }, after: { is_active: active } }]);
}
