import { markingRebuild } from '../../repositories/stale-rows.repository';
import { comfortJudge } from '@plantel/domain';
import {
  areTelemetryValues,
  isTelemetryItem,
  PRODUCTION_TYPE_MODULE,
  telemetryItemSchema,
  telemetryValueSchemas,
  type DeviceType,
  type TelemetryItemResult,
  type TelemetryRejection,
  type TelemetryResult,
  type TelemetryValues,
} from '@plantel/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { IngestKeyRow } from '../../repositories/devices.repository';
import { touchKey } from '../../repositories/devices.repository';
import {
  findBatchesBetween,
  findIngestDevices,
  findRationTypeIds,
  findSilosOfSheds,
  insertScaleWeighings,
  insertSiloReadings,
  insertWaterReadings,
  touchDevices,
  updateSiloStock,
  writeReceiptsAndClimate,
  type D0Reading,
  type E0Reading,
  type HousedBatch,
  type IngestDevice,
  type S0WithEnthalpy,
  type ScaleWeighing,
  type SiloReading,
  type TelemetryWrite,
  type WaterReading,
} from '../../repositories/telemetry.repository';
import { ambienceProfilesOf } from '../sanity/ambience-profiles';
import { recordAutomaticDeliveries, type WrittenSiloReading } from '../nutrition/silo-deliveries.service';
import { CLOCK_SKEW_MS, DAY_MS, roundTo, TELEMETRY_WINDOW_DAYS } from '../common/units';

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

/** A reading whose envelope is valid: its device, id, time (epoch ms) and unchecked values. */
interface Envelope {
  index: number;
  device: number;
  messageId: string;
  at: number;
  values: Record<string, unknown>;
}

type Pending = { [T in DeviceType]: { index: number; type: T; device: IngestDevice; messageId: string; at: number; values: TelemetryValues[T] } }[DeviceType];

/** A reading placed: the row it becomes, in the table of its device type; `at` is its device time (epoch ms). */
type Placed = { index: number; messageId: string; device: number; at: number } & (
  | { type: 'S0'; row: S0WithEnthalpy; batch: number }
  | { type: 'D0'; row: D0Reading; batch: number }
  | { type: 'E0'; row: E0Reading; batch: number }
  | { type: 'silo_scale'; row: SiloReading; shed: number }
  | { type: 'water_meter'; row: WaterReading }
  | { type: 'bird_scale'; row: ScaleWeighing; batch: number }
);

const NEEDS_BATCH: ReadonlySet<DeviceType> = new Set(['S0', 'D0', 'E0', 'bird_scale']);
const SILO_OVERFILL = 1.25;
/** A device's or key's last-seen time is moved at most this often (the update skips fresher rows anyway). */
const DEVICE_TOUCH_MS = 30_000;
const KEY_TOUCH_MS = 60_000;

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || undefined;

/** What in the shed a device's position names: the one with that identification, or the only one when the position is blank. */
function byPosition<T extends { identification: string }>(candidates: readonly T[], position: string): T | undefined {
  return candidates.find((c) => c.identification === position) ?? (position === '' && candidates.length === 1 ? candidates[0] : undefined);
}

/** The answer for each reading, at its index: accepted unless it is rejected or found a duplicate. */
class Answers {
  private readonly messageIds: (string | null)[];
  private readonly other = new Map<number, TelemetryItemResult>();
  private rejected = 0;

  constructor(readings: readonly unknown[]) {
    this.messageIds = readings.map((raw) => {
      const messageId = (raw as { message_id?: unknown } | null)?.message_id;
      return typeof messageId === 'string' ? messageId : null;
    });
  }

  reject(index: number, code: TelemetryRejection, message: string, field?: string) {
    const base = { index, message_id: this.messageIds[index]!, status: 'rejected' as const, code };
    if (!this.other.has(index)) this.rejected++;
    this.other.set(index, field ? { ...base, field, message } : { ...base, message });
  }

  duplicate(index: number, message: string) {
    this.other.set(index, { index, message_id: this.messageIds[index]!, status: 'duplicate', message });
  }

  isRejected(index: number) {
    return this.other.get(index)?.status === 'rejected';
  }

  result(): TelemetryResult {
    const items: TelemetryItemResult[] = this.messageIds.map((message_id, index) => this.other.get(index) ?? { index, message_id, status: 'accepted' });
    const duplicates = this.other.size - this.rejected;
    return { accepted: items.length - this.other.size, duplicates, rejected: this.rejected, items };
  }
}

/** When this process last moved each device's (and key's) last-seen time, per database. */
const touched = new WeakMap<Db, { devices: Map<number, number>; keys: Map<number, number> }>();

/** Moves the last-seen time of the devices and the key, skipping those this process moved moments ago. */
async function touch(db: Db, deviceIds: Iterable<number>, keyId: number) {
  let recent = touched.get(db);
  if (!recent) touched.set(db, (recent = { devices: new Map(), keys: new Map() }));
  const now = Date.now();
  const due = [...deviceIds].filter((id) => !((recent.devices.get(id) ?? -Infinity) > now - DEVICE_TOUCH_MS));
  if (due.length > 0) {
    await touchDevices(db, due);
    for (const id of due) recent.devices.set(id, now);
  }
  if (!((recent.keys.get(keyId) ?? -Infinity) > now - KEY_TOUCH_MS)) {
    await touchKey(db, keyId);
    recent.keys.set(keyId, now);
  }
}

/**
 * Writes a batch of readings sent with `key`: each item is checked alone and answered as accepted,
 * duplicate or rejected; everything accepted is written in one transaction, so the answer (sent
 * after commit) never acknowledges a reading that is not stored, and a retried message is a no-op.
 */
export async function ingestTelemetry(db: Db, key: Pick<IngestKeyRow, 'id' | 'companyId' | 'deviceId'>, readings: readonly unknown[], now = new Date()): Promise<TelemetryOutcome> {
  const answers = new Answers(readings);
  const latest = now.getTime() + CLOCK_SKEW_MS;
  const earliest = now.getTime() - TELEMETRY_WINDOW_DAYS * DAY_MS;
  const envelopes: Envelope[] = [];
  for (let index = 0; index < readings.length; index++) {
    const raw = readings[index];
    let item: z.infer<typeof telemetryItemSchema>;
    if (isTelemetryItem(raw)) item = raw;
    else {
      const parsed = telemetryItemSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        answers.reject(index, 'invalid', issue.message, fieldOf(issue.path));
        continue;
      }
      item = parsed.data;
    }
    const at = Date.parse(item.device_time);
    if (at > latest) {
      answers.reject(index, 'future_time', 'is later than the server clock allows (5 minutes of skew)', 'device_time');
      continue;
    }
    if (at < earliest) {
      answers.reject(index, 'too_old', `is more than ${TELEMETRY_WINDOW_DAYS} days before the server clock`, 'device_time');
      continue;
    }
    envelopes.push({ index, device: item.device, messageId: item.message_id, at, values: item.values });
  }

  const changes: TelemetryChanges = { companyId: key.companyId, climateBatches: new Set(), siloSheds: new Set(), weighedBatches: new Set() };
  const heard = new Set<number>();
  if (envelopes.length > 0) {
    // Devices and divisions are looked up inside the transaction and locked until it ends, so
    // none of those the readings are written with can be deleted before they are committed.
    await db.transaction(async (t) => {
      // What readings change (silo stock, automatic deliveries) the follow-up rebuilds once they
      // have gathered for a few seconds (`changes`), not each ingest at its commit.
      await markingRebuild(t, true);
      const pending = checkValues(envelopes, await findIngestDevices(t, key.companyId, new Set(envelopes.map((e) => e.device))), key, answers);
      const placed = await place(t, key.companyId, pending, answers);
      for (const p of pending) if (!answers.isRejected(p.index)) heard.add(p.device.id);
      await write(t, placed, changes, answers);
    });
  }
  if (heard.size > 0) await touch(db, heard, key.id);
  return { result: answers.result(), changes };
}

/** Each reading's device (of the key's company, and the key's device for a device key) and its values, checked for the device's type. */
function checkValues(envelopes: readonly Envelope[], found: readonly IngestDevice[], key: Pick<IngestKeyRow, 'deviceId'>, answers: Answers): Pending[] {
  const devices = new Map(found.map((d) => [d.id, d]));
  const pending: Pending[] = [];
  for (const { index, device: id, messageId, at, values } of envelopes) {
    const device = devices.get(id);
    if (!device) {
      answers.reject(index, 'unknown_device', `no device ${id} in this company`, 'device');
      continue;
    }
    if (key.deviceId !== null && key.deviceId !== device.id) {
      answers.reject(index, 'device_not_allowed', `this key is for device ${key.deviceId}, not ${device.id}`, 'device');
      continue;
    }
    if (areTelemetryValues(device.type, values)) {
      pending.push({ index, type: device.type, device, messageId, at, values } as Pending);
      continue;
    }
    const parsed = (telemetryValueSchemas[device.type] as z.ZodType).safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
      answers.reject(index, 'invalid', `${issue.message}${keys} (${device.type} device)`, fieldOf(['values', ...issue.path]));
      continue;
    }
    pending.push({ index, type: device.type, device, messageId, at, values: parsed.data } as Pending);
  }
  return pending;
}

/** The batches of each shed, latest opened first. */
function batchesByShed(batches: readonly HousedBatch[]) {
  const byShed = new Map<number, HousedBatch[]>();
  for (const b of [...batches].sort((x, y) => y.openedAt - x.openedAt)) {
    const list = byShed.get(b.shedId);
    if (list) list.push(b);
    else byShed.set(b.shedId, [b]);
  }
  return byShed;
}

/** The batch housed in the shed at `at` (the latest opened, if two overlap), from the shed's batches latest first. */
const batchAt = (batches: readonly HousedBatch[] | undefined, at: number) => batches?.find((b) => b.openedAt <= at && (b.closedAt === null || b.closedAt > at));

/** Finds where each reading belongs (batch and box, or silo) and turns it into its row. */
async function place(db: Db, companyId: number, pending: readonly Pending[], answers: Answers): Promise<Placed[]> {
  let from = Infinity;
  let to = -Infinity;
  const housedSheds = new Set<number>();
  const siloSheds = new Set<number>();
  const rationIds = new Set<number>();
  for (const p of pending) {
    if (NEEDS_BATCH.has(p.type)) {
      housedSheds.add(p.device.shedId);
      if (p.at < from) from = p.at;
      if (p.at > to) to = p.at;
    } else if (p.type === 'silo_scale') {
      siloSheds.add(p.device.shedId);
      if (p.values.consuming_ration !== undefined) rationIds.add(p.values.consuming_ration);
    }
  }
  const shedBatches = batchesByShed(housedSheds.size > 0 ? await findBatchesBetween(db, housedSheds, from, to) : []);
  const silos = await findSilosOfSheds(db, [...siloSheds]);
  const rations = await findRationTypeIds(db, companyId, [...rationIds]);
  // Each S0 reading's comfort, by the company's ambience profile of the shed's module at the farm's altitude.
  const profileOf = await ambienceProfilesOf(db, companyId);
  const judges = new Map<string, ReturnType<typeof comfortJudge>>();
  const judgeOf = (productionType: number, altitude: number) => {
    const key = `${productionType}:${altitude}`;
    return judges.get(key) ?? judges.set(key, comfortJudge(profileOf(productionType), altitude)).get(key)!;
  };

  // A device's readings mostly fall in one batch: its box there is looked up once.
  const boxOf = new Map<number, { batch: HousedBatch; division: { id: number } | undefined }>();
  const placed: Placed[] = [];
  for (const p of pending) {
    const { index, device, at, messageId } = p;
    if (p.type === 'water_meter') {
      placed.push({ index, messageId, device: device.id, at, type: p.type, row: { deviceId: device.id, measuredAt: at, totalVolume: p.values.total_volume } });
      continue;
    }
    if (p.type === 'silo_scale') {
      const silo = byPosition(
        silos.filter((s) => s.shedId === device.shedId),
        device.position,
      );
      if (!silo) {
        answers.reject(index, 'no_silo', `the shed has no silo "${device.position}" (the device's position)`);
        continue;
      }
      const { total_weight: weight, consuming_ration: ration } = p.values;
      if (weight > silo.capacity * SILO_OVERFILL) {
        answers.reject(index, 'invalid', `${weight} kg is more than silo ${silo.identification} can hold (${silo.capacity} kg)`, 'values.total_weight');
        continue;
      }
      if (ration !== undefined && !rations.has(ration)) {
        answers.reject(index, 'unknown_ration', `no ration type ${ration} in this company`, 'values.consuming_ration');
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
      placed.push({ index, messageId, device: device.id, at, type: p.type, row, shed: device.shedId });
      continue;
    }
    let box = boxOf.get(device.id);
    if (!box || box.batch.openedAt > at || (box.batch.closedAt !== null && box.batch.closedAt <= at) || batchAt(shedBatches.get(device.shedId), at) !== box.batch) {
      const batch = batchAt(shedBatches.get(device.shedId), at);
      if (!batch) {
        answers.reject(index, 'no_batch', 'no batch was housed in the shed at device_time', 'device_time');
        continue;
      }
      box = { batch, division: byPosition(batch.divisions, device.position) };
      boxOf.set(device.id, box);
    }
    const { batch, division } = box;
    if (!division) {
      answers.reject(index, 'no_division', `batch ${batch.id} has no box "${device.position}" (the device's position)`);
      continue;
    }
    const age = batch.ageAtLodging + Math.floor((at - batch.openedAt) / DAY_MS);
    if (p.type === 'S0') {
      const v = p.values;
      const poultry = PRODUCTION_TYPE_MODULE[device.productionType] !== 'suinos';
      const judged = poultry ? judgeOf(device.productionType, device.altitude).judge(age, v.environment_temperature ?? null, v.humidity ?? null) : null;
      const row: S0WithEnthalpy = {
        deviceId: device.id,
        divisionId: division.id,
        measuredAt: at,
        age,
        bedTemperature: v.bed_temperature,
        environmentTemperature: v.environment_temperature,
        waterTemperature: v.water_temperature,
        humidity: v.humidity,
        enthalpy: judged && { value: judged.enthalpy, code: judged.verdict.level },
      };
      placed.push({ index, messageId, device: device.id, at, type: p.type, row, batch: batch.id });
    } else if (p.type === 'D0') {
      const row: D0Reading = { deviceId: device.id, divisionId: division.id, measuredAt: at, age, co2: p.values.co2, internHumidity: p.values.intern_humidity, internTemperature: p.values.intern_temperature };
      placed.push({ index, messageId, device: device.id, at, type: p.type, row, batch: batch.id });
    } else if (p.type === 'E0') {
      placed.push({ index, messageId, device: device.id, at, type: p.type, row: { deviceId: device.id, divisionId: division.id, measuredAt: at, age, type: p.values.type }, batch: batch.id });
    } else {
      const row: ScaleWeighing = { deviceId: device.id, divisionId: division.id, weighedAt: at, age, samples: p.values.weights, sex: p.values.sex ?? null };
      placed.push({ index, messageId, device: device.id, at, type: p.type, row, batch: batch.id });
    }
  }
  return placed;
}

/**
 * Writes the placed readings: a message is its device, message id and device time, so a reading
 * repeated within the request, or whose message was received before, is a duplicate (the same message
 * id with another device time is another message); a silo, meter or box holds one reading per
 * instant, so a second one there is a duplicate too.
 */
async function write(db: Db, placed: readonly Placed[], changes: TelemetryChanges, answers: Answers) {
  const firstOf = new Map<number, Map<string, number>>();
  const unique: Placed[] = [];
  for (const p of placed) {
    let ofDevice = firstOf.get(p.device);
    if (!ofDevice) firstOf.set(p.device, (ofDevice = new Map()));
    const message = `${p.at} ${p.messageId}`;
    const first = ofDevice.get(message);
    if (first !== undefined) {
      answers.duplicate(p.index, `repeats reading ${first} of this request`);
      continue;
    }
    ofDevice.set(message, p.index);
    unique.push(p);
  }
  if (unique.length === 0) return;

  const climate: { s0: TelemetryWrite['s0'][number][]; d0: TelemetryWrite['d0'][number][]; e0: TelemetryWrite['e0'][number][] } = { s0: [], d0: [], e0: [] };
  unique.forEach((p, receipt) => {
    if (p.type === 'S0') climate.s0.push({ receipt, row: p.row });
    else if (p.type === 'D0') climate.d0.push({ receipt, row: p.row });
    else if (p.type === 'E0') climate.e0.push({ receipt, row: p.row });
  });
  const received = await writeReceiptsAndClimate(db, { receipts: unique.map((p) => ({ deviceId: p.device, messageId: p.messageId, measuredAt: p.at })), ...climate });
  const rest: Placed[] = [];
  unique.forEach((p, receipt) => {
    if (received.has(receipt)) answers.duplicate(p.index, 'already received');
    else if (p.type === 'S0' || p.type === 'D0') changes.climateBatches.add(p.batch);
    else if (p.type !== 'E0') rest.push(p);
  });
  if (rest.length > 0) await writeOthers(db, rest, changes, answers);
}

const ofType = <T extends Placed['type']>(placed: readonly Placed[], type: T) => placed.filter((p): p is Extract<Placed, { type: T }> => p.type === type);

/** Silo, water-meter and bird-scale readings, received for the first time. */
async function writeOthers(db: Db, placed: readonly Placed[], changes: TelemetryChanges, answers: Answers) {
  const silo = ofType(placed, 'silo_scale');
  const siloWritten = await insertSiloReadings(db, silo.map((p) => p.row));
  const latest = new Map<number, { siloId: number; at: number; weight: number; ration: number | null }>();
  const fresh: WrittenSiloReading[] = [];
  for (const p of silo) {
    if (!siloWritten.has(`${p.row.siloId}@${p.row.deviceTime}`)) {
      answers.duplicate(p.index, 'the silo already has a reading at this device_time');
      continue;
    }
    changes.siloSheds.add(p.shed);
    fresh.push({ siloId: p.row.siloId, at: p.row.deviceTime, weight: p.row.totalWeight, blackout: p.row.isBlackout, ration: p.row.consumingRation });
    const known = latest.get(p.row.siloId);
    if (!known || known.at < p.row.deviceTime) latest.set(p.row.siloId, { siloId: p.row.siloId, at: p.row.deviceTime, weight: p.row.totalWeight, ration: p.row.consumingRation });
  }
  if (fresh.length > 0) await recordAutomaticDeliveries(db, changes.companyId, fresh);
  await updateSiloStock(db, [...latest.values()]);

  const water = ofType(placed, 'water_meter');
  const waterWritten = await insertWaterReadings(db, water.map((p) => p.row));
  for (const p of water) if (!waterWritten.has(`${p.row.deviceId}@${p.row.measuredAt}`)) answers.duplicate(p.index, 'the meter already has a reading at this device_time');

  const scale = ofType(placed, 'bird_scale');
  const weighed = await insertScaleWeighings(db, scale.map((p) => p.row));
  for (const p of scale) {
    if (weighed.has(`${p.row.divisionId}@${p.row.weighedAt}`)) changes.weighedBatches.add(p.batch);
    else answers.duplicate(p.index, 'the box already has a weighing at this device_time');
  }
}
