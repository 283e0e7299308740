import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRouteErrors } from '../src/plugins/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

type ErrorSchema = { type?: string; required?: string[]; properties?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: ErrorSchema & { anyOf?: ErrorSchema[] } }> }>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ method, path: p, op })));
});
afterAll(() => t.close());

/** Writes whose answers carry or spend a live secret, never kept for a replay (plugins/idempotency.ts). */
const SECRET_ANSWERS = ['createCompanyUser', 'inviteCompanyUser', 'resetCompanyUserPassword', 'deactivateCompanyUser', 'reactivateCompanyUser', 'changeOwnPassword', 'rotateWebhookSecret'];

const errorShape = (op: Operation, code: string) => op.responses[code]?.content?.['application/json']?.schema;
const expectErrorShape = (op: Operation, code: string, where: string) => {
  const documented = errorShape(op, code);
  expect(documented, `${where} documents ${code}`).toBeDefined();
  // A route may answer a richer 400 beside the one shape (the batch import's refusals).
  const schema = documented!.anyOf?.find((s) => s.required?.join() === 'statusCode,error,message,requestId') ?? documented;
  expect(schema!.required, `${where} ${code} is the error shape`).toEqual(['statusCode', 'error', 'message', 'requestId']);
  expect(Object.keys(schema!.properties ?? {})).toEqual(['statusCode', 'error', 'message', 'requestId', 'fields']);
};

describe('the served OpenAPI document', () => {
  it('gives every operation a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(({ method, path: p, op }) => {
      expect(op.operationId, `${method} ${p}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path: p, op } of operations) expect(Object.keys(op.responses).some((code) => code.startsWith('2')), `${method} ${p} documents its success`).toBe(true);
    expect(doc.paths['/api/v2/weighings/{id}']!.delete!.responses['204']).toBeDefined();
    expect(Object.keys(doc.paths['/api/v2/batches/{id}/report']!.get!.responses['200']!.content!)).toEqual(['application/pdf']);
    // Stable names a generated client keeps calling.
    expect(doc.paths['/api/v2/batches/{id}/performance']!.get!.operationId).toBe('getBatchPerformance');
    expect(doc.paths['/api/v2/sheds/{id}']!.get!.operationId).toBe('getShed');
    expect(doc.paths['/api/v2/sheds/performance']!.get!.operationId).toBe('listShedsPerformance');
    expect(doc.paths['/api/v1/token']!.post!.operationId).toBe('createToken');
  });

  it('documents the error answers in the one error shape: 400 everywhere, 401 when secured, 404 with path parameters, 413 with a body', () => {
    for (const { method, path: p, op } of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      const secured = op.security === undefined || op.security.length > 0;
      if (secured) expectErrorShape(op, '401', where);
      expectErrorShape(op, '400', where);
      if (op.parameters?.some((x) => x.in === 'path')) expectErrorShape(op, '404', where);
      if (op.requestBody) expectErrorShape(op, '413', where);
      const writes = method !== 'get' && secured && p !== '/api/v2/telemetry';
      if (writes) expectErrorShape(op, '403', where);
      // A signed-in user's write takes an Idempotency-Key, and documents its answers; one that answers a secret says it takes none.
      const takesKey = op.parameters?.some((x) => x.in === 'header' && x.name === 'Idempotency-Key') ?? false;
      if (writes && op.security === undefined && SECRET_ANSWERS.includes(op.operationId!)) {
        expect(takesKey, where).toBe(false);
        expect(op.description, where).toContain('An Idempotency-Key is not honoured here');
      } else if (writes && op.security === undefined) {
        expect(takesKey, where).toBe(true);
        expectErrorShape(op, '409', where);
        expectErrorShape(op, '422', where);
      }
    }
    const secretOperations = operations.filter(({ op }) => op.description?.includes('An Idempotency-Key is not honoured here')).map(({ op }) => op.operationId);
    expect(secretOperations.sort()).toEqual([...SECRET_ANSWERS].sort());
    const login = doc.paths['/api/v1/token']!.post!;
    expect(login.security).toEqual([]);
    expectErrorShape(login, '429', 'sign-in');
    expect(doc.paths['/api/health']!.get!.responses['401']).toBeUndefined();
    expectErrorShape(doc.paths['/api/v2/alerts/{id}/acknowledge']!.post!, '409', 'acknowledge');
    expect(doc.paths['/api/v2/telemetry']!.post!.security).toEqual([{ ingestKey: [] }]);
  });

  it('refuses an unknown key in every request body: each of its objects, at any depth, takes no other property', () => {
    const open: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as { type?: unknown; properties?: Record<string, unknown>; additionalProperties?: unknown; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
      if (schema.properties && schema.additionalProperties !== false) open.push(where);
      for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${name}`);
      walk(schema.items, `${where}[]`);
      for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(child, where);
    };
    for (const { method, path: p, op } of operations) {
      const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      for (const [type, content] of Object.entries(body ?? {})) if (type.includes('json')) walk(content.schema, `${method.toUpperCase()} ${p} body`);
    }
    expect(open).toEqual([]);
  });

  it('has servers and no two paths that differ only in parameter names', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(doc.paths['/api/v2/sheds/{category}']).toBeUndefined();
  });

  it('describes real URLs: a spelled-out shed list and a shed by id both answer', async () => {
    const lists = Object.keys(doc.paths).filter((p) => /^\/api\/v2\/sheds\/[a-z_-]+$/.test(p));
    expect(lists.length).toBe(14);
    for (const list of lists) expect((await t.as('admin', 'GET', `${list}?limit=1`)).statusCode, list).toBe(200);
    const first = (await t.as('admin', 'GET', '/api/v2/sheds/performance?limit=1')).json<{ results: { id: number }[] }>().results[0]!;
    expect((await t.as('admin', 'GET', `/api/v2/sheds/${first.id}`)).statusCode).toBe(200);
  });

  it('passes `redocly lint` with no error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/package.json').replace(/package\.json$/, 'bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    let report: { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], { env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
      report = JSON.parse(stdout) as typeof report;
    } catch (err) {
      const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
      expect.fail(`redocly lint failed:\n${stdout.slice(0, 4000)}${stderr.slice(0, 2000)}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Left as warnings: `minimal_consumption` and `acknowledge` can never be an alert id (`^[1-9][0-9]*$`), which the rule does not read.
    const ambiguous = report.problems.filter((p) => p.ruleId === 'no-ambiguous-paths').map((p) => p.message);
    // redocly names one pair per path it meets first; each named pair is one of these.
    const known = [
      '`/api/v2/alerts/acknowledge/{token}` and `/api/v2/alerts/{id}/acknowledge`',
      '`/api/v2/alerts/minimal_consumption/{id}` and `/api/v2/alerts/{id}/acknowledge`',
      '`/api/v2/alerts/minimal_consumption/{id}` and `/api/v2/alerts/{id}/water-chart`',
      '`/api/v2/alerts/acknowledge/{token}` and `/api/v2/alerts/{id}/water-chart`',
    ];
    expect(ambiguous.length).toBeGreaterThan(0);
    for (const message of ambiguous) expect(known.some((pair) => message.includes(pair)), message).toBe(true);
  }, 90_000);

  it('refuses to start when an API route has no operationId', async () => {
    const app = Fastify();
    app.addHook('onRoute', documentRouteErrors);
    expect(() => app.get('/api/v2/undocumented', { schema: { summary: 'no id' } }, async () => ({}))).toThrow(/GET \/api\/v2\/undocumented has no operationId/);
    const schema: { operationId: string; params: object; response?: object } = { operationId: 'getDocumented', params: {} };
    documentRouteErrors({ method: 'PATCH', url: '/api/v2/documented/:id', schema, handler: () => ({}) });
    expect(Object.keys(schema.response!)).toEqual(['400', '401', '403', '404', '409', '422']);
    const health: { operationId: string; security: never[]; response?: object } = { operationId: 'getHealth', security: [] };
    documentRouteErrors({ method: 'GET', url: '/api/health', schema: health, handler: () => ({}) });
    expect(Object.keys(health.response!)).toEqual(['400']);
  });
});
