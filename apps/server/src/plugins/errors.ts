import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isValidationKey, validationMessage, type ApiError, type FieldError } from '@plantel/contracts';
import { ConflictError, ConflictFieldsError, ForbiddenError, InvalidFieldMessagesError, InvalidFieldsError, InvalidInputError, NotFoundError, UnauthorizedError } from '../services/common/errors';
import { ResponseShapeError } from './response-serializer';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields?: FieldError[],
): FastifyReply {
  const body: ApiError = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, requestId: request.id };
  if (fields) body.fields = fields;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function validationFields(error: FastifyError & { validationContext?: string }): FieldError[] {
  const location = (error.validationContext ?? 'body') as FieldError['location'];
  return (error.validation ?? []).flatMap((v) => {
    const raw = v.message ?? 'Invalid value';
    const params = (v.params as { params?: Record<string, string | number> } | undefined)?.params;
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A field the contract does not have (strict objects) is named itself, not its parent object.
    const unknown = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] } | undefined)?.keys : undefined;
    if (unknown?.length) return unknown.map((key) => fieldError(path ? `${path}.${key}` : key, location, 'is not a field of this request'));
    return [fieldError(path || location, location, raw, params)];
  });
}

/** A field's error; a message that is an i18n key travels with its key and params too. */
function fieldError(field: string, location: FieldError['location'], keyOrText: string, params?: Record<string, string | number>): FieldError {
  const error: FieldError = { field, location, message: validationMessage(keyOrText, params) };
  if (isValidationKey(keyOrText)) {
    error.key = keyOrText;
    if (params) error.params = params;
  }
  return error;
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'Malformed JSON body: the request body could not be parsed as JSON';
  }
  return error.message;
}

/** One JSON error shape for every failure; stack traces stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id in the path beyond any the database can hold names nothing: as any other unknown id.
      if (error.validationContext === 'params' && error.validation.every((v) => v.keyword === 'too_big')) return sendError(request, reply, 404, 'Not found');
      const fields = validationFields(error);
      request.log.info({ fields }, 'rejected invalid request');
      return sendError(request, reply, 400, 'Invalid request: ' + fields.map((f) => `${f.field} ${f.message}`).join('; '), fields);
    }
    if (error instanceof InvalidFieldsError) {
      const fields = error.fields.map((f) => fieldError(f.field, 'body', f.key, f.params));
      return sendError(request, reply, 400, 'Invalid request: ' + fields.map((f) => `${f.field} ${f.message}`).join('; '), fields);
    }
    if (error instanceof ConflictFieldsError) {
      const fields = error.fields.map((f) => fieldError(f.field, 'body', f.key, f.params));
      return sendError(request, reply, 409, fields.map((f) => f.message).join('; '), fields);
    }
    if (error instanceof InvalidFieldMessagesError) {
      const fields = error.fields.map((f) => ({ field: f.field, location: 'body' as const, message: f.message }));
      return sendError(request, reply, 400, 'Invalid request: ' + fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
    }
    if (error instanceof InvalidInputError) {
      return sendError(request, reply, 400, error.message, [{ field: error.field, location: error.location, message: error.message }]);
    }
    if (error instanceof NotFoundError) return sendError(request, reply, 404, error.message);
    if (error instanceof ConflictError) return sendError(request, reply, 409, error.message);
    if (error instanceof ForbiddenError) {
      return sendError(request, reply, 403, error.message, error.fields.length ? error.fields.map((f) => fieldError(f.field, 'body', f.key, f.params)) : undefined);
    }
    if (error instanceof UnauthorizedError) return sendError(request, reply.header('www-authenticate', 'Bearer'), 401, error.message);

    // Only with PLANTEL_RESPONSE_CHECKS (tests, development): say what the answer got wrong.
    if (error instanceof ResponseShapeError || error instanceof ResponseSerializationError) {
      request.log.error({ err: error }, 'response breaks its contract');
      const issues = error instanceof ResponseSerializationError ? `: ${error.cause.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` : '';
      return sendError(request, reply, 500, `${error.message}${issues}`);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, status, 'Internal server error; quote the request id when reporting it');
    }
    request.log.info({ code: error.code, message: error.message }, 'rejected request');
    return sendError(request, reply, status, clientMessage(error));
  });
});
