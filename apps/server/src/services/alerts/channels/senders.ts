import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { resolveVapidKeys, resolveWebhookSecret } from '../../common/secrets.service';
import type { ChannelSender } from './channel';
import { pushSender } from './push';
import { telegramSender } from './telegram';
import { webhookSender } from './webhook';

/**
 * The phone channels this server can send on: Telegram when a bot token is configured, the signed
 * webhook and Web Push always (their keys live in the database when not configured). E-mail is built
 * from the SMTP settings elsewhere.
 */
export async function phoneChannelSenders(config: Pick<Config, 'telegram' | 'vapid' | 'vapidSubject' | 'webhookPrivateNetworks'>, db: Db): Promise<ChannelSender[]> {
  const senders: ChannelSender[] = [
    webhookSender({ secretFor: (companyId) => resolveWebhookSecret(db, companyId), allowPrivateNetworks: config.webhookPrivateNetworks }),
    pushSender({ db, vapid: await resolveVapidKeys(config, db), subject: config.vapidSubject }),
  ];
  if (config.telegram) senders.push(telegramSender(config.telegram));
  return senders;
}
