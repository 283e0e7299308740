import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { deviceListSchema, issuedIngestKeySchema, telemetryDeadLetterListSchema, telemetryResultSchema } from '@plantel/contracts';
import { batches, d0Readings, devices, telemetryReceipts } from '../src/db/schema';
import { MqttBridge } from '../src/jobs/mqtt-bridge.job';
import { startTestBroker, type TestBroker } from './helpers/mqtt-broker';
import { createTestApp, type TestApp } from './helpers/test-app';

const broker: TestBroker | null = await startTestBroker();

describe.runIf(broker)('MQTT bridge (real Mosquitto broker)', () => {
  let t: TestApp;
  let bridge: MqttBridge | null = null;
  let publisher: MqttClient;
  let device: { id: number; company: number; key: string };
  let gatewayKey: string;
  const errors: unknown[] = [];

  const startBridge = async () => {
    bridge = new MqttBridge(t.database, { url: broker!.url, clientId: 'plantel-test', shareGroup: 'plantel', connections: 2, followUp: t.app.telemetryFollowUp, onError: (err) => errors.push(err) });
    await bridge.start();
  };
  const stopBridge = async () => {
    await bridge?.stop();
    bridge = null;
  };

  /** Plantel's next answer on the result topic of `topic`. */
  const answerOn = (topic: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const onMessage = (received: string, payload: Buffer) => {
        if (received !== `${topic}/result`) return;
        publisher.off('message', onMessage);
        resolve(JSON.parse(payload.toString()) as Record<string, unknown>);
      };
      publisher.on('message', onMessage);
    });

  /** Publishes with QoS 1 and waits for Plantel's answer. */
  async function publish(topic: string, message: object | string) {
    const answer = answerOn(topic);
    await publisher.publishAsync(topic, typeof message === 'string' ? message : JSON.stringify(message), { qos: 1 });
    return answer;
  }

  const d0Count = async () => Number((await t.database.db.select({ n: count() }).from(d0Readings).where(eq(d0Readings.deviceId, device.id)))[0]!.n);
  const reading = (id: string, co2: number) => ({ message_id: id, device_time: new Date(Date.now() - 60_000).toISOString(), values: { co2 } });
  const topic = () => `plantel/${device.company}/${device.id}/telemetry`;

  beforeAll(async () => {
    t = await createTestApp({ PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
    const list = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?type=D0&status=online&limit=500')).json());
    const housed = await t.database.db
      .select({ shed: batches.shedId })
      .from(batches)
      .where(and(isNull(batches.closingDate), sql`${batches.openingDate} < now() - interval '3 days'`));
    const d0 = list.results.find((d) => housed.some((h) => h.shed === d.shed.id))!;
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, d0.id));
    const key = issuedIngestKeySchema.parse((await t.as('admin', 'POST', `/api/v2/devices/${d0.id}/keys`)).json()).key;
    device = { id: d0.id, company: row!.companyId, key };
    gatewayKey = issuedIngestKeySchema.parse((await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'MQTT' })).json()).key;
    publisher = await mqtt.connectAsync(broker!.url, { clientId: 'test-device', clean: true });
    await publisher.subscribeAsync('plantel/+/+/telemetry/result', { qos: 0 });
    await startBridge();
  });
  afterAll(async () => {
    await stopBridge();
    await publisher?.endAsync();
    await t?.close();
    await broker?.stop();
  });

  it('writes a message of readings once, answers on the result topic, and takes a redelivered message as a duplicate', async () => {
    const before = await d0Count();
    const message = { key: device.key, readings: [reading('mq-1', 910), reading('mq-2', 920)] };
    const answer = telemetryResultSchema.parse(await publish(topic(), message));
    expect(answer).toMatchObject({ accepted: 2, duplicates: 0, rejected: 0 });
    expect(await d0Count()).toBe(before + 2);
    expect(telemetryResultSchema.parse(await publish(topic(), message))).toMatchObject({ accepted: 0, duplicates: 2 });
    expect(await d0Count()).toBe(before + 2);
  });

  it('takes a single reading, and a gateway’s readings naming their devices', async () => {
    expect(telemetryResultSchema.parse(await publish(topic(), { key: device.key, ...reading('mq-single', 930) })).accepted).toBe(1);
    const gateway = await publish(`plantel/${device.company}/gateway/telemetry`, { key: gatewayKey, readings: [{ device: device.id, ...reading('mq-gw', 940) }] });
    expect(telemetryResultSchema.parse(gateway).accepted).toBe(1);
  });

  it('refuses a message with a wrong key, another company in the topic, readings of another device, or broken JSON', async () => {
    expect(await publish(topic(), { key: 'plk_wrong', readings: [reading('mq-x', 900)] })).toEqual({ error: 'Unknown ingest key' });
    expect((await publish(`plantel/${device.company + 1000}/${device.id}/telemetry`, { key: device.key, readings: [reading('mq-y', 900)] })).error).toMatch(/another company/);
    expect((await publish(topic(), { key: device.key, readings: [{ ...reading('mq-z', 900), device: device.id + 1 }] })).error).toMatch(/must be of device/);
    expect((await publish(topic(), '{"key": ')).error).toMatch(/Malformed JSON/);
    expect(await t.database.db.select().from(telemetryReceipts).where(eq(telemetryReceipts.messageId, 'mq-x'))).toEqual([]);
  });

  it('keeps messages sent while the bridge is down, and redelivers a message whose database was out until it commits', async () => {
    await stopBridge();
    const before = await d0Count();
    const offline = answerOn(topic());
    await publisher.publishAsync(topic(), JSON.stringify({ key: device.key, readings: [reading('mq-offline', 950)] }), { qos: 1 });
    await startBridge();
    expect(telemetryResultSchema.parse(await offline).accepted).toBe(1);
    expect(await d0Count()).toBe(before + 1);

    const db = t.database.db;
    await db.execute(sql`create function refuse_co2() returns trigger language plpgsql as $$
      begin if new.co2 = 4321 then raise exception 'not now' using errcode = '08006'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_co2 before insert on d0_readings for each row execute function refuse_co2()`);
    const answer = publish(topic(), { key: device.key, readings: [reading('mq-retry', 4321), reading('mq-retry-2', 960)] });
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await d0Count()).toBe(before + 1);
    await db.execute(sql`drop trigger refuse_co2 on d0_readings`);
    expect(telemetryResultSchema.parse(await answer).accepted).toBe(2);
    expect(await d0Count()).toBe(before + 3);
  });

  it('acknowledges a poison message and files it as a dead letter: 20 good readings after it are stored within 3 s', async () => {
    const before = await d0Count();
    const poison = { key: device.key, readings: [reading('mq-poison\u0000', 900)] };
    await publisher.publishAsync(topic(), JSON.stringify(poison), { qos: 1 });
    const sentAt = Date.now();
    for (let i = 0; i < 20; i++) await publisher.publishAsync(topic(), JSON.stringify({ key: device.key, ...reading(`mq-after-poison-${i}`, 1000 + i) }), { qos: 1 });
    await expect.poll(d0Count, { timeout: 3000 - (Date.now() - sentAt), interval: 50 }).toBe(before + 20);
    const letters = telemetryDeadLetterListSchema.parse((await t.as('admin', 'GET', `/api/v2/devices/dead-letters?device=${device.id}`)).json());
    expect(letters.results.find((l) => l.payload.includes('mq-poison'))).toMatchObject({ topic: topic(), device: { id: device.id }, reason: expect.stringMatching(/message_id: must not hold control characters/) });
  });
});
