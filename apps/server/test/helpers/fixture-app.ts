import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import { insertFarmFixture, type FarmFixture } from './farm-fixture';

export interface FixtureApp {
  t: TestApp;
  fx: FarmFixture;
  /** GET as a fixture user (tokens are cached per user). */
  get(username: string, url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh test database with the farm fixture inserted. */
export async function createFixtureApp(): Promise<FixtureApp> {
  const t = await createTestApp();
  const fx = await insertFarmFixture(t.database.db);
  return {
    t,
    fx,
    get: (username, url) => t.as(username, 'GET', url),
    close: () => t.close(),
  };
}
