import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { finishedRequestLevel, SLOW_REQUEST_MS } from '../src/plugins/request-log';
import { createTestDatabase } from './helpers/test-database';

interface LogLine {
  level: number;
  msg: string;
  responseTime?: number;
}

/** The app at a log level, with what it logs kept as parsed lines. */
async function appLoggingAt(database: Database, level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: level });
  const app = await buildApp({ config, database, logger: { level, stream } });
  return { app, lines };
}

const INFO = 30;
const DEBUG = 20;

let database: Database;
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('request log lines', () => {
  it('are left out at info, so a started server prints only what someone should read', async () => {
    const { app, lines } = await appLoggingAt(database, 'info');
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/api/v2/sheds/' });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('are written at debug, with the answer time', async () => {
    const { app, lines } = await appLoggingAt(database, 'debug');
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines.find((l) => l.msg === 'incoming request')).toMatchObject({ level: DEBUG });
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ level: DEBUG, responseTime: expect.any(Number) });
  });

  it('stay at info for failed answers and slow ones', () => {
    expect(finishedRequestLevel(500, 3)).toBe('info');
    expect(finishedRequestLevel(503, 3)).toBe('info');
    expect(finishedRequestLevel(200, SLOW_REQUEST_MS)).toBe('info');
    expect(finishedRequestLevel(200, SLOW_REQUEST_MS - 1)).toBe('debug');
    expect(finishedRequestLevel(404, 3)).toBe('debug');
    expect(INFO).toBeGreaterThan(DEBUG);
  });
});
