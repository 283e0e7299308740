import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SETUP_MESSAGES, type SetupDone, type SetupState, type setupInputSchema } from '@plantel/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { findCompanyIds } from '../../repositories/companies.repository';
import { deleteSecret, getOrCreateSecret, lockSecret } from '../../repositories/secrets.repository';
import { ConflictError, ForbiddenError } from '../common/errors';
import { createCompanyWithAdmin } from './company-setup.service';
import type { LinkContext } from './password-links.service';

/** Where the one-time setup token is kept while the installation has no company (every copy prints the same). */
const SETUP_TOKEN = 'setup_token';

/** Whether the installation has no company yet. */
export async function setupNeeded(db: Db): Promise<boolean> {
  return (await findCompanyIds(db)).length === 0;
}

/**
 * The installation's one-time setup token, made on the first start without a company and kept until
 * the first company is made; null once one exists. The server prints it at start.
 */
export async function setupToken(db: Db): Promise<string | null> {
  if (!(await setupNeeded(db))) return null;
  return getOrCreateSecret(db, SETUP_TOKEN, randomBytes(24).toString('base64url'));
}

/** `GET /v2/setup`: whether the first company is still to be made, and whether this caller needs the token for it. */
export async function getSetupState(db: Db, fromMachine: boolean): Promise<SetupState> {
  return { needed: await setupNeeded(db), token_required: !fromMachine };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `POST /v2/setup`: the first company and its administrator (every module and permission), with the
 * password he chose; refused once any company exists (409), and, away from the machine itself,
 * without the setup token (403). The token is spent. One at a time: the token's row is locked.
 */
export async function completeSetup(db: Db, input: z.output<typeof setupInputSchema>, options: { fromMachine: boolean; links: Omit<LinkContext, 'mailer'> }): Promise<SetupDone> {
  return db.transaction(async (t) => {
    const kept = await lockSecret(t, SETUP_TOKEN);
    if (!(await setupNeeded(t))) throw new ConflictError('This installation has a company already: sign in, or ask its administrator');
    if (!options.fromMachine) {
      const given = input.token ?? '';
      if (!kept || given === '' || !timingSafeEqual(digest(given), digest(kept))) {
        throw new ForbiddenError(SETUP_MESSAGES['setup.errors.token'], [{ field: 'token', key: 'setup.errors.token' }]);
      }
    }
    const { company, admin } = await createCompanyWithAdmin(t, { name: input.company, admin: input.username, firstName: input.first_name, email: input.email, password: input.password }, options.links);
    await deleteSecret(t, SETUP_TOKEN);
    return { company: { id: company.id, name: company.name }, username: admin.username };
  });
}
