// API throughput and latency on a real server (embedded PGlite, or PostgreSQL with DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';
import { seedDemo } from '../apps/server/src/simulator/demo-seed';

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  authenticated: boolean;
}

export async function runApiBench(seconds = 10) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-'));
  const config = loadConfig({
    ...process.env,
    PLANTEL_DATA_DIR: dataDir,
    PLANTEL_WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    PLANTEL_LOGIN_MAX_PER_USER: '1000000',
    PLANTEL_LOGIN_MAX_PER_CLIENT: '1000000',
  });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const credentials = JSON.stringify({ username: 'produtor', password: 'plantel' });
    const login = await fetch(`${base}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials });
    const { access } = (await login.json()) as { access: string };
    const shedId = (await database.db.query.sheds.findFirst({ columns: { id: true } }))!.id;

    const scenarios: Scenario[] = [
      { name: 'health', path: '/api/health', authenticated: false },
      { name: 'shed by id (JWT check + user lookup + scoped query)', path: `/api/v2/sheds/${shedId}`, authenticated: true },
      { name: 'login (scrypt-bound by design)', path: '/api/v1/token/', method: 'POST', body: credentials, authenticated: false },
    ];
    const results = [];
    for (const s of scenarios) {
      const r = await autocannon({
        url: base + s.path,
        method: s.method ?? 'GET',
        body: s.body,
        connections: s.method === 'POST' ? 4 : 50,
        duration: seconds,
        headers: { 'content-type': 'application/json', ...(s.authenticated ? { authorization: `Bearer ${access}` } : {}) },
      });
      results.push({
        scenario: s.name,
        connections: r.connections,
        requests_per_second: Math.round(r.requests.average),
        latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
        non_2xx: r.non2xx,
        errors: r.errors,
      });
      console.log(`${s.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
    }
    return { database: database.kind, duration_s: seconds, results };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
