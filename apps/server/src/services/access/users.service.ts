import { PASSWORD_MIN_LENGTH, rolesSchema, type Roles } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findCompanyById, findCompanyByName, findCompanyIds, insertCompany, listCompanies, type Company } from '../../repositories/companies.repository';
import { findProducersByName, replaceUserProducers } from '../../repositories/producers.repository';
import {
  deleteUserByUsername,
  findUserByUsername,
  insertUser,
  listUsersWithCompany,
  updatePassword,
  updateRoles,
  type UserRow,
} from '../../repositories/users.repository';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors';
import { hashPassword } from './password';
import { seedCommonRationTypes } from '../nutrition/ration-types.service';
import { forgetPrincipals } from './principal-cache';

const USERNAME_PATTERN = /^[A-Za-z0-9_.@+-]{1,150}$/;

export interface NewUser {
  company: string;
  username: string;
  password: string;
  firstName?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  roles?: Roles;
  /** Names of the company's producers whose farms alone the user follows (none: the whole company). */
  producers?: readonly string[];
}

export function checkPassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new InvalidInputError(field, `must have at least ${PASSWORD_MIN_LENGTH} characters`);
  }
}

function checkRoles(roles: unknown): Roles {
  const parsed = rolesSchema.safeParse(roles);
  if (!parsed.success) throw new InvalidInputError('roles', parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** The company of this name, if there is one. */
export const findCompanyNamed = (db: Db, name: string): Promise<Company | undefined> => findCompanyByName(db, name);

/** Every company's id, for the jobs that go through them all. */
export const allCompanyIds = (db: Db): Promise<number[]> => findCompanyIds(db);

/** The company of this name, or a 404 saying how to create it. */
export async function companyNamed(db: Db, name: string): Promise<Company> {
  const company = await findCompanyByName(db, name);
  if (!company) throw new NotFoundError(`company "${name}" does not exist (create it with: company create "${name}")`);
  return company;
}

/** A new company, with the common ration types of each species (seedCommonRationTypes) to edit as its own. */
export async function createCompany(db: Db, name: string): Promise<Company> {
  const trimmed = name.trim();
  if (!trimmed) throw new InvalidInputError('name', 'must not be empty');
  if (await findCompanyByName(db, trimmed)) throw new ConflictError(`company "${trimmed}" already exists`);
  return db.transaction(async (t) => {
    const company = await insertCompany(t, trimmed);
    await seedCommonRationTypes(t, company.id);
    return company;
  });
}

export { listCompanies };

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  if (!USERNAME_PATTERN.test(input.username)) {
    throw new InvalidInputError('username', 'use 1 to 150 letters, digits or . _ @ + -');
  }
  checkPassword(input.password);
  const roles = checkRoles(input.roles ?? {});
  const company = await companyNamed(db, input.company);
  if (await findUserByUsername(db, input.username)) throw new ConflictError(`user "${input.username}" already exists`);
  const producerIds = await producerIdsOf(db, company, input.producers ?? []);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (t) => {
    const user = await insertUser(t, {
      companyId: company.id,
      username: input.username,
      passwordHash,
      firstName: input.firstName ?? '',
      isStaff: input.isStaff ?? false,
      isSuperuser: input.isSuperuser ?? false,
      roles,
    });
    await replaceUserProducers(t, user.id, producerIds);
    return user;
  });
}

/** The ids of the company's producers so named: a 400 naming `producer` for a name the company has not. */
async function producerIdsOf(db: Db, company: Company, names: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(names.map((n) => n.trim()))];
  const found = await findProducersByName(db, company.id, wanted);
  const missing = wanted.find((name) => !found.some((p) => p.name === name));
  if (missing !== undefined) throw new InvalidInputError('producer', `"${missing}" is not a producer of company "${company.name}"`);
  return found.map((p) => p.id);
}

/** Links a user to these producers of their company, replacing the links they had (none: the whole company). */
export async function setProducers(db: Db, username: string, names: readonly string[]): Promise<void> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new NotFoundError(`user "${username}" does not exist`);
  const company = (await findCompanyById(db, user.companyId))!;
  const producerIds = await producerIdsOf(db, company, names);
  await db.transaction(async (tx) => replaceUserProducers(tx, user.id, producerIds));
  forgetPrincipals();
}

export function listUsers(db: Db) {
  return listUsersWithCompany(db);
}

export async function changePassword(db: Db, username: string, password: string): Promise<void> {
  checkPassword(password);
  if (!(await updatePassword(db, username, await hashPassword(password)))) {
    throw new NotFoundError(`user "${username}" does not exist`);
  }
  forgetPrincipals();
}

export async function setRoles(db: Db, username: string, roles: Roles): Promise<void> {
  if (!(await updateRoles(db, username, checkRoles(roles)))) throw new NotFoundError(`user "${username}" does not exist`);
  forgetPrincipals();
}

export async function deleteUser(db: Db, username: string): Promise<void> {
  if (!(await deleteUserByUsername(db, username))) throw new NotFoundError(`user "${username}" does not exist`);
  forgetPrincipals();
}
