import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FieldError } from '@plantel/contracts';
import { principalFor, sessionEndOf, type Principal, type TokenClaims } from '../services/access/auth.service';
import { cachedPrincipal } from '../services/access/principal-cache';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** A refresh token for these claims, valid for the configured refresh time. */
    signRefresh(claims: TokenClaims): string;
    /** The claims of a refresh token this server signed and that has not expired; null otherwise. */
    verifyRefresh(token: string): TokenClaims | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

const JWT_MESSAGES: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: 'Authentication required: send "Authorization: Bearer <access token>"',
  FST_JWT_BAD_REQUEST: 'Malformed Authorization header: expected "Bearer <access token>"',
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: 'The access token has expired; sign in again',
};

/**
 * The claims every token Plantel signs carries: an expiry, a user id in plain decimal within the
 * database's integer range, and the company and token version. A token signed with the key but
 * without them was not made by this server's sign-in.
 */
function wellFormed(claims: TokenClaims & { exp?: unknown }): boolean {
  return (
    typeof claims.exp === 'number' &&
    typeof claims.sub === 'string' &&
    /^[1-9]\d{0,9}$/.test(claims.sub) &&
    Number(claims.sub) <= 2_147_483_647 &&
    Number.isInteger(claims.cid) &&
    Number.isInteger(claims.ver)
  );
}

/** A session ended by a deactivation says so (`session` keyed `auth.errors.deactivated`), so the person learns why. */
export const DEACTIVATED = 'Your access was deactivated: ask your company to restore it';
export const DEACTIVATED_FIELDS: FieldError[] = [{ field: 'session', location: 'headers', message: DEACTIVATED, key: 'auth.errors.deactivated' }];

/** Marks a refresh token: it renews access tokens and is refused as one. */
const REFRESH = 'refresh' as const;

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  /** How long a refresh token lasts. */
  refreshExpiresIn: string;
  /** How long a token's user look-up is reused (services/access/principal-cache.ts). */
  principalCacheMs: number;
}

/** HS256 access and refresh tokens; `app.authenticate` guards every API route but login, health and docs. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
    // A token seen in the last minutes is not checked again (fast-jwt's LRU cache, bounded by each token's expiry).
    verify: { algorithms: ['HS256'], cache: true },
  });
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorate('signRefresh', (claims: TokenClaims) => app.jwt.sign({ ...claims, typ: REFRESH }, { expiresIn: options.refreshExpiresIn }));
  app.decorate('verifyRefresh', (token: string) => {
    try {
      const claims = app.jwt.verify<TokenClaims>(token);
      return claims.typ === REFRESH && wellFormed(claims) ? { sub: claims.sub, cid: claims.cid, ver: claims.ver } : null;
    } catch {
      return null;
    }
  });

  const reject = (request: FastifyRequest, reply: FastifyReply, message: string, fields?: FieldError[]) =>
    sendError(request, reply.header('www-authenticate', 'Bearer'), 401, message, fields);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      request.log.info({ code }, 'rejected access token');
      return reject(request, reply, JWT_MESSAGES[code] ?? 'Invalid access token');
    }
    if (!wellFormed(claims)) {
      request.log.info('rejected access token without exp or a numeric sub');
      return reject(request, reply, 'Invalid access token');
    }
    if (claims.typ === REFRESH) return reject(request, reply, 'A refresh token is not an access token: exchange it at POST /api/v1/token/refresh');
    const db = app.database.db;
    const principal = await cachedPrincipal(db, claims, options.principalCacheMs, () => principalFor(db, claims));
    if (!principal) {
      const ended = await sessionEndOf(db, claims);
      return ended === 'deactivated' ? reject(request, reply, DEACTIVATED, DEACTIVATED_FIELDS) : reject(request, reply, 'The access token is no longer valid; sign in again');
    }
    request.principal = principal;
  });
});
