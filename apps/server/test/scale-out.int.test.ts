import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { loginResponseSchema, telemetryResultSchema, type TelemetryResult } from '@plantel/contracts';
import type { Database } from '../src/db/database';
import { alerts, batches, companies, devices } from '../src/db/schema';
import { rowsOf } from '../src/repositories/sql-text';
import { issueKeyFromCli } from '../src/services/telemetry/devices.service';
import { DEMO_PASSWORD } from '../src/services/demo/demo-seed.service';
import { openAlertStream } from './helpers/alert-stream';
import { startTestBroker, type TestBroker } from './helpers/mqtt-broker';
import { startTestRedis, type TestRedis } from './helpers/redis-server';
import { startServerProcess } from './helpers/server-process';
import { createTestDatabase, postgresUrlOf } from './helpers/test-database';

// Two copies cannot share the embedded database (one process owns its directory): this test runs in
// the API suite on PostgreSQL (DATABASE_URL), on a database of its own copied from the demo template.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Scale-out test skipped: it needs PostgreSQL (run the API tests with DATABASE_URL); two server copies cannot share the embedded database.');
const broker: TestBroker | null = onPostgres ? await startTestBroker() : null;
const redis: TestRedis | null = broker ? await startTestRedis() : null;
afterAll(async () => {
  await broker?.stop();
  await redis?.stop();
});

const MAX_PER_USER = 5;
const HTTP_BATCHES = 24;
const HTTP_BATCH = 20;
const MQTT_MESSAGES = 120;

type Copy = Awaited<ReturnType<typeof startServerProcess>>;
interface Reading {
  device: number;
  message_id: string;
  device_time: string;
  values: { co2: number };
}

describe.runIf(broker && redis)('two server copies on one PostgreSQL, Mosquitto and Redis, one killed mid-work', () => {
  let database: Database;
  let env: (name: string) => Record<string, string>;
  let a: Copy;
  let b: Copy;
  let device: { id: number; company: number; key: string };
  let adminToken: string;
  const startedAt = new Date();
  const base = Date.now() - 120_000;
  let sequence = 0;
  const reading = (prefix: string): Reading => {
    const n = sequence++;
    return { device: device.id, message_id: `${prefix}-${n}`, device_time: new Date(base - n * 1000).toISOString(), values: { co2: 600 + (n % 400) } };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = postgresUrlOf(database);
    env = (name) => ({
      DATABASE_URL: url,
      REDIS_URL: redis!.url,
      MQTT_URL: broker!.url,
      PLANTEL_MQTT_CLIENT_ID: `scale-${name}`,
      PLANTEL_DEMO: '0',
      PLANTEL_WEB_DIST: '/nonexistent',
      PLANTEL_ALERTS_INTERVAL_SECONDS: '1',
      PLANTEL_ALERT_FEED_INTERVAL_MS: '200',
      PLANTEL_LOGIN_MAX_PER_USER: String(MAX_PER_USER),
      LOG_LEVEL: 'error',
    });
    // A climate sensor of its own beside one of a housed shed's, so every reading of it is the test's.
    const [company] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo'));
    const [sibling] = await database.db
      .select({ shed: devices.shedId, position: devices.position })
      .from(devices)
      .innerJoin(batches, and(eq(batches.shedId, devices.shedId), isNull(batches.closingDate)))
      .where(and(eq(devices.companyId, company!.id), eq(devices.type, 'D0')))
      .limit(1);
    const [own] = await database.db.insert(devices).values({ companyId: company!.id, shedId: sibling!.shed, type: 'D0', identification: 'D0-scale', position: sibling!.position }).returning();
    device = { id: own!.id, company: company!.id, key: (await issueKeyFromCli(database.db, company!.id, { deviceId: own!.id })).key };
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.close();
  });

  const signIn = (copy: Copy, username: string, password: string) =>
    fetch(`${copy.url}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });

  /** The attempt (1-based) that was first refused for too many, trying each copy of `copies` in turn. */
  async function firstRefusedAttempt(copies: Copy[], username: string) {
    for (let attempt = 1; attempt <= 3 * MAX_PER_USER; attempt++) {
      const res = await signIn(copies[attempt % copies.length]!, username, 'wrong password');
      if (res.status === 429) return attempt;
      expect(res.status).toBe(401);
    }
    return null;
  }

  it('refuses failed sign-ins spread over both copies at the same count as on one copy', async () => {
    const onOne = await firstRefusedAttempt([a], 'nobody-one');
    expect(onOne).toBe(MAX_PER_USER + 1);
    expect(await firstRefusedAttempt([a, b], 'nobody-both')).toBe(onOne);
    // Counted per username: the demo admin still signs in, on either copy.
    const res = await signIn(b, 'admin', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    adminToken = loginResponseSchema.parse(await res.json()).access;
  });

  it('keeps every acknowledged reading once, resumes the alert stream on the survivor without a gap, and the survivor runs the scheduled alert evaluation', async () => {
    const db = database.db;
    // An alert stream on copy A sees a change made through copy B.
    const before = await openAlertStream(a.url, adminToken);
    await new Promise((r) => setTimeout(r, 500));
    // Alerts the copies' evaluations have found still holding, so none resolves under the test.
    const holding = and(eq(alerts.companyId, device.company), eq(alerts.state, 'open'), sql`${alerts.lastSeenAt} > ${startedAt}`);
    await expect.poll(async () => (await db.select({ id: alerts.id }).from(alerts).where(holding)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const unresolved = await db.select({ id: alerts.id }).from(alerts).where(holding).limit(2);
    expect(unresolved.length).toBe(2);
    const [seen, missed] = unresolved.map((r) => r.id);
    const acknowledge = async (copy: Copy, id: number) =>
      expect((await fetch(`${copy.url}/api/v2/alerts/${id}/acknowledge`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
    await acknowledge(b, seen!);
    await expect.poll(() => before.events.some((e) => e.id === seen), { timeout: 10_000 }).toBe(true);

    // Readings over HTTP, a batch to each copy in turn, and over MQTT, which the broker shares out.
    const publisher: MqttClient = await mqtt.connectAsync(broker!.url, { clientId: 'scale-device', clean: true });
    const topic = `plantel/${device.company}/${device.id}/telemetry`;
    await publisher.subscribeAsync(`${topic}/result`, { qos: 0 });
    const mqttAcknowledged = new Set<string>();
    publisher.on('message', (_topic, payload) => {
      const answer = telemetryResultSchema.parse(JSON.parse(payload.toString()));
      for (const item of answer.items) if (item.status !== 'rejected' && item.message_id) mqttAcknowledged.add(item.message_id);
    });
    const publish = (r: Reading) => publisher.publishAsync(topic, JSON.stringify({ key: device.key, readings: [r] }), { qos: 1 });
    // The share group exists once a copy's bridge has subscribed: a first reading is answered.
    const probe = reading('mqtt');
    await expect
      .poll(
        async () => {
          await publish(probe);
          return mqttAcknowledged.has(probe.message_id);
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const sent: Reading[] = [probe];

    const httpAcknowledged = new Set<string>();
    const unanswered: Reading[][] = [];
    const post = (copy: Copy, readings: Reading[]) =>
      fetch(`${copy.url}/api/v2/telemetry`, { method: 'POST', headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ readings }) })
        .then(async (res) => (res.ok ? ((await res.json()) as TelemetryResult) : null))
        .catch(() => null);
    let killed = false;
    const httpLoad = (async () => {
      for (let n = 0; n < HTTP_BATCHES; n++) {
        const readings = Array.from({ length: HTTP_BATCH }, () => reading('http'));
        sent.push(...readings);
        // A load balancer sends to the survivor once copy A is gone.
        const answer = await post(n % 2 === 0 && !killed ? a : b, readings);
        if (answer) {
          for (const item of answer.items) if (item.status !== 'rejected') httpAcknowledged.add(item.message_id!);
        } else unanswered.push(readings);
        await new Promise((r) => setTimeout(r, 60));
      }
    })();
    const mqttLoad = (async () => {
      for (let n = 0; n < MQTT_MESSAGES; n++) {
        const r = reading('mqtt');
        sent.push(r);
        await publish(r);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    await expect.poll(() => httpAcknowledged.size >= 4 * HTTP_BATCH && mqttAcknowledged.size >= 20, { timeout: 20_000 }).toBe(true);
    await a.kill();
    killed = true;
    await expect.poll(() => before.state.ended, { timeout: 5000 }).toBe(true);
    const lastId = before.ids.at(-1)!;

    // A change while the stream is away, then the stream back on the survivor from where it was.
    await acknowledge(b, missed!);
    const after = await openAlertStream(b.url, adminToken, lastId);
    await Promise.all([httpLoad, mqttLoad]);
    expect(httpAcknowledged.size).toBeGreaterThan(0);

    // The survivor's alert evaluation, run every second under the advisory lock, opens again a
    // condition that still holds whose alert was closed behind its back (through no request).
    const [still] = await db
      .select({ id: alerts.id, batchId: alerts.batchId, subtype: alerts.subtype, subject: alerts.subject })
      .from(alerts)
      .where(holding)
      .limit(1);
    expect(still).toBeDefined();
    await db.update(alerts).set({ state: 'resolved', resolvedAt: new Date() }).where(eq(alerts.id, still!.id));
    const reopened = async () =>
      (
        await db
          .select({ id: alerts.id })
          .from(alerts)
          .where(and(eq(alerts.companyId, device.company), eq(alerts.subtype, still!.subtype), eq(alerts.subject, still!.subject), ne(alerts.state, 'resolved'), ne(alerts.id, still!.id)))
      ).at(0)?.id;
    await expect.poll(reopened, { timeout: 10_000 }).toBeDefined();
    const reopenedId = (await reopened())!;

    // Every change since the last event the first stream received reaches the resumed stream.
    const [micros, alertId] = lastId.split('-');
    const changed = await db
      .select({ id: alerts.id, state: alerts.state })
      .from(alerts)
      .where(and(eq(alerts.companyId, device.company), sql`(${alerts.updatedAt}, ${alerts.id}) > (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(alertId)})`));
    // The reopened alert is among them unless an evaluation that began before the kill stamped it
    // (under load it can): the stream replays from 10 s before its last event to catch such late commits.
    const reopenedNow = await db.select({ id: alerts.id, state: alerts.state }).from(alerts).where(eq(alerts.id, reopenedId));
    const awaited = [...changed, ...reopenedNow.filter((r) => !changed.some((c) => c.id === r.id))];
    expect(awaited.map((c) => c.id)).toEqual(expect.arrayContaining([missed, reopenedId]));
    for (const c of awaited) await expect.poll(() => after.events.some((e) => e.id === c.id && e.state === c.state), { timeout: 10_000 }).toBe(true);
    after.close();

    // Every acknowledged reading is stored, and no reading twice.
    const stored = async () =>
      rowsOf<{ measured_at: string; n: number }>(
        await db.execute(sql`select to_char(measured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as measured_at, count(*)::int as n from d0_readings where device_id = ${device.id} group by measured_at`),
      );
    const timeOf = new Map(sent.map((r) => [r.message_id, r.device_time]));
    const storedNow = await stored();
    expect(storedNow.filter((s) => s.n !== 1)).toEqual([]);
    const storedTimes = new Set(storedNow.map((s) => s.measured_at));
    for (const id of [...httpAcknowledged, ...mqttAcknowledged]) expect(storedTimes.has(timeOf.get(id)!), id).toBe(true);

    // Unanswered requests sent again, and copy A back with its broker sessions: each reading stored exactly once.
    for (const readings of unanswered) {
      const answer = await post(b, readings);
      expect(answer!.accepted + answer!.duplicates).toBe(readings.length);
    }
    a = await startServerProcess(env('a'));
    await expect.poll(async () => (await stored()).length, { timeout: 15_000 }).toBe(new Set(sent.map((r) => r.message_id)).size);
    expect((await stored()).every((s) => s.n === 1)).toBe(true);
    await publisher.endAsync();
  }, 120_000);
});
