import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { XLSX_CONTENT_TYPE } from '@plantel/contracts';
import type { Principal } from '../services/access/auth.service';
import { looksLikeZip } from '../services/batch-import/parse-xlsx';
import type { ImportFileBody } from '../services/batch-import/source';
import { jsonNestingExceeds, tooDeepError } from './json-body';

import { READ_METHODS } from './read-methods';

/** The `lang` of an import's query, read before the query is checked (a refusal may come first): text, or nothing. */
export function askedLanguage(request: FastifyRequest): string | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof lang === 'string' ? lang : undefined;
}
/** The content types an .xlsx is read from: its own, and the generic ones a client without it sends. */
const WORKBOOK_TYPES = new Set([XLSX_CONTENT_TYPE, 'application/octet-stream', 'application/zip', 'application/x-zip-compressed', '']);

const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * An import route's own body parsers (batch, register, lay standard): JSON, or the raw bytes of an
 * .xlsx workbook sent as such (or as generic bytes), up to the route's own size limit; each with the words of the
 * route for a body that is not JSON, or no workbook. `mayWrite` refuses (throws) a caller who may not
 * import before a byte of the body is read, so a large body costs the server nothing.
 */
export function acceptImportBodies(
  scope: FastifyInstance,
  options: { bodyLimit?: number; notJson: (request: FastifyRequest) => Error; notAFile: (request: FastifyRequest) => Error; mayWrite: (principal: Principal, request: FastifyRequest) => void },
) {
  const limit = options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit };
  scope.addHook('preParsing', async (request) => {
    if (!READ_METHODS.has(request.method) && hasBody(request) && request.principal) options.mayWrite(request.principal, request);
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string', ...limit }, (request, text, done) => {
    try {
      if (jsonNestingExceeds(text as unknown as string)) return done(tooDeepError(), undefined);
      done(null, { kind: 'json', value: JSON.parse(text as unknown as string) } satisfies ImportFileBody);
    } catch {
      done(options.notJson(request) as FastifyError, undefined);
    }
  });
  // A workbook comes as itself, or as bytes of no named type; a type naming anything else (text, a form) is refused.
  scope.addContentTypeParser('*', { parseAs: 'buffer', ...limit }, (request, bytes, done) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (WORKBOOK_TYPES.has(type) && looksLikeZip(bytes as Buffer)) done(null, { kind: 'xlsx', bytes: bytes as Buffer } satisfies ImportFileBody);
    else done(options.notAFile(request) as FastifyError, undefined);
  });
}
