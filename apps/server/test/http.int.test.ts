import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { usingPostgres } from './helpers/test-database';

function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Plantel</title><div id="root"></div>');
  const js = 'console.log("plantel");'.repeat(50);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dist;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeWebBuild();
  t = await createTestApp({ PLANTEL_WEB_DIST: dist, PLANTEL_BODY_LIMIT: '2048' });
  t.app.get('/api/v1/explode', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database engine and version without authentication', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' });
  });
});

describe('API errors', () => {
  it('answers an unknown API route with a JSON 404, never the web page', async () => {
    const res = await t.app.inject('/api/v9/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(res.json()).message).toContain('/api/v9/nothing-here');
  });

  it('answers a wrong method with 405 and the allowed ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/token/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    const del = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'x'.repeat(5000), password: 'y' } });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).statusCode).toBe(413);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/token/', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
  });

  it('hides the cause of an unexpected failure behind a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(res.statusCode).toBe(500);
    const body = apiErrorSchema.parse(res.json());
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/\.ts:\d+/);
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // One framing policy: the CSP's, with no X-Frame-Options saying otherwise.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('tells browsers and proxies to keep no API answer, the sign-in token included', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username: 'tecnico', password: 'plantel' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const res of [await t.app.inject('/api/health'), await t.app.inject('/api/v2/sheds/1'), await t.app.inject('/api/nowhere')]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('web app', () => {
  it('answers any page outside /api with index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/login', '/broiler/performance/dashboard/12?sex=3']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('plantel');
    const gz = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
  });

  it('serves plain files such as robots.txt', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/v1/token'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});
