import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import { getOrCreateSecret } from '../../../repositories/secrets.repository';

/** How long an acknowledge link works. */
export const ACKNOWLEDGE_LINK_TTL_MS = 72 * 3_600_000;

export interface AcknowledgeClaims {
  /** The delivery (one message) the link was sent in: each link works once. */
  delivery: number;
  alert: number;
  user: number;
  /** Expiry, ms since 1970. */
  expires: number;
}

/** The key links are signed with, shared by every copy of the server through the database. */
export const acknowledgeLinkKey = (db: Db) => getOrCreateSecret(db, 'acknowledge_link_key', randomBytes(32).toString('base64url'));

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<delivery>.<alert>.<user>.<expiry>.<HMAC-SHA256 of those>`: readable, and worthless changed. */
export function signAcknowledgeToken(key: string, claims: AcknowledgeClaims): string {
  const payload = `${claims.delivery}.${claims.alert}.${claims.user}.${claims.expires}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The claims of a token signed with `key`, or null for anything else (expiry is the caller's to check). */
export function verifyAcknowledgeToken(key: string, token: string): AcknowledgeClaims | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const payload = token.slice(0, token.lastIndexOf('.'));
  const given = Buffer.from(match[5]!);
  const expected = Buffer.from(mac(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { delivery: Number(match[1]), alert: Number(match[2]), user: Number(match[3]), expires: Number(match[4]) };
}
