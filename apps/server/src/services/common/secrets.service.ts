import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { getOrCreateSecret, replaceSecret } from '../../repositories/secrets.repository';

/**
 * PLANTEL_JWT_SECRET when set; otherwise a random secret generated on first start and kept in the
 * database (for the embedded database, inside the data directory), so every copy of the server
 * that shares the database signs and accepts the same tokens.
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret'>, db: Db): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return getOrCreateSecret(db, 'jwt_signing_key', randomBytes(48).toString('base64url'));
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair of PLANTEL_VAPID_PUBLIC_KEY/PRIVATE_KEY; otherwise one generated on first start
 * and kept in the database like the JWT secret. Browsers subscribe with the public key, so it must
 * stay the same for as long as their subscriptions should keep working.
 */
export async function resolveVapidKeys(config: Pick<Config, 'vapid'>, db: Db): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const { default: webpush } = await import('web-push');
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return JSON.parse(await getOrCreateSecret(db, 'vapid_keys', JSON.stringify({ publicKey, privateKey }))) as VapidKeys;
}

const webhookSecretName = (companyId: number) => `webhook_signing_key:${companyId}`;
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The company's webhook signing secret, generated the first time it is needed (docs/alerts.md, "Channels"). */
export function resolveWebhookSecret(db: Db, companyId: number): Promise<string> {
  return getOrCreateSecret(db, webhookSecretName(companyId), newWebhookSecret());
}

/** A new webhook signing secret for the company: signing uses it at once, the old one is gone. */
export async function rotateWebhookSecret(db: Db, companyId: number): Promise<string> {
  const secret = newWebhookSecret();
  await replaceSecret(db, webhookSecretName(companyId), secret);
  return secret;
}
