import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { deviceListSchema, deviceSchema, issuedIngestKeySchema, type Device, type DeviceType } from '@plantel/contracts';
import { devices, enthalpyReadings, ingestKeys, s0Readings, siloOccupationReadings, silos, waterMeterReadings, weighings } from '../src/db/schema';
import { housedDevice as housed, ingest as ingestAll, issueKey, minutesAgo, sendTelemetry } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
let t: TestApp;
let db: TestApp['database']['db'];

const housedDevice = (type: DeviceType, skipSheds: readonly number[] = []) => housed(t, type, { skipSheds });
async function register(body: { shed: number; type: DeviceType; identification: string; position: string }): Promise<Device> {
  const res = await t.as('admin', 'POST', '/api/v2/devices', body);
  expect(res.statusCode, res.body).toBe(201);
  return deviceSchema.parse(res.json());
}

const keyFor = (deviceId: number) => issueKey(t, deviceId);
const send = (key: string, readings: unknown[]) => sendTelemetry(t, key, { readings });
const ingest = (key: string, readings: unknown[]) => ingestAll(t, key, readings);
const at = minutesAgo;

/** A device of another company than the demo staff's. */
async function foreignDevice() {
  const [own] = await db.select({ companyId: devices.companyId }).from(devices).where(eq(devices.id, (await housedDevice('S0')).id));
  const [rival] = await db.select().from(devices).where(sql`${devices.companyId} <> ${own!.companyId}`).limit(1);
  return rival!;
}

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
  db = t.database.db;
});
afterAll(() => t.close());

describe('PATCH /api/v2/devices/{id}', () => {
  it('moves a device to another shed and box: readings already stored stay in the box they were written to, new ones go to the new box', async () => {
    const from = await housedDevice('S0');
    const to = await housedDevice('S0', [from.shed]);
    const device = await register({ shed: from.shed, type: 'S0', identification: 'S0-MOVE-1', position: from.position });
    const key = await keyFor(device.id);
    expect((await ingest(key, [{ device: device.id, message_id: 'm-1', device_time: at(10), values: { environment_temperature: 25, humidity: 60 } }])).accepted).toBe(1);

    const res = await t.as('tecnico', 'PATCH', `/api/v2/devices/${device.id}`, { shed: to.shed, position: ` ${to.position} ` });
    expect(res.statusCode, res.body).toBe(200);
    const moved = deviceSchema.parse(res.json());
    expect(moved).toMatchObject({ id: device.id, identification: 'S0-MOVE-1', type: 'S0', shed: { id: to.shed }, position: to.position });
    // The same device as the list shows it, key included.
    const listed = deviceListSchema.parse((await t.as('admin', 'GET', `/api/v2/devices?shed=${to.shed}&search=S0-MOVE-1`)).json());
    expect(listed.results).toEqual([moved]);
    expect(moved.keys).toHaveLength(1);

    expect((await ingest(key, [{ device: device.id, message_id: 'm-2', device_time: at(1), values: { environment_temperature: 26, humidity: 61 } }])).accepted).toBe(1);
    const placed = await db.select({ messageAt: s0Readings.measuredAt, division: s0Readings.divisionId }).from(s0Readings).where(eq(s0Readings.deviceId, device.id)).orderBy(s0Readings.measuredAt);
    expect(placed.map((r) => r.division)).toEqual([from.division, to.division]);

    // Only the position: the shed stays.
    const renamed = deviceSchema.parse((await t.as('admin', 'PATCH', `/api/v2/devices/${device.id}`, { position: 'Box 99' })).json());
    expect(renamed).toMatchObject({ shed: { id: to.shed }, position: 'Box 99' });
    const unchanged = await t.as('admin', 'PATCH', `/api/v2/devices/${device.id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(deviceSchema.parse(unchanged.json())).toEqual(renamed);
  });

  it("answers 404 for another company's device or one that does not exist, and 403 to those who are not staff", async () => {
    const rival = await foreignDevice();
    const foreign = await t.as('admin', 'PATCH', `/api/v2/devices/${rival.id}`, { position: 'Box 1' });
    expect(foreign.statusCode).toBe(404);
    const [after] = await db.select().from(devices).where(eq(devices.id, rival.id));
    expect(after).toEqual(rival);
    expect((await t.as('admin', 'PATCH', '/api/v2/devices/99999999', { position: 'Box 1' })).statusCode).toBe(404);

    const own = await housedDevice('S0');
    const refused = await t.as('produtor', 'PATCH', `/api/v2/devices/${own.id}`, { position: 'Box 7' });
    expect(refused.statusCode).toBe(403);
    expect((await db.select().from(devices).where(eq(devices.id, own.id)))[0]!.position).toBe(own.position);
  });

  it('refuses a bad body naming the field: a shed outside the company, a position too long, a type, wrong kinds', async () => {
    const own = await housedDevice('S0');
    const rival = await foreignDevice();
    const cases: [object, string][] = [
      [{ shed: rival.shedId }, 'shed'],
      [{ shed: 99_999_999 }, 'shed'],
      [{ shed: 'x' }, 'shed'],
      [{ position: 'x'.repeat(65) }, 'position'],
      [{ position: 12 }, 'position'],
      [{ type: 'D0' }, 'type'],
      [{ identification: 'NEW' }, 'identification'],
    ];
    for (const [body, field] of cases) {
      const res = await t.as('admin', 'PATCH', `/api/v2/devices/${own.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const [after] = await db.select().from(devices).where(eq(devices.id, own.id));
    expect(after).toMatchObject({ shedId: own.shed, position: own.position, type: 'S0' });
  });

  it('keeps a water meter that has readings in its shed (they are kept by meter and would follow it); one without readings moves', async () => {
    const s0 = await housedDevice('S0');
    const other = await housedDevice('S0', [s0.shed]);
    const meter = await register({ shed: s0.shed, type: 'water_meter', identification: 'AGUA-MOVE', position: '' });
    const fresh = await t.as('admin', 'PATCH', `/api/v2/devices/${meter.id}`, { shed: other.shed });
    expect(fresh.statusCode, fresh.body).toBe(200);

    expect((await ingest(await keyFor(meter.id), [{ device: meter.id, message_id: 'w-1', device_time: at(1), values: { total_volume: 1000 } }])).accepted).toBe(1);
    const back = await t.as('admin', 'PATCH', `/api/v2/devices/${meter.id}`, { shed: s0.shed });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/water meter has stored readings/);
    expect((await t.as('admin', 'PATCH', `/api/v2/devices/${meter.id}`, { position: 'Entrada' })).statusCode).toBe(200);
    expect((await db.select().from(devices).where(eq(devices.id, meter.id)))[0]).toMatchObject({ shedId: other.shed, position: 'Entrada' });
  });
});

describe('DELETE /api/v2/devices/{id}', () => {
  it('retires a device: its keys stop working at once, its readings stay without a device, gateway keys keep working', async () => {
    const s0 = await housedDevice('S0');
    const device = await register({ shed: s0.shed, type: 'S0', identification: 'S0-RETIRE-1', position: s0.position });
    const deviceKey = await keyFor(device.id);
    const gateway = issuedIngestKeySchema.parse((await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Gateway aposentadoria' })).json());
    expect(
      (await ingest(deviceKey, [
        { device: device.id, message_id: 'r-1', device_time: at(3), values: { environment_temperature: 25, humidity: 60 } },
        { device: device.id, message_id: 'r-2', device_time: at(2), values: { environment_temperature: 25.5, humidity: 59 } },
      ])).accepted,
    ).toBe(2);
    const ofDivision = async () =>
      Number((await db.select({ n: count() }).from(s0Readings).where(and(eq(s0Readings.divisionId, s0.division), isNull(s0Readings.deviceId))))[0]!.n);
    const unlinkedBefore = await ofDivision();

    const res = await t.as('tecnico', 'DELETE', `/api/v2/devices/${device.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    expect(await db.select().from(devices).where(eq(devices.id, device.id))).toEqual([]);
    expect(await ofDivision()).toBe(unlinkedBefore + 2);
    expect(Number((await db.select({ n: count() }).from(enthalpyReadings).where(eq(enthalpyReadings.deviceId, device.id)))[0]!.n)).toBe(0);
    expect(await db.select().from(ingestKeys).where(eq(ingestKeys.deviceId, device.id))).toEqual([]);

    const refused = await send(deviceKey, [{ device: device.id, message_id: 'r-3', device_time: at(1), values: { environment_temperature: 25, humidity: 60 } }]);
    expect(refused.statusCode).toBe(401);

    const [gatewayRow] = await db.select().from(ingestKeys).where(eq(ingestKeys.id, gateway.id));
    expect(gatewayRow!.revokedAt).toBeNull();
    const viaGateway = await ingest(gateway.key, [{ device: device.id, message_id: 'r-4', device_time: at(1), values: { environment_temperature: 25, humidity: 60 } }]);
    expect(viaGateway.items[0]).toMatchObject({ status: 'rejected', code: 'unknown_device' });
    const stillThere = await ingest(gateway.key, [{ device: s0.id, message_id: `r-5-${device.id}`, device_time: at(1), values: { environment_temperature: 25, humidity: 60 } }]);
    expect(stillThere.accepted).toBe(1);

    const listed = deviceListSchema.parse((await t.as('admin', 'GET', '/api/v2/devices?search=S0-RETIRE-1')).json());
    expect(listed.count).toBe(0);
    expect((await t.as('admin', 'DELETE', `/api/v2/devices/${device.id}`)).statusCode).toBe(404);
  });

  it("keeps a silo scale's load-cell history and a bird scale's weighings, without their device", async () => {
    const s0 = await housedDevice('S0');
    const [silo] = await db.select().from(silos).where(eq(silos.shedId, s0.shed)).limit(1);
    const scale = await register({ shed: s0.shed, type: 'silo_scale', identification: 'SILO-RETIRE', position: silo!.identification });
    const birds = await register({ shed: s0.shed, type: 'bird_scale', identification: 'BAL-RETIRE', position: s0.position });
    const silosAt = new Date(Date.now() - 7 * MINUTE);
    expect((await ingest(await keyFor(scale.id), [{ device: scale.id, message_id: 's-1', device_time: silosAt.toISOString(), values: { total_weight: silo!.capacity * 0.3 } }])).accepted).toBe(1);
    expect((await ingest(await keyFor(birds.id), [{ device: birds.id, message_id: 'b-1', device_time: at(6), values: { weights: [1500, 1600] } }])).accepted).toBe(1);

    const [weighed] = await db.select().from(weighings).where(eq(weighings.deviceId, birds.id));
    expect((await t.as('admin', 'DELETE', `/api/v2/devices/${scale.id}`)).statusCode).toBe(204);
    expect((await t.as('admin', 'DELETE', `/api/v2/devices/${birds.id}`)).statusCode).toBe(204);

    const [occupation] = await db
      .select()
      .from(siloOccupationReadings)
      .where(and(eq(siloOccupationReadings.siloId, silo!.id), eq(siloOccupationReadings.deviceTime, silosAt)));
    expect(occupation).toMatchObject({ deviceId: null, totalWeight: expect.closeTo(silo!.capacity * 0.3, 2) });
    const [weighing] = await db.select().from(weighings).where(eq(weighings.id, weighed!.id));
    expect(weighing).toMatchObject({ divisionId: s0.division, deviceId: null, samples: [1500, 1600] });
  });

  it('refuses to retire a water meter that has readings (409: they would be deleted with it); one without readings goes', async () => {
    const s0 = await housedDevice('S0');
    const meter = await register({ shed: s0.shed, type: 'water_meter', identification: 'AGUA-RETIRE', position: '' });
    const key = await keyFor(meter.id);
    expect((await ingest(key, [{ device: meter.id, message_id: 'w-1', device_time: at(1), values: { total_volume: 500 } }])).accepted).toBe(1);
    const refused = await t.as('admin', 'DELETE', `/api/v2/devices/${meter.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/water meter has stored readings/);
    expect(await db.select().from(devices).where(eq(devices.id, meter.id))).toHaveLength(1);
    expect(await db.select().from(waterMeterReadings).where(eq(waterMeterReadings.deviceId, meter.id))).toHaveLength(1);
    expect((await send(key, [{ device: meter.id, message_id: 'w-2', device_time: at(0.5), values: { total_volume: 501 } }])).statusCode).toBe(200);

    const unused = await register({ shed: s0.shed, type: 'water_meter', identification: 'AGUA-NOVO', position: '' });
    expect((await t.as('admin', 'DELETE', `/api/v2/devices/${unused.id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another company's device and 403 to those who are not staff, deleting nothing", async () => {
    const rival = await foreignDevice();
    expect((await t.as('admin', 'DELETE', `/api/v2/devices/${rival.id}`)).statusCode).toBe(404);
    expect(await db.select().from(devices).where(eq(devices.id, rival.id))).toHaveLength(1);
    const own = await housedDevice('S0');
    expect((await t.as('produtor', 'DELETE', `/api/v2/devices/${own.id}`)).statusCode).toBe(403);
    expect((await t.as('outra', 'DELETE', `/api/v2/devices/${rival.id}`)).statusCode).toBe(403);
    expect(await db.select().from(devices).where(eq(devices.id, own.id))).toHaveLength(1);
    expect((await t.as('admin', 'DELETE', '/api/v2/devices/abc')).statusCode).toBe(400);
  });
});
