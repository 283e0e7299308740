/** The claims of a JWT, unchecked; null when the token is malformed. */
function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const numericClaim = (token: string, name: string): number | null => {
  const value = readJwtClaims(token)?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * Reads the `exp` claim (seconds since the epoch) of a JWT. The signature is not checked: the
 * server does that; the browser only needs to know when to stop sending the token.
 * Returns null when the token is malformed or has no numeric `exp`.
 */
export function readJwtExpiry(token: string): number | null {
  return numericClaim(token, 'exp');
}

/** The id of the user's company (the `cid` claim Plantel's tokens carry), e.g. for MQTT topics; null when absent. */
export function readJwtCompany(token: string | null): number | null {
  return token === null ? null : numericClaim(token, 'cid');
}
