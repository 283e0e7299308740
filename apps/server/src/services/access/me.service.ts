import { newPasswordProblem, PASSWORD_MIN_LENGTH, type PasswordChange, type Profile } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { actorOf, recordAudit } from './audit.service';
import { findCompanyById } from '../../repositories/companies.repository';
import { findUserById, updatePassword, type UserRow } from '../../repositories/users.repository';
import type { Principal } from './auth.service';
import { InvalidFieldsError, NotFoundError } from '../common/errors';
import { hashPassword, verifyPassword } from './password';
import { forgetPrincipals } from './principal-cache';

async function requireUser(db: Db, principal: Principal): Promise<UserRow> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw new NotFoundError('user not found');
  return user;
}

export async function getProfile(db: Db, principal: Principal): Promise<Profile> {
  const user = await requireUser(db, principal);
  const company = await findCompanyById(db, user.companyId);
  return {
    username: user.username,
    first_name: user.firstName,
    company: company?.name ?? '',
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    roles: user.roles,
  };
}

/**
 * Changes the caller's own password after checking the current one. Every token issued before
 * (this session's too) stops working; the caller gets the user row back to sign a fresh token.
 */
export async function changeOwnPassword(db: Db, principal: Principal, change: PasswordChange): Promise<UserRow> {
  const user = await requireUser(db, principal);
  if (!(await verifyPassword(change.current_password, user.passwordHash))) {
    throw new InvalidFieldsError([{ field: 'current_password', key: 'account.errors.wrongCurrent' }]);
  }
  const problem = newPasswordProblem(change);
  if (problem) throw new InvalidFieldsError([{ field: 'new_password', key: problem, params: { min: PASSWORD_MIN_LENGTH } }]);
  await db.transaction(async (t) => {
    await updatePassword(t, user.username, await hashPassword(change.new_password));
    await recordAudit(t, actorOf(principal), [{ action: 'change_password', entity: 'user', entityId: user.id, label: user.username }]);
  });
  forgetPrincipals();
  return requireUser(db, principal);
}
