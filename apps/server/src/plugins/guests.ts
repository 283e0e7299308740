import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maskFor } from '@plantel/contracts';
import { answerValue } from '../services/common/json-text';
import { sendError } from './errors';

import { READ_METHODS } from './read-methods';

/**
 * What a guest (spec §4, `isGuest`) may do, for the routes of a scope that authenticates first:
 *
 * - read only: every request but a read answers 403 before its route runs, whatever the route
 *   (sign-in and device telemetry are outside the scope);
 * - read masked: every JSON answer goes through `maskFor` (the one masking function) before it is
 *   serialized, so producer, property and owner names never leave the server, whichever service
 *   built the answer. Answers the hook does not see (the alert stream, files, e-mails) call the same
 *   function themselves.
 */
export function guestAccess(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent || !request.principal?.isGuest || READ_METHODS.has(request.method)) return;
    return sendError(request, reply, 403, 'Guests can read but not change anything');
  });
  // An answer written as JSON text is parsed for a guest, so it is masked like the rest.
  scope.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!request.principal) return payload;
    return maskFor(request.principal, request.principal.isGuest ? answerValue(payload) : payload);
  });
}
