import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFoundPlugin } from './not-found';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else is
 * revalidated. Files are pre-compressed at build time (gzip and brotli) and chosen by Accept-Encoding.
 * Any other GET outside /api answers index.html, so the client router handles deep links.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const indexFile = path.join(options.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (no ${indexFile}); serving the API only`);
    await app.register(notFoundPlugin, {});
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(options.root, 'assets') + path.sep);
      res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  await app.register(notFoundPlugin, {
    // A missing hashed file is a real 404: answering HTML there would hide a stale chunk from the client.
    spaFallback: (request, reply) =>
      request.url.startsWith('/assets/') ? null : reply.header('cache-control', 'no-cache').sendFile('index.html'),
  });
});
