import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Origins the web app may embed in frames: the configured external dashboard hosts. */
  frameOrigins: readonly string[];
}

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet builds it again,
 * parsing the whole CSP, on every request.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { frameOrigins }: SecurityOptions) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA is served over plain HTTP on localhost too; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
    // Framing is decided by the CSP's frame-ancestors alone; X-Frame-Options: SAMEORIGIN would contradict it.
    xFrameOptions: false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
});
