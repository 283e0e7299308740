import {
  DEFAULT_ALERT_THRESHOLDS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  alertThresholdsSchema,
  type AlertThresholds,
  type AlertThresholdsPatch,
  channelsFromEmail,
  type FullNotificationPreferences,
  type NotificationPreferences,
  type NotificationSettings,
} from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { findAlertThresholds, findNotificationPreferences, saveAlertThresholds, saveNotificationPreferences } from '../../../repositories/alert-settings.repository';
import type { Principal } from '../../access/auth.service';
import { ForbiddenError, InvalidInputError } from '../../common/errors';
import { webhookUrlRefusal } from '../channels/webhook-address';

/** A company's thresholds: its own over Plantel's defaults (a stored value that no longer validates falls back too). */
export async function alertThresholdsOf(db: Db, companyId: number): Promise<AlertThresholds> {
  const merged = { ...DEFAULT_ALERT_THRESHOLDS, ...(await findAlertThresholds(db, companyId)) };
  return alertThresholdsSchema.safeParse(merged).data ?? DEFAULT_ALERT_THRESHOLDS;
}

export const getAlertThresholds = (db: Db, principal: Principal) => alertThresholdsOf(db, principal.companyId);

/** Staff change their company's thresholds; the next evaluation uses them. */
export async function updateAlertThresholds(db: Db, principal: Principal, patch: AlertThresholdsPatch): Promise<AlertThresholds> {
  if (!principal.isStaff) throw new ForbiddenError('Only staff can change alert thresholds');
  const stored = await findAlertThresholds(db, principal.companyId);
  await saveAlertThresholds(db, principal.companyId, { ...stored, ...patch }, principal.userId);
  return alertThresholdsOf(db, principal.companyId);
}

/** Stored preferences completed (older rows lack the channels), keys in the contract's order (the database keeps JSON keys in an order of its own). */
export function fullPreferences(stored: NotificationPreferences): FullNotificationPreferences {
  const { email, email_address, language, min_severity, quiet_hours } = stored;
  const channels = stored.channels ?? channelsFromEmail(email, min_severity);
  return {
    email,
    email_address,
    language,
    min_severity,
    quiet_hours: quiet_hours && { start: quiet_hours.start, end: quiet_hours.end },
    quiet_hours_critical: stored.quiet_hours_critical ?? false,
    channels: { info: channels.info, warning: channels.warning, critical: channels.critical },
    telegram_chat_id: stored.telegram_chat_id ?? null,
    webhook_url: stored.webhook_url ?? null,
  };
}

/** The caller's preferences. */
export async function preferencesOf(db: Db, userId: number): Promise<FullNotificationPreferences> {
  return fullPreferences((await findNotificationPreferences(db, userId)) ?? DEFAULT_NOTIFICATION_PREFERENCES);
}

/** What this server can send: e-mail with SMTP set, Telegram with a bot. */
export interface ServerChannels {
  emailAvailable: boolean;
  telegram: { username: string | null } | null;
}

export async function getNotificationSettings(db: Db, principal: Principal, server: ServerChannels): Promise<NotificationSettings> {
  return {
    preferences: await preferencesOf(db, principal.userId),
    email_available: server.emailAvailable,
    telegram_available: server.telegram !== null,
    telegram_bot: server.telegram?.username ?? null,
  };
}

/**
 * Stores them whole: channels left out are those `email` and `min_severity` mean. A webhook URL the
 * server would refuse to call (not https, or a local or private address, unless the server allows
 * private networks) is a 400 naming it, and so is Telegram on a server without a bot.
 */
export async function putNotificationPreferences(
  db: Db,
  principal: Principal,
  preferences: NotificationPreferences,
  server: ServerChannels & { webhookPrivateNetworks: boolean },
) {
  const refusal = preferences.webhook_url && !server.webhookPrivateNetworks ? webhookUrlRefusal(new URL(preferences.webhook_url)) : null;
  if (refusal) throw new InvalidInputError('webhook_url', refusal);
  const telegramChosen = Object.values(preferences.channels ?? {}).some((list) => list.includes('telegram'));
  if (telegramChosen && !server.telegram) throw new InvalidInputError('channels', 'Telegram is not set up on this server (it has no bot): choose another channel');
  await saveNotificationPreferences(db, principal.userId, fullPreferences(preferences));
  return getNotificationSettings(db, principal, server);
}
