import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { beginIdempotentWrite, finishIdempotentWrite, IDEMPOTENCY_KEY_PATTERN, requestFingerprint } from '../services/common/idempotency.service';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this write claimed, answered when it is sent. */
    idempotencyKeyId?: number;
  }
  interface FastifyContextConfig {
    /** The answer carries a live secret (a password link, fresh tokens): it is never kept, so an Idempotency-Key is not honoured. */
    secretAnswer?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes sent with an `Idempotency-Key` header, for the routes of a scope that authenticates first
 * (docs/offline.md, "Sending once"): the first request with a key runs and its answer is kept; the
 * same request again with that key gets the same answer (`Idempotent-Replayed: true`) and writes
 * nothing. A repeat while the first still runs is a 409; the key with another request, a 422. A
 * write that is refused or fails lets its key go, so the record can be corrected and sent again
 * with it. Writes without the header run as always, and so do writes whose answer carries a live
 * secret (`secretAnswer`): a kept copy of a password link or of tokens would outlive its purpose.
 */
export function idempotentWrites(scope: FastifyInstance, db: Db) {
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || reply.sent || !WRITES.has(request.method) || request.routeOptions.config.secretAnswer) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      const message = 'must be 1 to 200 visible ASCII characters';
      return sendError(request, reply, 400, `Invalid request: Idempotency-Key ${message}`, [{ field: 'Idempotency-Key', location: 'headers', message }]);
    }
    const claim = await beginIdempotentWrite(db, request.principal, key, requestFingerprint(request.method, request.url, request.body));
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyKeyId = claim.id;
        return;
      case 'running':
        return sendError(request, reply, 409, 'A request with this Idempotency-Key is still running: send it again in a moment');
      case 'other-request':
        return sendError(request, reply, 422, 'This Idempotency-Key was sent with a different request');
      case 'answered':
        return reply.code(claim.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
    }
  });
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const id = request.idempotencyKeyId;
    if (id === undefined) return payload;
    request.idempotencyKeyId = undefined;
    await finishIdempotentWrite(db, id, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });
}
