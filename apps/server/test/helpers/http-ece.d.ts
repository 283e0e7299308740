declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** RFC 8188 content decryption; for Web Push (aes128gcm) the receiver's key pair and auth secret (base64url or bytes). */
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
