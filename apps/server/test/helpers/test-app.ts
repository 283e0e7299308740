import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/simulator/demo-seed';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  /** Signs in through the API and returns the access token. */
  tokenFor(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the demo database; `env` overrides configuration variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    async tokenFor(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ access: string }>().access;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
