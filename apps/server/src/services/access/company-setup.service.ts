import { EVERY_ROLE, usernameSchema, type PasswordLink } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { Company } from '../../repositories/companies.repository';
import { findUserByUsername, insertUser, type UserRow } from '../../repositories/users.repository';
import { commandLineActor, recordAudit } from './audit.service';
import { ConflictError, InvalidInputError } from '../common/errors';
import { hashPassword } from './password';
import { issuePasswordLink, type LinkContext } from './password-links.service';
import { checkPassword, createCompany } from './users.service';

export interface CompanyWithAdmin {
  name: string;
  /** The administrator's username. */
  admin: string;
  firstName?: string;
  email?: string;
  /** Set at once; without it, the answer carries a single-use link to set one. */
  password?: string;
}

/**
 * A new company with its first administrator, who holds every module and permission (the register
 * and the people included), so that everything after this is done from the screens.
 */
export async function createCompanyWithAdmin(db: Db, input: CompanyWithAdmin, links: Omit<LinkContext, 'mailer'>): Promise<{ company: Company; admin: UserRow; link: PasswordLink | null }> {
  const username = usernameSchema.safeParse(input.admin);
  if (!username.success) throw new InvalidInputError('admin', 'use 1 to 150 letters, digits or . _ @ + -');
  if (input.password !== undefined) checkPassword(input.password);
  const passwordHash = input.password === undefined ? '' : await hashPassword(input.password);
  return db.transaction(async (t) => {
    if (await findUserByUsername(t, username.data)) throw new ConflictError(`user "${username.data}" already exists`);
    const company = await createCompany(t, input.name);
    const admin = await insertUser(t, {
      companyId: company.id,
      username: username.data,
      passwordHash,
      firstName: input.firstName ?? '',
      email: input.email ?? '',
      isStaff: true,
      isSuperuser: true,
      roles: EVERY_ROLE,
    });
    const actor = commandLineActor(company.id);
    await recordAudit(t, actor, [
      { action: 'create', entity: 'company', entityId: company.id, label: company.name },
      { action: 'create', entity: 'user', entityId: admin.id, label: admin.username, after: { is_staff: true, is_superuser: true, roles: EVERY_ROLE } },
    ]);
    const link = input.password === undefined ? await issuePasswordLink(t, actor, admin, 'invite', { ...links, mailer: null }) : null;
    return { company, admin, link };
  });
}
