import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { deviceListSchema, issuedIngestKeySchema, telemetryResultSchema, type DeviceType } from '@plantel/contracts';
import { batchDivisions, batches, sheds } from '../../src/db/schema';
import type { TestApp } from './test-app';

const MINUTE = 60_000;

/** A moment `minutesAgo` before now, as a device sends it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** A demo device of the type in a broiler shed housing a batch (lodged over 3 days ago), with that batch and the device's box. */
export interface HousedDevice {
  id: number;
  shed: number;
  position: string;
  batch: number;
  division: number;
}

export async function housedDevice(t: TestApp, type: DeviceType, { skipSheds = [], online = false }: { skipSheds?: readonly number[]; online?: boolean } = {}): Promise<HousedDevice> {
  const db = t.database.db;
  const res = await t.as('admin', 'GET', `/api/v2/devices?type=${type}${online ? '&status=online' : ''}&limit=500`);
  expect(res.statusCode, res.body).toBe(200);
  for (const d of deviceListSchema.parse(res.json()).results) {
    if (skipSheds.includes(d.shed.id)) continue;
    const [shed] = await db.select().from(sheds).where(eq(sheds.id, d.shed.id));
    if (shed!.productionTypeExternalId !== 3) continue;
    const [batch] = await db.select().from(batches).where(and(eq(batches.shedId, d.shed.id), isNull(batches.closingDate)));
    if (!batch || batch.openingDate.getTime() > Date.now() - 3 * 24 * 60 * MINUTE) continue;
    const [division] = await db.select().from(batchDivisions).where(and(eq(batchDivisions.batchId, batch.id), eq(batchDivisions.identification, d.position)));
    if (division) return { id: d.id, shed: d.shed.id, position: d.position, batch: batch.id, division: division.id };
  }
  throw new Error(`no housed ${type} device in the demo farm`);
}

/** A new ingest key of the device, issued by the demo admin. */
export async function issueKey(t: TestApp, deviceId: number): Promise<string> {
  const res = await t.as('admin', 'POST', `/api/v2/devices/${deviceId}/keys`);
  expect(res.statusCode, res.body).toBe(201);
  return issuedIngestKeySchema.parse(res.json()).key;
}

/** POST /api/v2/telemetry with the key (if any) and the payload (a string is sent as it is). */
export const sendTelemetry = (t: TestApp, key: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/telemetry',
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** Sends the readings; the request must be answered 200 with the telemetry result. */
export async function ingest(t: TestApp, key: string, readings: unknown[]) {
  const res = await sendTelemetry(t, key, { readings });
  expect(res.statusCode, res.body).toBe(200);
  return telemetryResultSchema.parse(res.json());
}
