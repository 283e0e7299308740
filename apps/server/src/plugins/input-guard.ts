import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacterPath, type FieldError } from '@plantel/contracts';
import { sendError } from './errors';

/** Telemetry answers each reading on its own (a bad one is refused, the others stored). */
const PER_ITEM_ROUTES = ['/api/v2/telemetry'];

/**
 * No text of any request may hold a control character (NUL and the like): such text cannot be
 * stored, matched or shown faithfully. A 400 names the first offending field, before any route runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (PER_ITEM_ROUTES.some((prefix) => request.url.startsWith(prefix))) return;
    const places: [FieldError['location'], unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', Buffer.isBuffer(request.body) ? null : request.body],
    ];
    for (const [location, value] of places) {
      const field = controlCharacterPath(value);
      if (field === null) continue;
      const message = 'must not hold control characters';
      return sendError(request, reply, 400, `Invalid request: ${field} ${message}`, [{ field, location, message }]);
    }
  });
});
