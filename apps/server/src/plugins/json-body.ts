import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Deeper than any request Plantel takes (a batch import is 3 levels deep) and far from any stack limit. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, found in one pass over the text
 * (brackets inside strings do not count), before anything parses or walks it.
 */
export function jsonNestingExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export const tooDeepError = (): FastifyError =>
  Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400, code: 'PLANTEL_JSON_TOO_DEEP', name: 'JsonTooDeep' }) as FastifyError;

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but a body nested beyond
 * MAX_JSON_DEPTH is a 400 in time linear in its length: recursion over 8,000 levels would otherwise
 * exhaust the stack and answer 500 on every route, sign-in included.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string)) return done(tooDeepError(), undefined);
    parse(request, body as string, done);
  });
});
