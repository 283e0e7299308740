import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { getOrCreateSecret } from '../repositories/secrets.repository';

/**
 * PLANTEL_JWT_SECRET when set; otherwise a random secret generated on first start and kept in the
 * database (for the embedded database, inside the data directory), so every copy of the server
 * that shares the database signs and accepts the same tokens.
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret'>, db: Db): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return getOrCreateSecret(db, 'jwt_signing_key', randomBytes(48).toString('base64url'));
}
