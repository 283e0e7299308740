import type { CompanyUser, CompanyUserList, UserProducersInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findProducersByIds, replaceUserProducers } from '../../repositories/producers.repository';
import { listCompanyUsers } from '../../repositories/users.repository';
import { actorOf, changedFields, recordAudit } from './audit.service';
import { followedProducers, requireStaff, type Principal } from './auth.service';
import { InvalidInputError, NotFoundError } from '../common/errors';
import { forgetPrincipals } from './principal-cache';

const STAFF_TASK = "manage the company's users";

type CompanyUserRow = Awaited<ReturnType<typeof listCompanyUsers>>[number];

export function companyUserDto(user: CompanyUserRow): CompanyUser {
  const staff = user.isStaff || user.isSuperuser;
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    roles: user.roles,
    producers: user.producers,
    follows_every_farm: followedProducers(staff, user.producers.map((p) => p.id)) === null,
    email: user.email,
    is_active: user.isActive,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    has_password: user.hasPassword,
  };
}

/** `GET /v2/users`: the company's users, their roles and the producers they follow (staff only). */
export async function listUsersOfCompany(db: Db, principal: Principal): Promise<CompanyUserList> {
  requireStaff(principal, STAFF_TASK);
  return { results: (await listCompanyUsers(db, principal.companyId)).map(companyUserDto) };
}

/**
 * `PUT /v2/users/{id}/producers`: the producers whose farms alone a user of the company follows,
 * replacing the links they had (none: the whole company). Their next request is scoped by them.
 */
export async function setUserProducers(db: Db, principal: Principal, userId: number, input: UserProducersInput): Promise<CompanyUser> {
  requireStaff(principal, STAFF_TASK);
  const [user] = await listCompanyUsers(db, principal.companyId, userId);
  if (!user) throw new NotFoundError('User not found');
  const wanted = [...new Set(input.producer_ids)];
  const found = new Set((await findProducersByIds(db, principal.companyId, wanted)).map((p) => p.id));
  const missing = input.producer_ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new InvalidInputError(`producer_ids.${missing}`, `${input.producer_ids[missing]} is not a producer of the company`);
  await db.transaction(async (tx) => {
    await replaceUserProducers(tx, user.id, wanted);
    const before = user.producers.map((p) => p.id).sort((a, b) => a - b);
    const after = [...wanted].sort((a, b) => a - b);
    const diff = changedFields({ producer_ids: before }, { producer_ids: after });
    if (diff) await recordAudit(tx, actorOf(principal), [{ action: 'link_producers', entity: 'user', entityId: user.id, label: user.username, ...diff }]);
  });
  forgetPrincipals();
  const [saved] = await listCompanyUsers(db, principal.companyId, userId);
  return companyUserDto(saved!);
}
