import type { Db } from '../../db/database';
import type { Principal, TokenClaims } from './auth.service';

/**
 * The principals behind recently seen tokens, so a burst of requests with one token looks its user
 * up once per `ttlMs` instead of once per request (docs/architecture.md, "Authentication and tenancy").
 *
 * Every change to who a user is (password, roles, staff flags, followed producers, deletion) made
 * through this process calls `forgetPrincipals()`, which takes effect at once: the next request
 * looks the user up again. A change made elsewhere (another copy of the server, the CLI, SQL by hand)
 * is seen within `ttlMs`.
 */
interface Entry {
  principal: Principal | null;
  expires: number;
  generation: number;
}

/** Entries kept per database before the oldest half is let go (one per user and token version). */
const MAX_ENTRIES = 10_000;

let generation = 0;
const byDb = new WeakMap<Db, Map<string, Entry>>();

/** Makes every cached principal stale: the next request of each user looks them up again. */
export function forgetPrincipals(): void {
  generation += 1;
}

/** The principal of `claims`, looked up by `lookUp` unless a fresh one is cached (ttlMs 0: never cached). */
export async function cachedPrincipal(
  db: Db,
  claims: TokenClaims,
  ttlMs: number,
  lookUp: () => Promise<Principal | null>,
  now = Date.now(),
): Promise<Principal | null> {
  if (ttlMs <= 0) return lookUp();
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  const key = `${claims.sub}:${claims.cid}:${claims.ver}`;
  const hit = entries.get(key);
  if (hit && hit.generation === generation && hit.expires > now) return hit.principal;
  // Taken before the look-up: a change forgotten while it runs leaves this entry stale.
  const seen = generation;
  const principal = await lookUp();
  if (entries.size >= MAX_ENTRIES) for (const k of [...entries.keys()].slice(0, MAX_ENTRIES / 2)) entries.delete(k);
  entries.set(key, { principal, expires: now + ttlMs, generation: seen });
  return principal;
}
