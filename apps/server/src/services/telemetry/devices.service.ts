import { createHash, randomBytes } from 'node:crypto';
import {
  deviceCreateSchema,
  deviceUpdateSchema,
  type Device,
  type DeviceCreate,
  type DeviceListQuery,
  type DeviceUpdate,
  type IngestKey,
  type IssuedIngestKey,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  deleteDevice,
  findKeyByHash,
  findDevice,
  findDevicePage,
  findDevicesOfKey,
  findKeys,
  hasWaterReadings,
  insertDevice,
  insertKey,
  lockDevice,
  revokeKeys,
  updateDevice,
  type IngestKeyRow,
} from '../../repositories/devices.repository';
import { findShed } from '../../repositories/sheds.repository';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import { actorOf, changedFields, recordAudit, type Actor } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';
import { ConflictError, InvalidInputError, NotFoundError, UnauthorizedError } from '../common/errors';
import { companyFarmScope } from '../access/farm-scope';

const KEY_PREFIX = 'plk_';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const STAFF_TASK = 'manage devices and their keys';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const ingestKeyOf = (k: IngestKeyRow): IngestKey => ({
  id: k.id,
  prefix: k.prefix,
  label: k.label,
  device: k.deviceId,
  created_at: k.createdAt.toISOString(),
  last_used_at: iso(k.lastUsedAt),
  revoked_at: iso(k.revokedAt),
});

/** Who a request with this key speaks for; 401 for a key unknown or revoked. */
export type { IngestKeyRow };

/** `GET /v2/telemetry/devices`: the devices an ingest key may report for. */
export const devicesOfIngestKey = (db: Db, key: IngestKeyRow) => findDevicesOfKey(db, key);

export async function authenticateIngestKey(db: Db, key: string | undefined): Promise<IngestKeyRow> {
  if (!key) throw new UnauthorizedError('Send the device or gateway key as `Authorization: Bearer <key>`');
  const row = await findKeyByHash(db, hashOf(key));
  if (!row) throw new UnauthorizedError('Unknown ingest key');
  if (row.revokedAt) throw new UnauthorizedError('This ingest key was revoked; ask for a new one');
  return row;
}

async function issueKey(db: Db, companyId: number, values: { deviceId: number | null; label: string; createdBy: number | null }): Promise<IssuedIngestKey> {
  const key = KEY_PREFIX + randomBytes(24).toString('base64url');
  const row = await insertKey(db, { companyId, ...values, keyHash: hashOf(key), prefix: key.slice(0, KEY_PREFIX.length + 6) });
  return { ...ingestKeyOf(row), key };
}

/** `GET /v2/devices`: the company's devices with their status and active keys (staff only). */
export async function listDevices(db: Db, principal: Principal, query: Partial<DeviceListQuery> & Pick<DeviceListQuery, "limit" | "offset">, onlyId?: number) {
  requireStaff(principal, STAFF_TASK);
  const { stale_sensor_minutes } = await alertThresholdsOf(db, principal.companyId);
  const page = await findDevicePage(db, principal.companyId, query, stale_sensor_minutes, onlyId);
  const keys = await findKeys(db, principal.companyId, { deviceIds: page.rows.map((r) => r.id), activeOnly: true });
  const results: Device[] = page.rows.map((r) => ({
    id: r.id,
    identification: r.identification,
    type: r.type,
    shed: { id: r.shedId, identification: r.shedIdentification, name: r.shedName, property_name: r.propertyName },
    position: r.position,
    last_seen_at: iso(r.lastSeenAt),
    status: r.status,
    keys: keys.filter((k) => k.deviceId === r.id).map(ingestKeyOf),
  }));
  return { results, count: page.count };
}

/** Registers a device in a shed of the actor's company, audited; the API and the command line both come here. */
export async function registerDevice(db: Db, actor: Actor, input: DeviceCreate): Promise<number> {
  const values = deviceCreateSchema.parse(input);
  if (!(await findShed(db, companyFarmScope(actor.companyId), values.shed))) throw new InvalidInputError('shed', 'is not a shed of the company');
  const id = await insertDevice(db, { companyId: actor.companyId, shedId: values.shed, type: values.type, identification: values.identification, position: values.position });
  await recordAudit(db, actor, [{ action: 'create', entity: 'device', entityId: id, label: values.identification, after: { shed: values.shed, type: values.type, position: values.position } }]);
  return id;
}

/** Every device of a company (of one shed), with its status: for the command line. */
export async function listCompanyDevices(db: Db, companyId: number, shed?: number) {
  const { stale_sensor_minutes } = await alertThresholdsOf(db, companyId);
  return (await findDevicePage(db, companyId, { limit: 100_000, offset: 0, shed }, stale_sensor_minutes)).rows;
}

/** `POST /v2/devices`: registers a device in a shed of the company. */
export async function createDevice(db: Db, principal: Principal, input: DeviceCreate) {
  requireStaff(principal, STAFF_TASK);
  const id = await registerDevice(db, actorOf(principal), input);
  const { results } = await listDevices(db, principal, { limit: 1, offset: 0 }, id);
  return results[0]!;
}

/**
 * `PATCH /v2/devices/{id}`: moves the device to another shed of the company and/or position. Readings
 * already stored keep the batch, box or silo they were written to; only new ones follow the new place.
 * A water meter's readings are kept by meter, not by shed, so one that has readings stays in its shed.
 */
export async function moveDevice(db: Db, principal: Principal, deviceId: number, input: DeviceUpdate) {
  requireStaff(principal, STAFF_TASK);
  const values = deviceUpdateSchema.parse(input);
  await db.transaction(async (t) => {
    const device = await lockDevice(t, principal.companyId, deviceId);
    if (!device) throw new NotFoundError('Device not found');
    if (values.shed !== undefined && values.shed !== device.shedId) {
      if (!(await findShed(t, companyFarmScope(principal.companyId), values.shed))) throw new InvalidInputError('shed', 'is not a shed of the company');
      if (device.type === 'water_meter' && (await hasWaterReadings(t, device.id))) {
        throw new ConflictError(
          "This water meter has stored readings, which are kept by meter: in another shed they would count as that shed's water. Register a new meter in the other shed instead",
        );
      }
    }
    await updateDevice(t, device.id, { shedId: values.shed, position: values.position });
    const after = { shed: values.shed ?? device.shedId, position: values.position ?? device.position };
    const diff = changedFields({ shed: device.shedId, position: device.position }, after);
    if (diff) await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'device', entityId: device.id, label: device.identification, ...diff }]);
  });
  const { results } = await listDevices(db, principal, { limit: 1, offset: 0 }, deviceId);
  return results[0]!;
}

/**
 * `DELETE /v2/devices/{id}`: retires the device in one transaction: its keys are revoked and the device
 * deleted (its key rows go with it). Stored climate readings, silo readings and scale weighings stay,
 * without a device. A water meter's readings would be deleted with it, so a meter that has readings is refused.
 * Gateway keys are the company's, not the device's: they are untouched.
 */
export async function retireDevice(db: Db, principal: Principal, deviceId: number) {
  requireStaff(principal, STAFF_TASK);
  await db.transaction(async (t) => {
    const device = await lockDevice(t, principal.companyId, deviceId);
    if (!device) throw new NotFoundError('Device not found');
    if (device.type === 'water_meter' && (await hasWaterReadings(t, device.id))) {
      throw new ConflictError("This water meter has stored readings, which would be deleted with it: revoke its keys instead to stop it sending");
    }
    await revokeKeys(t, principal.companyId, { deviceId });
    await deleteDevice(t, device.id);
    await recordAudit(t, actorOf(principal), [{ action: 'delete', entity: 'device', entityId: device.id, label: device.identification, before: { shed: device.shedId, type: device.type, position: device.position } }]);
  });
}

async function rotateKey(db: Db, companyId: number, deviceId: number, createdBy: number | null): Promise<IssuedIngestKey> {
  return db.transaction(async (t) => {
    const device = await findDevice(t, companyId, deviceId);
    if (!device) throw new NotFoundError('Device not found');
    await revokeKeys(t, companyId, { deviceId });
    return issueKey(t, companyId, { deviceId, label: device.identification, createdBy });
  });
}

/** `POST /v2/devices/{id}/keys`: a new key for the device; its earlier keys stop working at once (rotation). */
export async function rotateDeviceKey(db: Db, principal: Principal, deviceId: number): Promise<IssuedIngestKey> {
  requireStaff(principal, STAFF_TASK);
  return db.transaction(async (t) => {
    const issued = await rotateKey(t, principal.companyId, deviceId, principal.userId);
    await recordAudit(t, actorOf(principal), [{ action: 'issue_key', entity: 'device', entityId: deviceId, label: issued.label, after: { key: issued.prefix } }]);
    return issued;
  });
}

/** `DELETE /v2/devices/{id}/keys`: the device can no longer send until a new key is issued. */
export async function revokeDeviceKeys(db: Db, principal: Principal, deviceId: number) {
  requireStaff(principal, STAFF_TASK);
  return db.transaction(async (t) => {
    const device = await findDevice(t, principal.companyId, deviceId);
    if (!device) throw new NotFoundError('Device not found');
    const revoked = await revokeKeys(t, principal.companyId, { deviceId });
    if (revoked > 0) await recordAudit(t, actorOf(principal), [{ action: 'revoke_key', entity: 'device', entityId: deviceId, label: device.identification, after: { revoked } }]);
    return { revoked };
  });
}

/** `GET /v2/ingest-keys/gateways`: the company's gateway keys, revoked ones included. */
export async function listGatewayKeys(db: Db, principal: Principal) {
  requireStaff(principal, STAFF_TASK);
  return { results: (await findKeys(db, principal.companyId, { gatewayOnly: true })).map(ingestKeyOf) };
}

/** `POST /v2/ingest-keys/gateways`: a key that may send for every device of the company. */
export async function createGatewayKey(db: Db, principal: Principal, label: string) {
  requireStaff(principal, STAFF_TASK);
  return db.transaction(async (t) => {
    const issued = await issueKey(t, principal.companyId, { deviceId: null, label, createdBy: principal.userId });
    await recordAudit(t, actorOf(principal), [{ action: 'issue_key', entity: 'ingest_key', entityId: issued.id, label, after: { key: issued.prefix } }]);
    return issued;
  });
}

/** `DELETE /v2/ingest-keys/{id}`. */
export async function revokeKey(db: Db, principal: Principal, keyId: number) {
  requireStaff(principal, STAFF_TASK);
  await db.transaction(async (t) => {
    if ((await revokeKeys(t, principal.companyId, { keyId })) === 0) throw new NotFoundError('No active ingest key with this id');
    await recordAudit(t, actorOf(principal), [{ action: 'revoke_key', entity: 'ingest_key', entityId: keyId, label: `#${keyId}` }]);
  });
}

/** Keys revoked from the command line: a device's, or one key by its id; how many were active. */
export const revokeKeysFromCli = (db: Db, companyId: number, which: { keyId: number } | { deviceId: number }) => revokeKeys(db, companyId, which);

/** Keys made from the command line: a device's (rotating its earlier ones) or a gateway's. */
export const issueKeyFromCli = (db: Db, companyId: number, target: { deviceId: number } | { gateway: string }) =>
  'deviceId' in target ? rotateKey(db, companyId, target.deviceId, null) : issueKey(db, companyId, { deviceId: null, label: target.gateway, createdBy: null });
