import { comfortClassifier, specificEnthalpy, type ComfortCode } from '@plantel/domain';
import {
  PRODUCTION_TYPE_MODULE,
  telemetryItemSchema,
  telemetryValueSchemas,
  type DeviceType,
  type TelemetryItem,
  type TelemetryItemResult,
  type TelemetryRejection,
  type TelemetryResult,
  type TelemetryValues,
} from '@plantel/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { IngestKeyRow } from '../repositories/devices.repository';
import { touchKey } from '../repositories/devices.repository';
import {
  findBatchesBetween,
  findIngestDevices,
  findRationTypeIds,
  findSilosOfSheds,
  insertD0,
  insertE0,
  insertEnthalpy,
  insertReceipts,
  insertS0,
  insertScaleWeighings,
  insertSiloReadings,
  insertWaterReadings,
  receiptKey,
  touchDevices,
  updateSiloStock,
  type D0Reading,
  type E0Reading,
  type EnthalpyReading,
  type HousedBatch,
  type IngestDevice,
  type S0Reading,
  type ScaleWeighing,
  type SiloReading,
  type WaterReading,
} from '../repositories/telemetry.repository';
import { CLOCK_SKEW_MS, dayOfAge, roundTo } from './units';

/** What a committed ingest changed, for the work that follows it (summaries, alerts). */
export interface TelemetryChanges {
  companyId: number;
  /** Batches with new climate readings (their comfort summary). */
  climateBatches: Set<number>;
  /** Sheds with new silo readings (their feed summary). */
  siloSheds: Set<number>;
  /** Batches with new scale weighings (their growth summary). */
  weighedBatches: Set<number>;
}

export interface TelemetryOutcome {
  result: TelemetryResult;
  changes: TelemetryChanges;
}

type Pending = { [T in DeviceType]: { index: number; type: T; device: IngestDevice; item: TelemetryItem; at: number; values: TelemetryValues[T] } }[DeviceType];

/** A reading placed: the row it becomes, in the table of its device type. */
type Placed =
  | { type: 'S0'; index: number; row: S0Reading; enthalpy: EnthalpyReading | null; batch: number }
  | { type: 'D0'; index: number; row: D0Reading; batch: number }
  | { type: 'E0'; index: number; row: E0Reading; batch: number }
  | { type: 'silo_scale'; index: number; row: SiloReading; shed: number }
  | { type: 'water_meter'; index: number; row: WaterReading }
  | { type: 'bird_scale'; index: number; row: ScaleWeighing; batch: number };

const NEEDS_BATCH: ReadonlySet<DeviceType> = new Set(['S0', 'D0', 'E0', 'bird_scale']);
const SILO_OVERFILL = 1.25;

const classifiers = new Map<string, (h: number) => ComfortCode>();
function comfortCode(age: number, altitude: number, enthalpy: number): ComfortCode {
  const key = `${age}:${altitude}`;
  let classify = classifiers.get(key);
  if (!classify) classifiers.set(key, (classify = comfortClassifier(age, altitude)));
  return classify(enthalpy);
}

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || undefined;

/** The batch of a shed housed at `at` (the latest opened, if two overlap). */
function batchAt(batches: readonly HousedBatch[], shedId: number, at: number): HousedBatch | undefined {
  let found: HousedBatch | undefined;
  for (const b of batches) {
    if (b.shedId !== shedId || b.openingDate.getTime() > at || (b.closingDate && b.closingDate.getTime() <= at)) continue;
    if (!found || b.openingDate > found.openingDate) found = b;
  }
  return found;
}

/** What in the shed a device's position names: the one with that identification, or the only one when the position is blank. */
function byPosition<T extends { identification: string }>(candidates: readonly T[], position: string): T | undefined {
  return candidates.find((c) => c.identification === position) ?? (position === '' && candidates.length === 1 ? candidates[0] : undefined);
}

/**
 * Writes a batch of readings sent with `key`: each item is checked alone and answered as accepted,
 * duplicate or rejected; everything accepted is written in one transaction, so the answer (sent
 * after commit) never acknowledges a reading that is not stored, and a retried message is a no-op.
 */
export async function ingestTelemetry(db: Db, key: Pick<IngestKeyRow, 'id' | 'companyId' | 'deviceId'>, readings: readonly unknown[], now = new Date()): Promise<TelemetryOutcome> {
  const items: TelemetryItemResult[] = readings.map((raw, index) => {
    const messageId = (raw as { message_id?: unknown } | null)?.message_id;
    return { index, message_id: typeof messageId === 'string' ? messageId : null, status: 'accepted' };
  });
  const reject = (index: number, code: TelemetryRejection, message: string, field?: string) => {
    items[index] = { ...items[index]!, status: 'rejected', code, message, ...(field ? { field } : {}) };
  };
  const duplicate = (index: number, message: string) => {
    items[index] = { ...items[index]!, status: 'duplicate', message };
  };

  const envelopes: { index: number; item: TelemetryItem; at: number }[] = [];
  readings.forEach((raw, index) => {
    const parsed = telemetryItemSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reject(index, 'invalid', issue.message, fieldOf(issue.path));
    }
    const at = Date.parse(parsed.data.device_time);
    if (at > now.getTime() + CLOCK_SKEW_MS) return reject(index, 'future_time', 'is later than the server clock allows (5 minutes of skew)', 'device_time');
    envelopes.push({ index, item: parsed.data, at });
  });

  const devices = new Map((await findIngestDevices(db, key.companyId, [...new Set(envelopes.map((e) => e.item.device))])).map((d) => [d.id, d]));
  const pending: Pending[] = [];
  for (const { index, item, at } of envelopes) {
    const device = devices.get(item.device);
    if (!device) {
      reject(index, 'unknown_device', `no device ${item.device} in this company`, 'device');
      continue;
    }
    if (key.deviceId !== null && key.deviceId !== device.id) {
      reject(index, 'device_not_allowed', `this key is for device ${key.deviceId}, not ${device.id}`, 'device');
      continue;
    }
    const values = (telemetryValueSchemas[device.type] as z.ZodType).safeParse(item.values);
    if (!values.success) {
      const issue = values.error.issues[0]!;
      const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
      reject(index, 'invalid', `${issue.message}${keys} (${device.type} device)`, fieldOf(['values', ...issue.path]));
      continue;
    }
    pending.push({ index, type: device.type, device, item, at, values: values.data } as Pending);
  }

  const placed = await place(db, key.companyId, pending, reject);

  const firstOf = new Map<string, number>();
  const unique: Placed[] = [];
  for (const p of placed) {
    const id = receiptKey(p.row.deviceId, items[p.index]!.message_id!);
    const first = firstOf.get(id);
    if (first !== undefined) {
      duplicate(p.index, `repeats reading ${first} of this request`);
      continue;
    }
    firstOf.set(id, p.index);
    unique.push(p);
  }

  const changes: TelemetryChanges = { companyId: key.companyId, climateBatches: new Set(), siloSheds: new Set(), weighedBatches: new Set() };
  if (unique.length > 0) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const fresh = await insertReceipts(t, unique.map((p) => ({ deviceId: p.row.deviceId, messageId: items[p.index]!.message_id! })));
      const written = unique.filter((p) => {
        if (fresh.has(receiptKey(p.row.deviceId, items[p.index]!.message_id!))) return true;
        duplicate(p.index, 'already received');
        return false;
      });
      await writeReadings(t, written, changes, duplicate);
    });
  }

  const heard = [...new Set(pending.filter((p) => items[p.index]!.status !== 'rejected').map((p) => p.device.id))];
  if (heard.length > 0) {
    await touchDevices(db, heard);
    await touchKey(db, key.id);
  }
  const count = (status: TelemetryItemResult['status']) => items.filter((i) => i.status === status).length;
  return { result: { accepted: count('accepted'), duplicates: count('duplicate'), rejected: count('rejected'), items }, changes };
}

/** Finds where each reading belongs (batch and box, or silo) and turns it into its row. */
async function place(db: Db, companyId: number, pending: readonly Pending[], reject: (index: number, code: TelemetryRejection, message: string, field?: string) => void): Promise<Placed[]> {
  const housed = pending.filter((p) => NEEDS_BATCH.has(p.type));
  const times = housed.map((p) => p.at);
  const batches = housed.length
    ? await findBatchesBetween(db, [...new Set(housed.map((p) => p.device.shedId))], new Date(Math.min(...times)), new Date(Math.max(...times)))
    : [];
  const siloReadings = pending.filter((p) => p.type === 'silo_scale');
  const silos = await findSilosOfSheds(db, [...new Set(siloReadings.map((p) => p.device.shedId))]);
  const rations = await findRationTypeIds(db, companyId, [
    ...new Set(siloReadings.flatMap((p) => (p.type === 'silo_scale' && p.values.consuming_ration !== undefined ? [p.values.consuming_ration] : []))),
  ]);

  const placed: Placed[] = [];
  for (const p of pending) {
    const { index, device, at } = p;
    if (p.type === 'water_meter') {
      placed.push({ type: p.type, index, row: { deviceId: device.id, measuredAt: at, totalVolume: p.values.total_volume } });
      continue;
    }
    if (p.type === 'silo_scale') {
      const silo = byPosition(silos.filter((s) => s.shedId === device.shedId), device.position);
      if (!silo) {
        reject(index, 'no_silo', `the shed has no silo "${device.position}" (the device's position)`);
        continue;
      }
      const { total_weight: weight, consuming_ration: ration } = p.values;
      if (weight > silo.capacity * SILO_OVERFILL) {
        reject(index, 'invalid', `${weight} kg is more than silo ${silo.identification} can hold (${silo.capacity} kg)`, 'values.total_weight');
        continue;
      }
      if (ration !== undefined && !rations.has(ration)) {
        reject(index, 'unknown_ration', `no ration type ${ration} in this company`, 'values.consuming_ration');
        continue;
      }
      const row: SiloReading = {
        siloId: silo.id,
        deviceId: device.id,
        deviceTime: at,
        totalWeight: weight,
        totalOccupation: roundTo(Math.min(1, weight / silo.capacity), 4),
        freeCapacity: Math.max(0, silo.capacity - weight),
        isBlackout: p.values.is_blackout ?? false,
        consumingRation: ration ?? null,
      };
      placed.push({ type: p.type, index, row, shed: device.shedId });
      continue;
    }
    const batch = batchAt(batches, device.shedId, at);
    if (!batch) {
      reject(index, 'no_batch', 'no batch was housed in the shed at device_time', 'device_time');
      continue;
    }
    const division = byPosition(batch.divisions, device.position);
    if (!division) {
      reject(index, 'no_division', `batch ${batch.id} has no box "${device.position}" (the device's position)`);
      continue;
    }
    const base = { deviceId: device.id, divisionId: division.id, measuredAt: at, age: dayOfAge(batch, at) };
    if (p.type === 'S0') {
      const v = p.values;
      const row: S0Reading = { ...base, bedTemperature: v.bed_temperature, environmentTemperature: v.environment_temperature, waterTemperature: v.water_temperature, humidity: v.humidity };
      const poultry = PRODUCTION_TYPE_MODULE[device.productionType] !== 'suinos';
      const h = poultry && v.environment_temperature !== undefined && v.humidity !== undefined ? specificEnthalpy(v.environment_temperature, v.humidity, device.altitude) : null;
      const enthalpy = h === null ? null : { ...base, value: roundTo(h, 2), code: comfortCode(base.age, device.altitude, h) };
      placed.push({ type: p.type, index, row, enthalpy, batch: batch.id });
    } else if (p.type === 'D0') {
      placed.push({ type: p.type, index, row: { ...base, co2: p.values.co2, internHumidity: p.values.intern_humidity, internTemperature: p.values.intern_temperature }, batch: batch.id });
    } else if (p.type === 'E0') {
      placed.push({ type: p.type, index, row: { ...base, type: p.values.type }, batch: batch.id });
    } else {
      const row: ScaleWeighing = { deviceId: device.id, divisionId: division.id, weighedAt: at, age: base.age, samples: p.values.weights, sex: p.values.sex ?? null };
      placed.push({ type: p.type, index, row, batch: batch.id });
    }
  }
  return placed;
}

const ofType = <T extends Placed['type']>(placed: readonly Placed[], type: T) => placed.filter((p): p is Extract<Placed, { type: T }> => p.type === type);

/** Writes the placed readings; a silo, meter or box holds one reading per instant, so a second one there is a duplicate. */
async function writeReadings(db: Db, placed: readonly Placed[], changes: TelemetryChanges, duplicate: (index: number, message: string) => void) {
  const s0 = ofType(placed, 'S0');
  await insertS0(db, s0.map((p) => p.row));
  await insertEnthalpy(db, s0.flatMap((p) => (p.enthalpy ? [p.enthalpy] : [])));
  await insertD0(db, ofType(placed, 'D0').map((p) => p.row));
  await insertE0(db, ofType(placed, 'E0').map((p) => p.row));
  for (const p of [...s0, ...ofType(placed, 'D0')]) changes.climateBatches.add(p.batch);

  const silo = ofType(placed, 'silo_scale');
  const siloWritten = await insertSiloReadings(db, silo.map((p) => p.row));
  const latest = new Map<number, { siloId: number; at: number; weight: number; ration: number | null }>();
  for (const p of silo) {
    if (!siloWritten.has(`${p.row.siloId}@${p.row.deviceTime}`)) {
      duplicate(p.index, 'the silo already has a reading at this device_time');
      continue;
    }
    changes.siloSheds.add(p.shed);
    const known = latest.get(p.row.siloId);
    if (!known || known.at < p.row.deviceTime) latest.set(p.row.siloId, { siloId: p.row.siloId, at: p.row.deviceTime, weight: p.row.totalWeight, ration: p.row.consumingRation });
  }
  await updateSiloStock(db, [...latest.values()]);

  const water = ofType(placed, 'water_meter');
  const waterWritten = await insertWaterReadings(db, water.map((p) => p.row));
  for (const p of water) if (!waterWritten.has(`${p.row.deviceId}@${p.row.measuredAt}`)) duplicate(p.index, 'the meter already has a reading at this device_time');

  const scale = ofType(placed, 'bird_scale');
  const weighed = await insertScaleWeighings(db, scale.map((p) => p.row));
  for (const p of scale) {
    if (weighed.has(`${p.row.divisionId}@${p.row.weighedAt}`)) changes.weighedBatches.add(p.batch);
    else duplicate(p.index, 'the box already has a weighing at this device_time');
  }
}
