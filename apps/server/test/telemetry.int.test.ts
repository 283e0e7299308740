import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { batchDivisions, batches, batchSummaries, d0Readings, devices, enthalpyReadings, feedControls, s0Readings, siloOccupationReadings, silos, telemetryReceipts, waterMeterReadings, weighings } from '../src/db/schema';
import { specificEnthalpy } from '@plantel/domain';
import { batchSanitySchema, deviceListSchema, feedControlListSchema, deviceSchema, issuedIngestKeySchema, staleMinutesOf, type DeviceType } from '@plantel/contracts';
import { rowsOf } from '../src/repositories/sql-text';
import { findBatchesBetween, findIngestDevices, writeReceiptsAndClimate } from '../src/repositories/telemetry.repository';
import { DAY_MS, TELEMETRY_WINDOW_DAYS } from '../src/services/common/units';
import { housedDevice as housed, ingest as ingestAll, issueKey, minutesAgo, sendTelemetry } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
let t: TestApp;
let db: TestApp['database']['db'];

const housedDevice = (type: DeviceType, skipSheds: readonly number[] = []) => housed(t, type, { skipSheds, online: true });
const keyFor = (deviceId: number) => issueKey(t, deviceId);
const send = (key: string | null, payload: unknown, headers?: Record<string, string>) => sendTelemetry(t, key, payload, headers);
const ingest = (key: string, readings: unknown[]) => ingestAll(t, key, readings);
const at = minutesAgo;
const rows = async (table: typeof s0Readings | typeof d0Readings, deviceId: number) =>
  Number((await db.select({ n: count() }).from(table).where(eq(table.deviceId, deviceId)))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
  db = t.database.db;
});
afterAll(() => t.close());

describe('ingest keys', () => {
  it('refuses a request without a key, with an unknown key, or with a rotated or revoked key (401, before reading the body)', async () => {
    const device = await housedDevice('S0');
    expect((await send(null, '{not json')).statusCode).toBe(401);
    const unknown = await send('plk_nope', '{not json');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Unknown ingest key');
    expect(unknown.headers['www-authenticate']).toBe('Bearer');

    const first = await keyFor(device.id);
    const reading = { device: device.id, message_id: 'k-1', device_time: at(1), values: { environment_temperature: 25, humidity: 60 } };
    expect((await ingest(first, [reading])).accepted).toBe(1);
    const second = await keyFor(device.id);
    expect((await send(first, { readings: [reading] })).json().message).toMatch(/revoked/);
    expect((await ingest(second, [reading])).duplicates).toBe(1);

    const revoke = await t.as('admin', 'DELETE', `/api/v2/devices/${device.id}/keys`);
    expect(revoke.json()).toEqual({ revoked: 1 });
    expect((await send(second, { readings: [reading] })).statusCode).toBe(401);
  });

  it('lets a device key send only for its device; a gateway key for every device of its company', async () => {
    const s0 = await housedDevice('S0');
    const d0 = await housedDevice('D0');
    const key = await keyFor(s0.id);
    const result = await ingest(key, [{ device: d0.id, message_id: 'x-1', device_time: at(1), values: { co2: 900 } }]);
    expect(result.items[0]).toMatchObject({ status: 'rejected', code: 'device_not_allowed', field: 'device' });

    const gateway = await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Gateway granja' });
    expect(gateway.statusCode).toBe(201);
    const gatewayKey = issuedIngestKeySchema.parse(gateway.json());
    const gateways = await t.as('admin', 'GET', '/api/v2/ingest-keys/gateways');
    expect(gateways.statusCode, gateways.body).toBe(200);
    const { key: _secret, ...listed } = gatewayKey;
    expect(gateways.json().results).toContainEqual(listed);
    const both = await ingest(gatewayKey.key, [
      { device: d0.id, message_id: 'g-1', device_time: at(1), values: { co2: 900 } },
      { device: s0.id, message_id: 'g-1', device_time: at(1), values: { humidity: 55 } },
    ]);
    expect(both).toMatchObject({ accepted: 2, duplicates: 0, rejected: 0 });

    const devicesOfKey = await t.app.inject({ method: 'GET', url: '/api/v2/telemetry/devices', headers: { authorization: `Bearer ${gatewayKey.key}` } });
    expect(devicesOfKey.json().results.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([s0.id, d0.id]));
    const outsider = await t.as('outra', 'GET', '/api/v2/devices');
    expect(outsider.statusCode).toBe(403);
    const [rival] = await db.select().from(devices).where(sql`${devices.companyId} <> (select company_id from devices where id = ${s0.id})`).limit(1);
    const foreign = await ingest(gatewayKey.key, [{ device: rival!.id, message_id: 'g-2', device_time: at(1), values: { humidity: 55 } }]);
    expect(foreign.items[0]).toMatchObject({ status: 'rejected', code: 'unknown_device' });
  });
});

describe('POST /api/v2/telemetry', () => {
  it('writes climate readings into the batch and box of the device, late and out of order, with their enthalpy; a replay is a no-op', async () => {
    const device = await housedDevice('S0');
    const key = await keyFor(device.id);
    const before = await rows(s0Readings, device.id);
    const readings = [
      { device: device.id, message_id: 'c-2', device_time: at(0.5), values: { environment_temperature: 26.4, humidity: 64, bed_temperature: 28 } },
      // Taken now: newer than any reading the demo farm was seeded with, so it is the box's latest.
      { device: device.id, message_id: 'c-1', device_time: at(0), values: { environment_temperature: 26.9, humidity: 62 } },
      { device: device.id, message_id: 'c-old', device_time: at(600), values: { environment_temperature: 21, humidity: 70 } },
    ];
    const result = await ingest(key, readings);
    expect(result).toMatchObject({ accepted: 3, duplicates: 0, rejected: 0 });
    expect(result.items.map((i) => [i.index, i.message_id, i.status])).toEqual([
      [0, 'c-2', 'accepted'],
      [1, 'c-1', 'accepted'],
      [2, 'c-old', 'accepted'],
    ]);
    expect(await rows(s0Readings, device.id)).toBe(before + 3);

    const [late] = await db
      .select()
      .from(s0Readings)
      .where(and(eq(s0Readings.deviceId, device.id), eq(s0Readings.measuredAt, new Date(readings[2]!.device_time))));
    const [batch] = await db.select().from(batches).where(eq(batches.id, device.batch));
    const expectedAge = batch!.ageAtLodging + Math.floor((Date.parse(readings[2]!.device_time) - batch!.openingDate.getTime()) / (24 * 60 * MINUTE));
    expect(late).toMatchObject({ divisionId: device.division, age: expectedAge, environmentTemperature: 21, humidity: 70, bedTemperature: null });
    const [h] = await db
      .select()
      .from(enthalpyReadings)
      .where(and(eq(enthalpyReadings.deviceId, device.id), eq(enthalpyReadings.measuredAt, new Date(readings[2]!.device_time))));
    const altitude = rowsOf<{ altitude: number }>(await db.execute(sql`select p.altitude from sheds s join properties p on p.id = s.property_id where s.id = ${device.shed}`))[0]!.altitude;
    expect(h!.value).toBeCloseTo(specificEnthalpy(21, 70, altitude), 2);

    const replay = await ingest(key, readings);
    expect(replay).toMatchObject({ accepted: 0, duplicates: 3, rejected: 0 });
    expect(await rows(s0Readings, device.id)).toBe(before + 3);

    const sanity = batchSanitySchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${device.batch}/sanity`)).json());
    const box = sanity.divisions.find((d) => d.id === device.division)!;
    expect(box.latest).toMatchObject({ temperature: 26.9, humidity: 62, stale: false });
  });

  it('answers each reading alone: bad ones rejected with the field and why, good ones of the same request written', async () => {
    const device = await housedDevice('S0');
    const key = await keyFor(device.id);
    const ok = { device: device.id, device_time: at(3), values: { environment_temperature: 24 } };
    const result = await ingest(key, [
      { ...ok, message_id: 'v-ok' },
      { ...ok, message_id: 'v-hum', values: { humidity: 150 } },
      { ...ok, message_id: 'v-unknown', values: { temperature: 24 } },
      { ...ok, message_id: 'v-future', device_time: new Date(Date.now() + 60 * MINUTE).toISOString() },
      { ...ok, message_id: 'v-empty', values: {} },
      { ...ok, message_id: 'v-time', device_time: '23/11/2026 10:00' },
      { ...ok, device: 99_999_999, message_id: 'v-dev' },
      { device: device.id, device_time: at(3), values: {} },
      'not an object',
      { ...ok, message_id: 'v-ok' },
      { ...ok, device: 2 ** 40, message_id: 'v-huge' },
      { ...ok, message_id: 'v-old', device_time: new Date(Date.now() - (TELEMETRY_WINDOW_DAYS + 1) * DAY_MS).toISOString() },
    ]);
    expect(result).toMatchObject({ accepted: 1, duplicates: 1, rejected: 10 });
    const byIndex = result.items;
    expect(byIndex[1]).toMatchObject({ status: 'rejected', code: 'invalid', field: 'values.humidity', message: expect.stringContaining('between 0 and 100 %') });
    expect(byIndex[2]).toMatchObject({ code: 'invalid', field: 'values', message: expect.stringContaining('temperature') });
    expect(byIndex[3]).toMatchObject({ code: 'future_time', field: 'device_time' });
    expect(byIndex[4]).toMatchObject({ code: 'invalid', message: expect.stringContaining('at least one of') });
    expect(byIndex[5]).toMatchObject({ code: 'invalid', field: 'device_time', message: expect.stringContaining('ISO 8601') });
    expect(byIndex[6]).toMatchObject({ code: 'unknown_device', field: 'device' });
    expect(byIndex[7]).toMatchObject({ code: 'invalid', field: 'message_id', message_id: null });
    expect(byIndex[8]).toMatchObject({ code: 'invalid' });
    expect(byIndex[9]).toMatchObject({ status: 'duplicate', message: 'repeats reading 0 of this request' });
    expect(byIndex[10]).toMatchObject({ code: 'invalid', field: 'device', message: expect.stringContaining('2147483647') });
    expect(byIndex[11]).toMatchObject({ code: 'too_old', field: 'device_time', message: `is more than ${TELEMETRY_WINDOW_DAYS} days before the server clock` });

    const fixed = await ingest(key, [{ ...ok, message_id: 'v-hum', values: { humidity: 65 } }]);
    expect(fixed.accepted).toBe(1);
  });

  it('refuses malformed JSON, an empty or oversized batch, and a body over the limit, writing nothing', async () => {
    const device = await housedDevice('D0');
    const key = await keyFor(device.id);
    const receipts = async () => Number((await db.select({ n: count() }).from(telemetryReceipts))[0]!.n);
    const before = await receipts();
    const malformed = await send(key, '{"readings": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Malformed JSON/);
    expect((await send(key, { readings: [] })).json().fields).toEqual([expect.objectContaining({ field: 'readings', message: 'must hold at least one reading' })]);
    const many = Array.from({ length: 1001 }, (_, i) => ({ device: device.id, message_id: `m-${i}`, device_time: at(1), values: { co2: 800 } }));
    const tooMany = await send(key, { readings: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0]).toMatchObject({ field: 'readings', message: expect.stringContaining('at most 1000') });
    const huge = await send(key, JSON.stringify({ readings: [{ pad: 'x'.repeat(9 * 1_048_576) }] }));
    expect(huge.statusCode).toBe(413);
    expect(await receipts()).toBe(before);
  });

  it('writes a whole request or nothing: a failure inside the transaction leaves no reading and no receipt', async () => {
    const s0 = await housedDevice('S0');
    const d0 = await housedDevice('D0');
    const gateway = issuedIngestKeySchema.parse((await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Atomicidade' })).json()).key;
    // A real database failure after the first rows of the transaction are written.
    await db.execute(sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.co2 = 12345 then raise exception 'poisoned reading'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_poison before insert on d0_readings for each row execute function refuse_poison()`);
    const readings = [
      { device: s0.id, message_id: 'tx-1', device_time: at(4), values: { environment_temperature: 25, humidity: 60 } },
      { device: d0.id, message_id: 'tx-2', device_time: at(4), values: { co2: 12345 } },
    ];
    const before = { s0: await rows(s0Readings, s0.id), d0: await rows(d0Readings, d0.id) };
    const failed = await send(gateway, { readings });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toMatch(/poisoned|at /);
    expect(await rows(s0Readings, s0.id)).toBe(before.s0);
    expect(await db.select().from(telemetryReceipts).where(eq(telemetryReceipts.messageId, 'tx-1'))).toEqual([]);

    await db.execute(sql`drop trigger refuse_poison on d0_readings`);
    const retried = await ingest(gateway, readings);
    expect(retried.accepted).toBe(2);
    expect(await rows(s0Readings, s0.id)).toBe(before.s0 + 1);
    expect(await rows(d0Readings, d0.id)).toBe(before.d0 + 1);
  });

  it('moves the silo stock to the newest load-cell reading; an older one only joins the history', async () => {
    const res = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?type=silo_scale&limit=1')).json());
    const device = res.results[0]!;
    const key = await keyFor(device.id);
    const [silo] = await db.select().from(silos).where(and(eq(silos.shedId, device.shed.id), eq(silos.identification, device.position)));
    // Newer than any reading the demo seed stored for it, however soon after the seed this runs.
    const newest = new Date(Math.max(Date.now() - MINUTE, (silo!.lastReadingAt?.getTime() ?? 0) + 1000));
    const result = await ingest(key, [
      { device: device.id, message_id: 's-new', device_time: newest.toISOString(), values: { total_weight: silo!.capacity * 0.4, is_blackout: false } },
      { device: device.id, message_id: 's-old', device_time: at(30), values: { total_weight: silo!.capacity * 0.9 } },
      { device: device.id, message_id: 's-over', device_time: at(20), values: { total_weight: silo!.capacity * 2 } },
      { device: device.id, message_id: 's-ration', device_time: at(25), values: { total_weight: 10, consuming_ration: 99_999_999 } },
    ]);
    expect(result.items.map((i) => i.code ?? i.status)).toEqual(['accepted', 'accepted', 'invalid', 'unknown_ration']);
    const [after] = await db.select().from(silos).where(eq(silos.id, silo!.id));
    expect(after!.availableWeight).toBeCloseTo(silo!.capacity * 0.4, 3);
    expect(after!.lastReadingAt).toEqual(newest);
    const history = await t.as('admin', 'GET', `/api/v2/silos/${silo!.id}/occupation-history?days=1`);
    const occupations = (history.json() as { results: { device_time: string; additional_info: { total_occupation: number } }[] }).results;
    expect(occupations.find((o) => Date.parse(o.device_time) === newest.getTime())?.additional_info.total_occupation).toBeCloseTo(0.4, 3);

    const again = await ingest(key, [{ device: device.id, message_id: 's-again', device_time: newest.toISOString(), values: { total_weight: 1 } }]);
    expect(again.items[0]).toMatchObject({ status: 'duplicate', message: 'the silo already has a reading at this device_time' });
  });

  it("records a delivery the load cells see as one automatic feed-control record, even when the truck's rises come in separate requests", async () => {
    const list = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?type=silo_scale&limit=500')).json()).results;
    let found: { device: (typeof list)[number]; silo: typeof silos.$inferSelect; batch: number } | undefined;
    for (const device of list.slice(1)) {
      const [silo] = await db.select().from(silos).where(and(eq(silos.shedId, device.shed.id), eq(silos.identification, device.position)));
      const [batch] = await db.select().from(batches).where(and(eq(batches.shedId, device.shed.id), isNull(batches.closingDate)));
      if (silo && batch && batch.openingDate.getTime() < Date.now() - 3 * 60 * MINUTE && silo.currentRationTypeId !== null) {
        found = { device, silo, batch: batch.id };
        break;
      }
    }
    const { device, silo, batch } = found!;
    // The silo as its load cells last left it two hours ago, with no delivery since.
    await db.update(silos).set({ availableWeight: 3_000, lastReadingAt: new Date(Date.now() - 120 * MINUTE) }).where(eq(silos.id, silo.id));
    await db.delete(feedControls).where(and(eq(feedControls.siloId, silo.id), gte(feedControls.date, new Date(Date.now() - 240 * MINUTE))));
    // Its readings since are the ones below: the simulated ones would make another story.
    await db.delete(siloOccupationReadings).where(and(eq(siloOccupationReadings.siloId, silo.id), gte(siloOccupationReadings.deviceTime, new Date(Date.now() - 240 * MINUTE))));
    const key = await keyFor(device.id);
    const reading = (id: string, minutesAgo: number, kg: number) => ({ device: device.id, message_id: id, device_time: at(minutesAgo), values: { total_weight: kg } });

    expect((await ingest(key, [reading('d-1', 50, 2_950)])).accepted).toBe(1);
    const firstRise = reading('d-2', 40, 8_950);
    expect((await ingest(key, [firstRise])).accepted).toBe(1);
    expect((await ingest(key, [reading('d-3', 30, 10_950), reading('d-4', 20, 10_900)])).accepted).toBe(2);
    expect(await ingest(key, [firstRise])).toMatchObject({ duplicates: 1 });

    const records = feedControlListSchema.parse((await t.as('tecnico', 'GET', `/api/v1/feed-controls?batch=${batch}&silo=${silo.id}&limit=500`)).json()).results;
    const recent = records.filter((r) => Date.parse(r.date) > Date.now() - 240 * MINUTE);
    expect(recent).toHaveLength(1);
    // 6,000 kg, then 2,000 kg, one run of rises, plus the 100 kg eaten in its 20 minutes (5 kg a
    // minute after it); the second request reads the first rise again from the stored readings.
    expect(recent[0]).toMatchObject({ quantity: 8_100, measured_quantity: 8_100, feed_control_type: 2, ration_type: silo.currentRationTypeId });
    expect(Date.parse(recent[0]!.date)).toBe(Date.parse(firstRise.device_time));
    const [after] = await db.select().from(silos).where(eq(silos.id, silo.id));
    expect(after!.availableWeight).toBe(10_900);

    // The next truck starts seconds before a reading: its first rise, 100 kg, is too small to be a
    // delivery in its request; the rises after it make it one, all of it in one record. (On the
    // silo as it stood 17 minutes ago, without the first truck, which this one would add to.)
    await db.delete(feedControls).where(eq(feedControls.id, recent[0]!.id));
    await db.delete(siloOccupationReadings).where(and(eq(siloOccupationReadings.siloId, silo.id), gte(siloOccupationReadings.deviceTime, new Date(Date.now() - 240 * MINUTE))));
    await db.update(silos).set({ availableWeight: 4_020, lastReadingAt: new Date(Date.now() - 17 * MINUTE) }).where(eq(silos.id, silo.id));
    const firstSeconds = reading('e-2', 11, 4_100);
    expect((await ingest(key, [reading('e-1', 16, 4_000)])).accepted).toBe(1);
    expect((await ingest(key, [firstSeconds])).accepted).toBe(1);
    expect((await ingest(key, [reading('e-3', 6, 8_100)])).accepted).toBe(1);
    expect((await ingest(key, [reading('e-4', 1, 8_080)])).accepted).toBe(1);
    const again = feedControlListSchema.parse((await t.as('tecnico', 'GET', `/api/v1/feed-controls?batch=${batch}&silo=${silo.id}&limit=500`)).json()).results;
    // Recorded with the reading after the truck: 4,100 kg risen from the reading before the first
    // rise, plus the 40 kg eaten in those 10 minutes at the 4 kg a minute the readings either side show.
    expect(again.filter((r) => Date.parse(r.date) > Date.now() - 240 * MINUTE)).toEqual([
      expect.objectContaining({ quantity: 4_140, measured_quantity: 4_140, feed_control_type: 2, date: firstSeconds.device_time }),
    ]);
  });

  it('takes water meters, event sensors and bird scales too', async () => {
    const water = await db.select().from(devices).where(eq(devices.type, 'water_meter')).limit(1);
    const waterKey = await keyFor(water[0]!.id);
    expect((await ingest(waterKey, [{ device: water[0]!.id, message_id: 'w-1', device_time: at(1), values: { total_volume: 123_456.5 } }])).accepted).toBe(1);
    expect(await db.select().from(waterMeterReadings).where(and(eq(waterMeterReadings.deviceId, water[0]!.id), eq(waterMeterReadings.totalVolume, 123_456.5)))).toHaveLength(1);

    const s0 = await housedDevice('S0');
    const created = await t.as('admin', 'POST', '/api/v2/devices', { shed: s0.shed, type: 'bird_scale', identification: 'BAL-01', position: s0.position });
    expect(created.statusCode, created.body).toBe(201);
    const scale = deviceSchema.parse(created.json());
    expect(scale).toMatchObject({ status: 'never', last_seen_at: null, keys: [] });
    const scaleKey = await keyFor(scale.id);
    const weighed = await ingest(scaleKey, [
      { device: scale.id, message_id: 'b-1', device_time: at(5), values: { weights: [1510, 1620, 1580], sex: 2 } },
      { device: scale.id, message_id: 'b-2', device_time: at(4), values: { weights: [] } },
    ]);
    expect(weighed.items.map((i) => i.status)).toEqual(['accepted', 'rejected']);
    const [w] = await db.select().from(weighings).where(eq(weighings.deviceId, scale.id));
    expect(w).toMatchObject({ divisionId: s0.division, samples: [1510, 1620, 1580], sexExternalId: 2, enteredBy: null });
    const listed = deviceListSchema.parse((await t.as('admin', 'GET', `/api/v2/devices?shed=${s0.shed}&type=bird_scale`)).json());
    expect(listed.results.find((d) => d.id === scale.id)).toMatchObject({ id: scale.id, status: 'online', keys: [expect.objectContaining({ device: scale.id })] });

    const event = await t.as('admin', 'POST', '/api/v2/devices', { shed: s0.shed, type: 'E0', identification: 'E0-1', position: 'Box 99' });
    const eventDevice = deviceSchema.parse(event.json());
    const noBox = await ingest(await keyFor(eventDevice.id), [{ device: eventDevice.id, message_id: 'e-1', device_time: at(1), values: { type: 4 } }]);
    expect(noBox.items[0]).toMatchObject({ code: 'no_division', message: expect.stringContaining('Box 99') });
  });

  it('refreshes the comfort summary the shed lists read once the readings are in', async () => {
    const device = await housedDevice('S0');
    const key = await keyFor(device.id);
    await ingest(key, [{ device: device.id, message_id: 'hot-1', device_time: new Date().toISOString(), values: { environment_temperature: 38, humidity: 90 } }]);
    await t.app.telemetryFollowUp.flush();
    const [summary] = await db.select().from(batchSummaries).where(eq(batchSummaries.batchId, device.batch));
    expect(summary!.enthalpy).toBe(3);
  });
});

describe('device registry', () => {
  it('is for staff only, and checks the shed a device is registered in', async () => {
    expect((await t.as('produtor', 'GET', '/api/v2/devices')).statusCode).toBe(403);
    expect((await t.as('produtor', 'POST', '/api/v2/devices/1/keys')).statusCode).toBe(403);
    const badShed = await t.as('admin', 'POST', '/api/v2/devices', { shed: 99_999_999, type: 'S0', identification: 'X', position: '' });
    expect(badShed.statusCode).toBe(400);
    expect(badShed.json().fields[0]).toMatchObject({ field: 'shed' });
    const badType = await t.as('admin', 'POST', '/api/v2/devices', { shed: 1, type: 'thermometer', identification: 'X' });
    expect(badType.json().fields[0]).toMatchObject({ field: 'type' });
    expect((await t.as('admin', 'POST', '/api/v2/devices/99999999/keys')).statusCode).toBe(404);
    expect((await t.as('admin', 'DELETE', '/api/v2/ingest-keys/99999999')).statusCode).toBe(404);
  });

  it('lists by status: online, stale and never', async () => {
    const all = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?limit=500')).json());
    for (const status of ['online', 'stale', 'never'] as const) {
      const some = deviceListSchema.parse((await t.as('admin', 'GET', `/api/v2/devices?status=${status}&limit=500`)).json());
      expect(some.count).toBe(all.results.filter((d) => d.status === status).length);
      for (const d of some.results) {
        if (status === 'never') expect(d.last_seen_at).toBeNull();
        // A bird scale weighs once a day: a day without weighing is not silence yet.
        else expect([d.type, Date.now() - Date.parse(d.last_seen_at!) < staleMinutesOf(d.type, 60) * MINUTE]).toEqual([d.type, status === 'online']);
      }
    }
  });
});

describe('climate readings and what they refer to (no foreign keys on the time series)', () => {
  it('go with their division when it is deleted, and lose their device when it is deleted', async () => {
    const device = await housedDevice('S0');
    const d0 = await housedDevice('D0', [device.shed]);
    const gateway = issuedIngestKeySchema.parse((await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Integridade' })).json()).key;
    const written = await ingest(gateway, [
      { device: device.id, message_id: 'fk-1', device_time: at(2), values: { environment_temperature: 25, humidity: 60 } },
      { device: d0.id, message_id: 'fk-2', device_time: at(2), values: { co2: 1100 } },
    ]);
    expect(written.accepted).toBe(2);
    const ofDivision = async (division: number) =>
      rowsOf<{ s0: number; enthalpy: number; d0: number }>(
        await db.execute(sql`select (select count(*) from s0_readings where division_id = ${division})::int as s0,
          (select count(*) from enthalpy_readings where division_id = ${division})::int as enthalpy,
          (select count(*) from d0_readings where division_id = ${division})::int as d0`),
      )[0]!;
    expect((await ofDivision(device.division)).enthalpy).toBeGreaterThan(0);

    const d0Before = await ofDivision(d0.division);
    await db.delete(devices).where(eq(devices.id, d0.id));
    expect(await ofDivision(d0.division)).toEqual(d0Before);
    expect(await rows(d0Readings, d0.id)).toBe(0);

    await db.delete(batchDivisions).where(eq(batchDivisions.id, device.division));
    expect(await ofDivision(device.division)).toEqual({ s0: 0, enthalpy: 0, d0: 0 });
  });

  it('written while their division is being deleted: the deletion waits for the ingest to commit, then takes them too', async () => {
    const device = await housedDevice('S0');
    const key = await keyFor(device.id);
    await ingest(key, [{ device: device.id, message_id: 'race-0', device_time: at(3), values: { humidity: 61 } }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let placed!: () => void;
    const lookedUp = new Promise<void>((resolve) => (placed = resolve));
    const { companyId } = (await db.select().from(devices).where(eq(devices.id, device.id)))[0]!;
    // An ingest that has looked its device and division up (and so locked them), and has not committed yet.
    const writing = db.transaction(async (tx) => {
      const t = tx as unknown as typeof db;
      const [found] = await findIngestDevices(t, companyId, [device.id]);
      const [batch] = await findBatchesBetween(t, [found!.shedId], Date.now() - MINUTE, Date.now() - MINUTE);
      const division = batch!.divisions.find((d) => d.identification === device.position)!;
      placed();
      await held;
      const row = { deviceId: device.id, divisionId: division.id, measuredAt: Date.now() - MINUTE, age: 20, humidity: 62, enthalpy: null };
      await writeReceiptsAndClimate(t, { receipts: [{ deviceId: device.id, messageId: 'race-1', measuredAt: row.measuredAt }], s0: [{ receipt: 0, row }], d0: [], e0: [] });
    });
    await lookedUp;
    let deleted = false;
    const deleting = db
      .delete(batchDivisions)
      .where(eq(batchDivisions.id, device.division))
      .then(() => (deleted = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deleted).toBe(false);
    release();
    await writing;
    await deleting;
    const left = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from s0_readings where division_id = ${device.division}`))[0]!.n;
    expect(left).toBe(0);
  });
});
