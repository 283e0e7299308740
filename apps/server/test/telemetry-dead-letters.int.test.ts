import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema, TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES, telemetryDeadLetterListSchema } from '@plantel/contracts';
import { companies, devices, telemetryDeadLetters } from '../src/db/schema';
import { DeadLetterPruner } from '../src/jobs/telemetry-dead-letters.job';
import { DEAD_LETTER_DAYS, DEAD_LETTERS_PER_COMPANY } from '../src/services/telemetry/telemetry-dead-letters.service';
import { isDatabaseOutage } from '../src/db/outage';
import { takeMqttMessage } from '../src/services/telemetry/telemetry-mqtt.service';
import { recordDeadLetter } from '../src/services/telemetry/telemetry-dead-letters.service';
import { housedDevice, issueKey, minutesAgo } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';

/** MQTT messages that can never be stored: acknowledged, filed as dead letters, listed to staff. */
let t: TestApp;
let device: { id: number; company: number; key: string };
beforeAll(async () => {
  t = await createTestApp({ PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
  const housed = await housedDevice(t, 'D0');
  const [row] = await t.database.db.select().from(devices).where(eq(devices.id, housed.id));
  device = { id: housed.id, company: row!.companyId, key: await issueKey(t, housed.id) };
});
afterAll(() => t?.close());

const topic = () => `plantel/${device.company}/${device.id}/telemetry`;
const reading = (id: string, co2: number) => ({ message_id: id, device_time: minutesAgo(1), values: { co2 } });
const take = (message: object | string, onTopic = topic()) => takeMqttMessage(t.database.db, onTopic, Buffer.from(typeof message === 'string' ? message : JSON.stringify(message)));
const listed = async (query = '') => {
  const res = await t.as('admin', 'GET', `/api/v2/devices/dead-letters${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return telemetryDeadLetterListSchema.parse(res.json());
};
const newest = async () => (await listed('?limit=1')).results[0]!;

describe('MQTT messages that can never be stored', () => {
  it('answers and files each one with its company, device, topic, reason and payload, keys masked', async () => {
    const before = (await listed()).count;
    const cases: [message: object | string, reason: RegExp][] = [
      ['{"key": ', /Malformed JSON/],
      [{ key: device.key, readings: 'none' }, /non-empty array/],
      [{ key: device.key, readings: [reading('dl-nul\u0000', 900)] }, /1 of 1 readings rejected\nreading 0 \(message_id "dl-nul\\u0000"\): invalid message_id: must not hold control characters/],
      [{ key: device.key, readings: [reading('dl-range', 99_999)] }, /invalid values\.co2: must be between 0 and 20000 ppm/],
      [{ key: device.key, readings: [{ ...reading('dl-other', 900), device: 2_000_000_000 }] }, /must be of device/],
    ];
    for (const [message, reason] of cases) {
      const { answer } = await take(message);
      expect('error' in answer || answer.rejected > 0, JSON.stringify(answer)).toBe(true);
      const letter = await newest();
      expect(letter.reason).toMatch(reason);
      expect(letter).toMatchObject({ topic: topic(), device: { id: device.id, type: 'D0' } });
      expect(letter.payload).not.toContain(device.key);
    }
    expect((await newest()).payload).toContain(`"key":"${device.key.slice(0, 10)}…"`);
    expect((await listed()).count).toBe(before + cases.length);
    expect((await listed(`?device=${device.id}&limit=100`)).results.every((l) => l.device?.id === device.id)).toBe(true);
  });

  it('files a gateway reading of an unknown device under the company, without a device', async () => {
    const gateway = `plantel/${device.company}/gateway/telemetry`;
    const { answer } = await take({ key: device.key, readings: [{ ...reading('dl-gw', 900), device: 2_000_000_000 }] }, gateway);
    expect(answer).toMatchObject({ rejected: 1, items: [{ code: 'unknown_device' }] });
    expect(await newest()).toMatchObject({ topic: gateway, device: null });
  });

  it('files a message with a wrong key under the company of its topic, and keeps the good readings of a message beside the bad', async () => {
    expect((await take({ key: 'plk_wrongwrongwrong', readings: [reading('dl-key', 900)] })).answer).toEqual({ error: 'Unknown ingest key' });
    expect(await newest()).toMatchObject({ reason: 'Unknown ingest key', device: { id: device.id } });
    expect((await newest()).payload).toContain('plk_wrongw…');
    const { answer } = await take({ key: device.key, readings: [reading(`dl-good-${Date.now()}`, 900), reading('dl-bad', -1)] });
    expect(answer).toMatchObject({ accepted: 1, rejected: 1 });
    expect((await newest()).reason).toMatch(/^1 of 2 readings rejected\nreading 1 \(message_id "dl-bad"\)/);
  });

  it('keeps only the first 8 KiB of a big payload, with its whole size, and files a NUL byte as its escape', async () => {
    const big = `{"key": "${device.key}", "padding": "${'é'.repeat(10_000)}`;
    await take(big);
    const letter = await newest();
    expect(letter.payload_bytes).toBe(Buffer.byteLength(big));
    expect(Buffer.byteLength(letter.payload)).toBeLessThanOrEqual(TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES);
    expect(Buffer.byteLength(letter.payload)).toBeGreaterThan(TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES - device.key.length);
    expect(letter.payload).not.toContain(device.key);
    expect(letter.reason).toMatch(/Malformed JSON/);
    await take(`{"key": "${device.key}", "message_id": "a\u0000b"`);
    expect((await newest()).payload).toContain('a\\u0000b');
  });

  it('files a failure of the database that is not an outage, and leaves an outage unacknowledged without filing it', async () => {
    const db = t.database.db;
    await db.execute(sql`create function refuse_co2_dl() returns trigger language plpgsql as $$
      begin
        if new.co2 = 4321 then raise exception 'refused for good'; end if;
        if new.co2 = 4322 then raise exception 'connection lost' using errcode = '08006'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_co2_dl before insert on d0_readings for each row execute function refuse_co2_dl()`);
    try {
      const errors: unknown[] = [];
      const permanent = await takeMqttMessage(db, topic(), Buffer.from(JSON.stringify({ key: device.key, ...reading('dl-db', 4321) })), (err) => errors.push(err));
      expect(permanent.answer).toEqual({ error: 'the message could not be stored' });
      expect((await newest()).reason).toMatch(/^the message could not be stored: .*refused for good/s);
      expect(errors).toHaveLength(1);

      const count = (await listed()).count;
      const outage = take({ key: device.key, ...reading('dl-outage', 4322) });
      await expect(outage).rejects.toSatisfy(isDatabaseOutage);
      expect((await listed()).count).toBe(count);
    } finally {
      await db.execute(sql`drop trigger refuse_co2_dl on d0_readings`);
      await db.execute(sql`drop function refuse_co2_dl()`);
    }
  });
});

describe('GET /api/v2/devices/dead-letters', () => {
  it('is for staff only, pages, names a bad parameter, and never shows another company’s', async () => {
    for (const user of ['vendas', 'produtor', 'outra']) expect((await t.as(user, 'GET', '/api/v2/devices/dead-letters')).statusCode, user).toBe(403);
    const [other] = await t.database.db.select().from(companies).where(sql`${companies.id} <> ${device.company}`).limit(1);
    await recordDeadLetter(t.database.db, { companyId: other!.id, deviceId: null, topic: `plantel/${other!.id}/gateway/telemetry`, reason: 'other company', payload: Buffer.from('{}') });
    const all = await listed('?limit=100');
    expect(all.results.some((l) => l.reason === 'other company')).toBe(false);
    const [first, second] = [await listed('?limit=1'), await listed('?limit=1&offset=1')];
    expect(first.results[0]!.id).not.toBe(second.results[0]!.id);
    expect(first.count).toBe(all.count);
    const bad = await t.as('admin', 'GET', '/api/v2/devices/dead-letters?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.map((f) => f.field)).toEqual(['limit']);
  });

  it('are pruned hourly: older than the retention, or beyond the newest of each company', async () => {
    const db = t.database.db;
    const now = new Date();
    const old = new Date(now.getTime() - (DEAD_LETTER_DAYS + 1) * 86_400_000);
    await db.insert(telemetryDeadLetters).values({ companyId: device.company, topic: topic(), reason: 'too old', payload: '', payloadBytes: 0, receivedAt: old });
    const filler = Array.from({ length: DEAD_LETTERS_PER_COMPANY }, (_, i) => ({ companyId: device.company, topic: topic(), reason: 'filler', payload: '', payloadBytes: 0, receivedAt: new Date(now.getTime() - 60_000 + i) }));
    const before = (await listed()).count;
    await db.insert(telemetryDeadLetters).values(filler);
    const run = await new DeadLetterPruner(t.database, { intervalMs: 0 }).runOnce(now);
    expect(run).toMatchObject({ ran: true, deadLetters: before });
    const kept = await listed('?limit=100');
    expect(kept.count).toBe(DEAD_LETTERS_PER_COMPANY);
    const reasons = (await db.select({ reason: telemetryDeadLetters.reason }).from(telemetryDeadLetters).where(eq(telemetryDeadLetters.companyId, device.company))).map((r) => r.reason);
    expect(reasons).not.toContain('too old');
    // The newest stay: every letter filed by the tests above (received after the filler), and the newest filler.
    expect(reasons.filter((r) => r === 'filler')).toHaveLength(DEAD_LETTERS_PER_COMPANY - (before - 1));
  });
});
