import { createHmac } from 'node:crypto';

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** Builds a JWT by hand, independently of the server's library, to forge the tokens it must refuse. */
export function forgeJwt(payload: object, secret: string, alg: 'HS256' | 'HS512' | 'none' = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hmac = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret).update(head).digest();
  return `${head}.${b64url(hmac)}`;
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}
