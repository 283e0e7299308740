import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LINK_HOURS, PASSWORD_MIN_LENGTH, passwordLinkProblem, type PasswordLink, type PasswordLinkInfo, type PasswordLinkRedeem } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findPasswordLink, replacePasswordLink, spendPasswordLink } from '../../repositories/password-links.repository';
import { bumpTokenVersion, updateUser, type UserRow } from '../../repositories/users.repository';
import { recordAudit, type Actor } from './audit.service';
import type { Mailer } from '../alerts/channels/email';
import { InvalidFieldsError } from '../common/errors';
import { hashPassword } from './password';
import { forgetPrincipals } from './principal-cache';
import { HOUR_MS } from '../common/units';

/**
 * Single-use links to set a password (an invitation, or a reset by staff). The secret is 32 random
 * bytes in the URL's fragment (after `#`), which browsers never send to a server, so neither logs
 * nor link scanners see it; only its SHA-256 is stored. A link works once, for 72 hours, and a newer
 * link of the same person spends the older ones. A changed secret matches no link.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkContext {
  publicUrl: string;
  /** Whether the public address was configured (PLANTEL_PUBLIC_URL); the answer warns when not. */
  publicUrlSet: boolean;
  mailer: Mailer | null;
}

/**
 * Issues a link for `user`. When SMTP is set and the user has an address it is e-mailed, and the
 * answer does not carry it: only the person reads it. Otherwise the answer carries it to copy.
 */
export async function issuePasswordLink(db: Db, actor: Actor, user: UserRow, purpose: 'invite' | 'reset', context: LinkContext, now = new Date()): Promise<PasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS * HOUR_MS);
  await replacePasswordLink(db, { userId: user.id, purpose, tokenHash: hashOf(token), createdBy: actor.userId, expiresAt }, now);
  await recordAudit(db, actor, [{ action: purpose === 'invite' ? 'invite' : 'reset_password', entity: 'user', entityId: user.id, label: user.username, after: { expires_at: expiresAt.toISOString() } }]);
  const url = `${context.publicUrl}/set-password#${token}`;
  let emailed = false;
  if (context.mailer && user.email) {
    await context.mailer.send({
      to: user.email,
      subject: purpose === 'invite' ? 'Plantel: your access / seu acesso / su acceso' : 'Plantel: set a new password / nova senha / nueva contraseña',
      text: [
        `Olá ${user.firstName || user.username}: para definir sua senha do Plantel, abra o link abaixo (válido por ${PASSWORD_LINK_HOURS} horas, uma vez).`,
        `Hello ${user.firstName || user.username}: to set your Plantel password, open the link below (valid for ${PASSWORD_LINK_HOURS} hours, once).`,
        `Hola ${user.firstName || user.username}: para definir su contraseña de Plantel, abra el enlace (válido ${PASSWORD_LINK_HOURS} horas, una vez).`,
        '',
        url,
        '',
        `Usuário / Username / Usuario: ${user.username}`,
      ].join('\n'),
    });
    emailed = true;
  }
  return { url: emailed ? null : url, expires_at: expiresAt.toISOString(), emailed, public_url_set: context.publicUrlSet };
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof findPasswordLink>>>;

function usableLink(row: LinkRow | undefined, now: Date): LinkRow {
  if (!row || !row.user.isActive) throw new InvalidFieldsError([{ field: 'token', key: 'passwordLinks.errors.invalid' }]);
  if (row.link.usedAt) throw new InvalidFieldsError([{ field: 'token', key: 'passwordLinks.errors.used' }]);
  if (row.link.expiresAt.getTime() <= now.getTime()) throw new InvalidFieldsError([{ field: 'token', key: 'passwordLinks.errors.expired' }]);
  return row;
}

/** `POST /v2/password-links/inspect`: whose link it is, before the password is typed. */
export async function inspectPasswordLink(db: Db, token: string, now = new Date()): Promise<PasswordLinkInfo> {
  const { link, user } = usableLink(await findPasswordLink(db, hashOf(token)), now);
  return { username: user.username, first_name: user.firstName, purpose: link.purpose, expires_at: link.expiresAt.toISOString() };
}

/** `POST /v2/password-links/redeem`: sets the password once; every session the user had ends. */
export async function redeemPasswordLink(db: Db, input: PasswordLinkRedeem, now = new Date()): Promise<PasswordLinkInfo> {
  const problem = passwordLinkProblem(input.password);
  if (problem) throw new InvalidFieldsError([{ field: 'password', key: problem, params: { min: PASSWORD_MIN_LENGTH } }]);
  const passwordHash = await hashPassword(input.password);
  const info = await db.transaction(async (t) => {
    const { link, user } = usableLink(await findPasswordLink(t, hashOf(input.token), true), now);
    await spendPasswordLink(t, link.id, now);
    await updateUser(t, user.id, { passwordHash });
    await bumpTokenVersion(t, user.id);
    await recordAudit(t, { companyId: user.companyId, userId: user.id, name: user.username }, [{ action: 'set_password', entity: 'user', entityId: user.id, label: user.username }]);
    return { username: user.username, first_name: user.firstName, purpose: link.purpose, expires_at: link.expiresAt.toISOString() };
  });
  forgetPrincipals();
  return info;
}
