import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema, SHED_LIST_CATEGORIES, SHED_STAGES } from '@plantel/contracts';
import { appVersion } from '../config';

/** The security requirement of routes that devices call with an ingest key instead of a user's token. */
export const INGEST_KEY_SECURITY = [{ ingestKey: [] }];

interface DocumentedSchema {
  operationId?: string;
  description?: string;
  hide?: boolean;
  security?: unknown[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, unknown>;
}

/** Answers that only some operations give: 409 when the record's state forbids the change, 403 on staff-only reads. */
const OPERATION_ERRORS: Record<string, number[]> = {
  putShedSlaughterPlan: [409],
  createWeighing: [409],
  updateWeighing: [409],
  updateDevice: [409],
  deleteDevice: [409],
  acknowledgeAlert: [409],
  updateFeedControl: [409],
  deleteFeedControl: [409],
  listRationTypes: [404],
  listFeedControls: [404],
  exportFeedControls: [404],
  listDevices: [403],
  listGatewayKeys: [403],
  listTelemetryDeadLetters: [403],
  getReportScheduleOptions: [403],
  listCompanyUsers: [403],
  listAudit: [403],
  exportAudit: [403],
  lodgeBatch: [409],
  archiveShed: [409],
  getNotificationPolicy: [403],
  listAlertDeliveries: [403],
  getWebhookSecret: [403],
  completeSetup: [403, 409],
  getSetupChecklist: [403],
  listHealthProducts: [403],
  getBatchHealthBook: [403],
  getBatchSanitaryBulletin: [403],
  getBatchSanitaryBulletinPdf: [403],
  listBatchSanitaryBulletinVersions: [403],
  getHealthProductTemplate: [403],
  getHealthSettings: [403],
  getAntimicrobialUse: [403],
  exportAntimicrobialUse: [403],
  getEventsWebhook: [403],
  getBatchLoadPlan: [403],
  listBatchLoadPlanVersions: [403],
  getBatchLoadPlanPdf: [403],
  listBatchForecastSnapshots: [403],
  getBatchSlaughterResults: [403],
  getBatchForecastAccuracy: [403],
};

/** Operations whose answer carries a secret: no Idempotency-Key for them (plugins/idempotency.ts). */
const SECRET_ANSWERS = new Set<string>();

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Documents the error answers every API route shares, in the one error shape: 400 (every route
 * checks its input), 401 for one that needs a token or key, 403 for a signed-in user's writes
 * (guests and non-staff) and 409 and 422 for its Idempotency-Key, 404 for a route with path parameters, 413 for one that takes a body, 429
 * for a rate-limited one. A route's own entries win. A documented API route without an operationId
 * stops the start, so the document always lets a client be generated from it.
 */
export function documentRouteErrors(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const schema = route.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide) return;
  const methods = methodsOf(route);
  if (methods.every((m) => m === 'HEAD')) return;
  if (!schema.operationId) throw new Error(`${methods.join(',')} ${route.url} has no operationId in its schema`);
  const response = (schema.response ??= {});
  const add = (code: number) => {
    if (!(code in response)) response[code] = apiErrorSchema;
  };
  const secured = schema.security === undefined || schema.security.length > 0;
  const userSecured = schema.security === undefined;
  // Every route checks its input, and the input guard refuses control characters anywhere in a request.
  add(400);
  if (secured) add(401);
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  if (userSecured && writes) add(403);
  const secretAnswer = (route.config as { secretAnswer?: boolean } | undefined)?.secretAnswer === true;
  if (secretAnswer) {
    SECRET_ANSWERS.add(schema.operationId);
    schema.description = `${schema.description ?? ''} An Idempotency-Key is not honoured here: this route's answers carry or spend a live secret (a password link, fresh tokens) and are never kept, so sending again writes again.`.trim();
  }
  // A signed-in user's write may carry an Idempotency-Key: 409 while its first send runs, 422 with another request.
  if (userSecured && writes && !secretAnswer) {
    add(409);
    add(422);
  }
  if (route.url.includes(':')) add(404);
  if (schema.body) add(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429);
  for (const code of OPERATION_ERRORS[schema.operationId] ?? []) add(code);
}

type OpenApiOperation = { operationId?: string; parameters?: { in: string; name: string }[]; responses?: Record<string, { description?: string; content?: Record<string, unknown> }> };
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> } & Record<string, unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = { schema: { type: 'string', format: 'binary' } };

/**
 * A route that answers a file (`produces`) still answers its errors in JSON; the document says so.
 * Operations without a JSON answer get theirs described: deletions answer 204, files and the alert
 * stream 200 with their media types.
 */
export function errorsAsJson(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation.responses ??= {});
      const produced = new Set<string>();
      for (const [code, response] of Object.entries(responses)) {
        if (Number(code) < 400 || !response.content || 'application/json' in response.content) continue;
        const [type] = Object.keys(response.content);
        produced.add(type!);
        response.content = { 'application/json': response.content[type!] };
      }
      if (Object.keys(responses).some((code) => code.startsWith('2'))) continue;
      if (method === 'delete') responses['204'] = { description: 'Done; no content' } as (typeof responses)[string];
      else if (operation.operationId === 'streamAlerts') responses['200'] = { description: 'Server-Sent Events', content: { 'text/event-stream': { schema: { type: 'string' } } } };
      else {
        const types = produced.size ? [...produced] : ['text/csv', XLSX];
        responses['200'] = { description: 'The file', content: Object.fromEntries(types.map((type) => [type, binary])) };
      }
    }
  }
  return document;
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** A signed-in user's writes take an optional Idempotency-Key header (plugins/idempotency.ts); the document says so on each. */
export function idempotencyHeaders(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item) as [string, OpenApiOperation & { security?: unknown[] }][]) {
      if (!WRITE_METHODS.has(method) || operation.security !== undefined || SECRET_ANSWERS.has(operation.operationId ?? '')) continue;
      (operation.parameters ??= []).push({
        in: 'header',
        name: 'Idempotency-Key',
        required: false,
        description:
          'Any 1-200 visible ASCII characters (a UUID). Sent again with the same request, the first answer comes back (Idempotent-Replayed: true) and nothing is written twice; 409 while the first send still runs; 422 with another request. A refused write frees its key.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      } as { in: string; name: string });
    }
  }
  return document;
}

const camel = (text: string) => text.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());

/**
 * `GET /api/v2/sheds/{id}` (one shed) and `GET /api/v2/sheds/{category}` (a list) share a template,
 * which OpenAPI cannot tell apart. The lists are a closed set of names, so the document spells each
 * list's URL out (`/api/v2/sheds/performance`, …, `listShedsPerformance`): concrete paths match
 * before templated ones, and the URLs served are the same.
 */
export function spellOutShedLists(document: OpenApiDocument): OpenApiDocument {
  const paths = document.paths;
  const template = '/api/v2/sheds/{category}';
  const item = paths?.[template];
  if (!paths || !item) return document;
  const spelled: typeof paths = {};
  for (const [path, value] of Object.entries(paths)) {
    if (path !== template) {
      spelled[path] = value;
      continue;
    }
    for (const name of [...SHED_LIST_CATEGORIES, ...SHED_STAGES]) {
      spelled[`/api/v2/sheds/${name}`] = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          {
            ...operation,
            operationId: `${operation.operationId ?? 'listSheds'}${camel(name)}`,
            parameters: operation.parameters?.filter((p) => !(p.in === 'path' && p.name === 'category')),
          },
        ]),
      );
    }
  }
  return { ...document, paths: spelled };
}

/** OpenAPI document generated from the zod contracts, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', documentRouteErrors);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Plantel API',
        version: appVersion,
        license: { name: 'UNLICENSED' },
        description:
          'Monitoring of poultry and swine sheds. Every error answers `{statusCode, error, message, requestId, fields?}` (a 400 lists each field with its location and reason). Sign in with `POST /api/v1/token/` and send the token as `Authorization: Bearer <token>`.',
      },
      servers: [
        {
          url: '{origin}',
          description: 'A Plantel server: its address, without a path (every path of this document starts with /api)',
          variables: { origin: { default: 'http://localhost:8080', description: 'Scheme, host and port of the installation' } },
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/v1/token/' },
          ingestKey: { type: 'http', scheme: 'bearer', description: "A device's or gateway's ingest key (telemetry only)" },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) => idempotencyHeaders(errorsAsJson(spellOutShedLists(('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as OpenApiDocument))),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
