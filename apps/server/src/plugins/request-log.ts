import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes at least this long is logged at info, however it ended. */
export const SLOW_REQUEST_MS = 1_000;

/** The level a finished request is logged at: info when it failed (5xx) or was slow, debug otherwise. */
export function finishedRequestLevel(statusCode: number, elapsedMs: number): 'info' | 'debug' {
  return statusCode >= 500 || elapsedMs >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/**
 * Fastify's request log lines, one per request and answer, at debug rather than info: at the default
 * level a running server prints only what someone should read (its start, failures, slow answers).
 * LOG_LEVEL=debug shows every request again.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    reply.log[finishedRequestLevel(reply.statusCode, reply.elapsedTime)]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
