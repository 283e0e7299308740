/**
 * Reads the `exp` claim (seconds since the epoch) of a JWT. The signature is not checked: the
 * server does that; the browser only needs to know when to stop sending the token.
 * Returns null when the token is malformed or has no numeric `exp`.
 */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}
