import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/services/demo/demo-seed.service';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  /** Signs in through the API and returns the access token. */
  tokenFor(username: string, password?: string): Promise<string>;
  /** A request as a demo user, signed in once per user and reused, with any further `headers`. */
  as(username: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the demo database; `env` overrides configuration variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PLANTEL_RESPONSE_CHECKS: 'true', ...env });
  const app = await buildApp({ config, database });
  const tokenFor = async (username: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ access: string }>().access;
  };
  const tokens = new Map<string, Promise<string>>();
  return {
    app,
    database,
    tokenFor,
    async as(username, method, url, payload, headers = {}) {
      if (!tokens.has(username)) tokens.set(username, tokenFor(username));
      return app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { ...headers, authorization: `Bearer ${await tokens.get(username)}` } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
