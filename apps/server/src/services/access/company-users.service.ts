import type { CompanyUser, CompanyUserList } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { listCompanyUsers } from '../../repositories/users.repository';
import { followedProducers, requireStaff, type Principal } from './auth.service';

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
