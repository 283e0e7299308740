import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database';
import { batchDivisions, batches, companies, devices, producers, properties, sheds } from '../src/db/schema';
import { rowsOf } from '../src/repositories/sql-text';
import { issueKeyFromCli } from '../src/services/telemetry/devices.service';
import { adminQuery, scratchDatabaseName, withDatabase } from './helpers/postgres-admin';
import { startServerProcess } from './helpers/server-process';

const DAY = 86_400_000;
const BATCH = 200;

/** A database of the test's own that a separate server process can open: a PostgreSQL database, or a PGlite directory. */
function target() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = scratchDatabaseName(url);
    const databaseUrl = withDatabase(url, name);
    return {
      config: { databaseUrl, dataDir: '' },
      env: { DATABASE_URL: databaseUrl },
      create: () => adminQuery(url, `CREATE DATABASE "${name}"`),
      drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-crash-'));
  return {
    config: { databaseUrl: undefined, dataDir },
    env: { PLANTEL_DATA_DIR: dataDir, DATABASE_URL: '' },
    create: async () => {},
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('a server killed while taking readings', () => {
  const db = target();
  const env: Record<string, string> = { ...(db.env as Record<string, string>), PLANTEL_DEMO: 'false', PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' };
  let key: string;
  let device: number;

  beforeAll(async () => {
    await db.create();
    const database = await openDatabase(db.config);
    try {
      const [company] = await database.db.insert(companies).values({ name: 'Granja' }).returning();
      const c = company!.id;
      const [producer] = await database.db.insert(producers).values({ companyId: c, name: 'P' }).returning();
      const [property] = await database.db.insert(properties).values({ companyId: c, producerId: producer!.id, name: 'Sítio', ownerName: 'Dona' }).returning();
      const [shed] = await database.db.insert(sheds).values({ companyId: c, propertyId: property!.id, identification: 'A1', name: 'A1', productionTypeExternalId: 3 }).returning();
      const [batch] = await database.db
        .insert(batches)
        .values({ companyId: c, shedId: shed!.id, identification: 'L1', stage: 'lodged', lineage: 'Cobb 500', initialLodged: 1000, currentLodged: 1000, openingDate: new Date(Date.now() - 20 * DAY) })
        .returning();
      await database.db.insert(batchDivisions).values({ companyId: c, batchId: batch!.id, identification: 'Box 1' });
      const [s0] = await database.db.insert(devices).values({ companyId: c, shedId: shed!.id, type: 'S0', identification: 'S0-1', position: 'Box 1' }).returning();
      device = s0!.id;
      key = (await issueKeyFromCli(database.db, c, { deviceId: device })).key;
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => db.drop());

  it('keeps every acknowledged reading, and a resend of everything stores each reading exactly once', async () => {
    const until = Date.now() - 60_000;
    const batchOf = (start: number) =>
      Array.from({ length: BATCH }, (_, k) => ({
        device,
        message_id: `crash-${start + k}`,
        device_time: new Date(until - (start + k) * 1000).toISOString(),
        values: { environment_temperature: 25, humidity: 60 },
      }));
    const post = (url: string, start: number) =>
      fetch(`${url}/api/v2/telemetry`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ readings: batchOf(start) }) });

    let server = await startServerProcess(env);
    const sent: number[] = [];
    const acknowledged: number[] = [];
    let stop = false;
    const workers = [0, 1, 2].map(async () => {
      while (!stop) {
        const start = sent.length * BATCH;
        sent.push(start);
        const res = await post(server.url, start).catch(() => null);
        if (res?.ok && (await res.json().catch(() => null))) acknowledged.push(start);
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await server.kill();
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(0);

    // At once: on PGlite the killed process's directory lock names a process that no longer runs.
    server = await startServerProcess(env);
    try {
      for (const start of sent) {
        const res = await post(server.url, start);
        const body = (await res.json()) as { accepted: number; duplicates: number };
        expect(body.accepted + body.duplicates).toBe(BATCH);
        if (acknowledged.includes(start)) expect(body.duplicates).toBe(BATCH);
      }
    } finally {
      await server.stop();
    }

    const database = await openDatabase(db.config);
    try {
      const [stored] = rowsOf<{ rows: number; distinct: number }>(
        await database.db.execute(sql`select count(*)::int as rows, count(distinct measured_at)::int as distinct from s0_readings where device_id = ${device}`),
      );
      expect(stored).toEqual({ rows: sent.length * BATCH, distinct: sent.length * BATCH });
    } finally {
      await database.close();
    }
  }, 120_000);
});
