import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface NotFoundOptions {
  /** Answers a GET outside /api that matched no file, or null to leave it a 404; absent when the web app is not built. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
}

/** Unknown API routes are JSON 404s (405 with Allow when the path exists for another method). */
export const notFoundPlugin = fp(async (app: FastifyInstance, options: NotFoundOptions) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && options.spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
      const answered = options.spaFallback(request, reply);
      if (answered) return answered;
    }
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(request, reply, 405, `Method ${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`);
    }
    return sendError(request, reply, 404, `No such ${isApi ? 'API route' : 'page'}: ${request.method} ${path}`);
  });
});
