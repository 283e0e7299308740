function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A JWT-shaped token (header.payload.signature) with the given claims; the signature is not real. */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** A token expiring `seconds` from now (negative: already expired). */
export function makeJwtExpiringIn(seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return makeJwt({ sub: '3', iat: now, exp: now + seconds });
}
