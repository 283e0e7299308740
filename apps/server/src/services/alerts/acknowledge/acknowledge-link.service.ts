import type { AlertLanguage } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { verifyAcknowledgeToken, acknowledgeLinkKey } from './acknowledge-links';
import { findDelivery, spendAcknowledgeLink } from '../../../repositories/alert-deliveries.repository';
import { acknowledgeAlert, findAlertById, type AlertRow } from '../../../repositories/alerts.repository';
import { findTokenUser } from '../../../repositories/users.repository';
import { alertDto } from '../alerts.service';
import { principalOfUser } from '../../access/auth.service';
import { preferencesOf } from '../policy/alert-settings.service';
import { alertScopeOf } from '../../access/farm-scope';

export type AcknowledgeLinkOutcome =
  /** The link is good and the alert open: what a person sees before choosing to acknowledge it. */
  | { result: 'ready'; alertId: number; message: string; shed: string | null; expiresAt: Date }
  | { result: 'acknowledged'; alertId: number; by: string; at: Date }
  /** Not a link Plantel signed, or one whose person may no longer read the alert. */
  | { result: 'unknown' }
  | { result: 'expired' }
  | { result: 'used' }
  /** Guests acknowledge nothing. */
  | { result: 'forbidden' }
  | { result: 'closed'; state: string };

type Said = { outcome: AcknowledgeLinkOutcome; language: AlertLanguage | null };
type Good = { claims: NonNullable<ReturnType<typeof verifyAcknowledgeToken>>; username: string; alert: AlertRow; language: AlertLanguage };

/** What a link says before anything is done with it: refused (with why), or good, with its alert. */
async function checkLink(db: Db, token: string, now: Date): Promise<Said | Good> {
  const claims = verifyAcknowledgeToken(await acknowledgeLinkKey(db), token);
  const [delivery] = claims ? await findDelivery(db, claims.delivery) : [];
  if (!claims || !delivery || delivery.alertId !== claims.alert || delivery.userId !== claims.user) return { outcome: { result: 'unknown' }, language: null };
  const language = (await preferencesOf(db, claims.user)).language;
  const said = (outcome: AcknowledgeLinkOutcome): Said => ({ outcome, language });
  if (delivery.linkUsedAt) return said({ result: 'used' });
  if (now.getTime() > claims.expires) return said({ result: 'expired' });
  const user = await findTokenUser(db, claims.user);
  if (!user) return said({ result: 'unknown' });
  const principal = principalOfUser(user);
  if (principal.isGuest) return said({ result: 'forbidden' });
  const [alert] = await findAlertById(db, alertScopeOf(principal), claims.alert);
  if (!alert) return said({ result: 'unknown' });
  if (alert.state !== 'open') return said({ result: 'closed', state: alert.state });
  return { claims, username: user.username, alert, language };
}

/**
 * Reads the acknowledge link of one message without using it: mail scanners and link previews fetch
 * links (GET and HEAD), so reading one changes nothing. Answers what a person would acknowledge.
 */
export async function inspectAcknowledgeLink(db: Db, token: string, now: Date): Promise<Said> {
  const checked = await checkLink(db, token, now);
  if ('outcome' in checked) return checked;
  const { claims, alert, language } = checked;
  const dto = alertDto(alert, language);
  return { outcome: { result: 'ready', alertId: alert.id, message: dto.message, shed: dto.shed_identification, expiresAt: new Date(claims.expires) }, language };
}

/**
 * Uses the acknowledge link of one message, without signing in: the signed token names the message,
 * the alert and the person; it works once and until it expires, and only acknowledges the alert, as
 * that person. Answers what happened, and in which language to say it.
 */
export async function followAcknowledgeLink(db: Db, token: string, now: Date): Promise<Said> {
  const checked = await checkLink(db, token, now);
  if ('outcome' in checked) return checked;
  const { claims, username, alert, language } = checked;
  const said = (outcome: AcknowledgeLinkOutcome): Said => ({ outcome, language });
  return db.transaction(async (txDb) => {
    if (!(await spendAcknowledgeLink(txDb, claims.delivery, now))) return said({ result: 'used' });
    if (!(await acknowledgeAlert(txDb, claims.alert, claims.user, now))) return said({ result: 'closed', state: alert.state });
    return said({ result: 'acknowledged', alertId: claims.alert, by: username, at: now });
  });
}
