import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_FAULT_MESSAGES, badValueOf, type FieldError } from '@plantel/contracts';
import { sendError } from './errors';

/** Telemetry answers each reading on its own (a bad one is refused, the others stored). */
const PER_ITEM_ROUTES = ['/api/v2/telemetry'];

/**
 * No text of any request may hold a control character (NUL and the like) or be malformed Unicode (a
 * lone surrogate): such text cannot be stored, matched or shown faithfully; no number may be beyond
 * what a figure is stored as (a subnormal 1e-320, 1e308). A 400 names the first offending field,
 * before any route runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (PER_ITEM_ROUTES.some((prefix) => request.url.startsWith(prefix))) return;
    const places: [FieldError['location'], unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [location, value] of places) {
      const bad = badValueOf(value);
      if (bad === null) continue;
      const { path: field } = bad;
      const message = INPUT_FAULT_MESSAGES[bad.fault];
      return sendError(request, reply, 400, `Invalid request: ${field} ${message}`, [{ field, location, message }]);
    }
  });
});
