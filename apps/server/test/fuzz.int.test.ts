import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Bad input, generated from the served OpenAPI document: for every operation, every path and query
 * parameter and every body field gets out-of-range and non-decimal ids, NUL and control characters,
 * huge, tiny, negative, NaN and Infinity numbers, ancient and far-future dates, wrong types, and
 * missing and unknown fields, as admin, vendas (a guest) and outra (another company). No answer may
 * be a 5xx, take over 5 s, or be an error that is not the one documented error shape.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Case {
  operation: Operation;
  method: Method;
  path: string;
  /** What is bad, for the failure message. */
  what: string;
  url: string;
  /** Raw JSON text (so 1e999 goes as written), or undefined for no body. */
  body?: string;
  /** Request headers the case sends besides the credentials. */
  headers?: Record<string, string>;
}

const USERS = ['admin', 'vendas', 'outra'] as const;
/** A bad input must not make the server hang (an unbounded query, a regex gone quadratic). */
const MAX_MS = 5_000;

let t: TestApp;
let doc: Doc;
const tokens = new Map<string, string>();
let ingestKey = '';
/** Real ids of the demo, so bad values reach past the lookups. */
const sample = { shed: '1', batch: '1', silo: '1', device: '1' };

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_LOGIN_MAX_PER_CLIENT: '1000000', PLANTEL_LOGIN_MAX_PER_USER: '1000000' });
  doc = (await t.app.inject('/api/docs/json')).json<Doc>();
  for (const user of USERS) tokens.set(user, await t.tokenFor(user));
  const list = (await t.as('admin', 'GET', '/api/v2/sheds/performance?limit=1&stage=lodged')).json<{ results: { id: number }[] }>();
  const shedId = list.results[0]!.id;
  const shed = (await t.as('admin', 'GET', `/api/v2/sheds/${shedId}`)).json<{ batches: { id: number }[]; silos: { id: number }[]; devicesList: { id: number }[] }>();
  Object.assign(sample, { shed: String(shedId), batch: String(shed.batches[0]!.id), silo: String(shed.silos[0]?.id ?? 1), device: String(shed.devicesList[0]?.id ?? 1) });
  const key = await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'fuzz' });
  expect(key.statusCode, key.body).toBe(201);
  ingestKey = key.json<{ secret: string }>().secret;
}, 120_000);
afterAll(() => t?.close());

const resolve = (schema: Schema | undefined): Schema => {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  return schema;
};
const branches = (schema: Schema) => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(resolve);
const typeOf = (schema: Schema): string | undefined => {
  const s = resolve(schema);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type) return type;
  const first = branches(s).find((b) => typeOf(b) !== 'null');
  return first ? typeOf(first) : undefined;
};
const isIdLike = (name: string, schema: Schema) =>
  /^\^\[1-9\]/.test(resolve(schema).pattern ?? '') || name === 'id' || name.endsWith('_id') || ['batch', 'silo', 'shed', 'company'].includes(name);
const isDate = (schema: Schema) => {
  const s = resolve(schema);
  return s.format === 'date' || branches(s).some((b) => b.format === 'date') || /\\d\{4\}-/.test(s.pattern ?? '');
};
const isDateTime = (schema: Schema) => {
  const s = resolve(schema);
  return s.format === 'date-time' || branches(s).some((b) => b.format === 'date-time');
};

/** A value the schema accepts, as far as the document tells (refinements aside). */
function example(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.allOf?.length) return example(schema.allOf[0], depth);
  const options = branches(schema).filter((b) => b.type !== 'null');
  if (options.length) return example(options[0], depth);
  const type = typeOf(schema);
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    if (depth > 6) return out;
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(name) || depth === 0) out[name] = example(prop, depth + 1);
    }
    return out;
  }
  if (type === 'array') return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items, depth + 1));
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
    return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return true;
  if (isDateTime(schema)) return '2026-01-10T12:00:00.000Z';
  if (isDate(schema)) return '2026-01-10';
  if (schema.pattern && /^\^\[1-9\]/.test(schema.pattern)) return '1';
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'fuzz'.padEnd(schema.minLength ?? 1, 'z');
}

// The kinds of bad values; each parameter and field gets every kind that applies to it.
const BAD_IDS = ['0', '-1', '2147483648', '99999999999999999999', '1e3', '0x10', '+1', ' 1', '01', '1.5', 'abc'];
const BAD_NUMBERS = ['1e999', '-1e999', 'NaN', 'Infinity', '-Infinity', '1e-50', '-1', '1e308', 'abc'];
const BAD_DATES = ['0000-01-01', '0001-06-15', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30', '20260101'];
const BAD_DATETIMES = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-01-01T25:00:00Z', '2026-01-01'];
const BAD_TEXT = ['\u0000', 'a\u0001b', '\u007f', 'x'.repeat(20_000), ''];

/** Bad values for a path or query string parameter, as text. */
function badTexts(name: string, schema: Schema | undefined): string[] {
  const s = resolve(schema);
  const type = typeOf(s);
  const values = [...BAD_TEXT];
  if (isIdLike(name, s)) values.push(...BAD_IDS);
  if (type === 'integer' || type === 'number') values.push(...BAD_NUMBERS);
  if (isDate(s)) values.push(...BAD_DATES);
  if (isDateTime(s)) values.push(...BAD_DATETIMES);
  if (type === 'boolean') values.push('maybe', '2');
  if (s.enum || branches(s).some((b) => b.enum)) values.push('not-a-choice');
  return [...new Set(values)];
}

/** Bad JSON values (as JSON text) for a body field. */
function badJson(name: string, schema: Schema | undefined): string[] {
  const s = resolve(schema);
  const type = typeOf(s);
  // Wrong types: null, an array, an object, and a value of another kind.
  const values = ['null', '[]', '{}', type === 'string' ? '123' : '"fuzz"'];
  if (type === 'integer' || type === 'number') values.push('1e999', '-1e999', '1e308', '-1e308', '1e-300', '-1', '2147483648', '1.5', '"NaN"', '"Infinity"');
  if (type === 'string') for (const text of [...BAD_TEXT, ...(isDate(s) ? BAD_DATES : []), ...(isDateTime(s) ? BAD_DATETIMES : [])]) values.push(JSON.stringify(text));
  if (isIdLike(name, s)) values.push('"1"', '0', '2147483648');
  if (type === 'array') values.push('[null]', '["\\u0000"]', JSON.stringify(Array.from({ length: 5000 }, () => 1)));
  return [...new Set(values)];
}

const urlOf = (path: string, params: Record<string, string>, query: Record<string, string>) => {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
};

const validPathValue = (path: string, name: string, schema: Schema | undefined): string => {
  if (name === 'module') return String(example(schema));
  if (name === 'category') return 'performance';
  if (/^\/api\/v2\/(sheds|exports\/sheds)|silos-shed/.test(path)) return sample.shed;
  if (/batches|slaughter-weight-projection/.test(path)) return sample.batch;
  if (/\/silos\//.test(path)) return sample.silo;
  if (/\/devices\//.test(path)) return sample.device;
  return '1';
};

/** Sets a JSON value at a dotted path of a body built from the schema's example. */
function bodyWith(base: unknown, path: string[], raw: string | undefined): string {
  const marker = '"__FUZZ__"';
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (raw === undefined) delete node[last];
  else node[last] = '__FUZZ__';
  return raw === undefined ? JSON.stringify(copy) : JSON.stringify(copy).replace(marker, raw);
}

/** Every field of a body, with its schema: objects inside, and the first item of arrays. */
function fields(schema: Schema | undefined, base: unknown, path: string[] = []): { path: string[]; schema: Schema; required: boolean }[] {
  const s = resolve(schema);
  const out: { path: string[]; schema: Schema; required: boolean }[] = [];
  if (base === null || typeof base !== 'object') return out;
  const objectSchema = s.properties ? s : (branches(s).find((b) => b.properties) ?? s);
  if (Array.isArray(base)) {
    if (base.length) out.push(...fields(s.items, base[0], [...path, '0']).map((f) => f));
    return out;
  }
  for (const [name, prop] of Object.entries(objectSchema.properties ?? {})) {
    if (!(name in (base as object))) continue;
    const child = [...path, name];
    out.push({ path: child, schema: prop, required: objectSchema.required?.includes(name) ?? false });
    out.push(...fields(prop, (base as Record<string, unknown>)[name], child));
  }
  return out;
}

function casesOf(path: string, method: Method, operation: Operation): Case[] {
  const cases: Case[] = [];
  const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const validParams = Object.fromEntries(params.map((p) => [p.name, validPathValue(path, p.name, p.schema)]));
  const validQuery = Object.fromEntries(queries.filter((q) => q.required).map((q) => [q.name, String(example(q.schema))]));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? example(bodySchema) : undefined;
  const baseBody = validBody === undefined ? undefined : JSON.stringify(validBody);
  const add = (what: string, url: string, body = baseBody, headers?: Record<string, string>) => cases.push({ operation, method, path, what, url, body, ...(headers ? { headers } : {}) });

  for (const p of params) {
    // An empty segment is another URL (another route, or a 405), not a bad value of this one.
    for (const bad of badTexts(p.name, p.schema).filter((v) => v !== '')) add(`path ${p.name}=${JSON.stringify(bad.slice(0, 40))}`, urlOf(path, { ...validParams, [p.name]: bad }, validQuery));
  }
  for (const q of queries) {
    for (const bad of badTexts(q.name, q.schema)) add(`query ${q.name}=${JSON.stringify(bad.slice(0, 40))}`, urlOf(path, validParams, { ...validQuery, [q.name]: bad }));
    add(`query ${q.name} twice`, `${urlOf(path, validParams, validQuery)}${Object.keys(validQuery).length ? '&' : '?'}${q.name}=1&${q.name}=2`);
    if (q.required) {
      const { [q.name]: _, ...without } = validQuery;
      add(`query ${q.name} missing`, urlOf(path, validParams, without));
    }
  }
  // A write's Idempotency-Key: too long, or not visible ASCII.
  for (const h of (operation.parameters ?? []).filter((p) => p.in === 'header')) {
    for (const bad of ['x'.repeat(201), 'espaço é', '']) add(`header ${h.name}=${JSON.stringify(bad.slice(0, 40))}`, urlOf(path, validParams, validQuery), baseBody, { [h.name]: bad });
  }
  if (method === 'GET') add('unknown query parameter', `${urlOf(path, validParams, validQuery)}${Object.keys(validQuery).length ? '&' : '?'}zz_unknown=1`);
  if (bodySchema) {
    const url = urlOf(path, validParams, validQuery);
    for (const field of fields(bodySchema, validBody)) {
      const name = field.path.join('.');
      for (const bad of badJson(field.path[field.path.length - 1]!, field.schema)) add(`body ${name}=${bad.slice(0, 40)}`, url, bodyWith(validBody, field.path, bad));
      if (field.required) add(`body ${name} missing`, url, bodyWith(validBody, field.path, undefined));
    }
    if (validBody !== null && typeof validBody === 'object' && !Array.isArray(validBody)) add('body unknown field', url, JSON.stringify({ ...validBody, zz_unknown: '\u0000' }));
    for (const whole of ['', 'null', '[]', '"text"', '1e999', '{"a":', '{}']) add(`body ${JSON.stringify(whole)}`, url, whole);
  }
  return cases;
}

describe('fuzz: bad input from the OpenAPI document', () => {
  it('never answers 5xx, never hangs over 5 s, and answers every error in the documented shape', async () => {
    const cases: Case[] = [];
    const skipped: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [m, operation] of Object.entries(item)) {
        // The alert stream never ends; its one input, Last-Event-ID, has its own tests (alerts.int.test.ts).
        if (operation.operationId === 'streamAlerts') {
          skipped.push(operation.operationId);
          continue;
        }
        cases.push(...casesOf(path, m.toUpperCase() as Method, operation));
      }
    }
    const operations = new Set(cases.map((c) => c.operation.operationId));
    const all = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    // Every operation with input gets bad values (those without any take none), but the stream.
    for (const id of all) {
      const op = Object.values(doc.paths).flatMap((item) => Object.values(item)).find((o) => o.operationId === id)!;
      const hasInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      if (hasInput && !skipped.includes(id)) expect(operations.has(id), id).toBe(true);
    }

    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const send = async (c: Case, user: (typeof USERS)[number]) => {
      const telemetry = c.path.startsWith('/api/v2/telemetry');
      const authorization = `Bearer ${telemetry ? ingestKey : tokens.get(user)}`;
      const started = performance.now();
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...c.headers, authorization, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(c.body === undefined ? {} : { payload: c.body }),
      });
      const ms = performance.now() - started;
      sent++;
      const where = `${c.method} ${c.path} (${c.operation.operationId}) as ${telemetry ? 'ingest key' : user}, ${c.what}`;
      if (res.statusCode >= 500) {
        serverErrors++;
        failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (ms > MAX_MS) failures.push(`${where}: took ${Math.round(ms)} ms`);
      if (res.statusCode >= 400 && res.statusCode < 500) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        // The imports' 400 may carry their refusals beside the usual fields.
        const refused = (c.operation.operationId === 'importBatch' || c.operation.operationId === 'importRegister') && res.statusCode === 400;
        const shaped = refused ? apiErrorSchema.loose().safeParse(body) : apiErrorSchema.strict().safeParse(body);
        if (!shaped.success || shaped.data.statusCode !== res.statusCode) failures.push(`${where}: ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
        if (!(String(res.statusCode) in c.operation.responses)) failures.push(`${where}: ${res.statusCode} is not documented (${Object.keys(c.operation.responses).join(', ')})`);
      }
    };
    // admin, who may do everything, takes every case, so each value reaches the services and the
    // database; the guest and the other company take every third, in turn (their refusals come sooner).
    for (const [i, c] of cases.entries()) {
      await send(c, 'admin');
      if (i % 3 === 0) await send(c, i % 6 === 0 ? 'vendas' : 'outra');
    }
    console.log(`${sent} bad requests, ${serverErrors} server errors (${operations.size} operations, ${USERS.join(', ')}; skipped: ${skipped.join(', ')})`);
    expect(failures.slice(0, 60)).toEqual([]);
  }, 600_000);
});
