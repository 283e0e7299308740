import { MAX_DB_INTEGER, TELEMETRY_MAX_ITEMS, type TelemetryResult } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { authenticateIngestKey } from './devices.service';
import { isDatabaseOutage } from '../../db/outage';
import { UnauthorizedError } from '../common/errors';
import { recordDeadLetter, rejectionsReason } from './telemetry-dead-letters.service';
import { ingestTelemetry, type TelemetryChanges } from './telemetry.service';

/**
 * Topics: `plantel/{company id}/{device id}/telemetry` for one device's readings (the readings may
 * leave out `device`), `plantel/{company id}/gateway/telemetry` for a gateway's (each names its
 * device). The answer goes to the same topic with `/result` appended.
 */
export const TELEMETRY_TOPIC_FILTER = 'plantel/+/+/telemetry';
const TOPIC = /^plantel\/(\d+)\/(\d+|gateway)\/telemetry$/;

export const resultTopicOf = (topic: string) => `${topic}/result`;

/**
 * What a message came to: the per-reading answer, or why the whole message was refused, with the
 * company and device it seems to be for (to file it as a dead letter).
 */
export type MqttIngestOutcome = ({ result: TelemetryResult; changes: TelemetryChanges } | { error: string }) & { companyId: number | null; deviceId: number | null };

/** The company and device ids a topic names, when they could be ids at all. */
export function topicIds(topic: string): { companyId: number | null; deviceId: number | null } {
  const match = TOPIC.exec(topic);
  const asId = (text: string | undefined) => (text !== undefined && /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DB_INTEGER ? Number(text) : null);
  return { companyId: asId(match?.[1]), deviceId: asId(match?.[2]) };
}

/**
 * One MQTT message: `{"key": "<ingest key>", "readings": [...]}`, or a single reading with its key
 * (`{"key", "message_id", "device_time", "values"}`). Refusals (bad topic, JSON or key) are answers,
 * not failures: redelivering such a message could never succeed. Database failures throw, so the
 * message is not acknowledged and the broker delivers it again.
 */
export async function ingestMqttMessage(db: Db, topic: string, payload: Buffer): Promise<MqttIngestOutcome> {
  const match = TOPIC.exec(topic);
  const ids = topicIds(topic);
  let refused = (error: string): MqttIngestOutcome => ({ error, ...ids });
  if (!match) return refused('topic must be plantel/{company id}/{device id or gateway}/telemetry');
  const [, company, target] = match;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return refused('Malformed JSON: the message could not be parsed');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused('the message must be a JSON object with key and readings');
  const { key, readings, ...single } = body as { key?: unknown; readings?: unknown };
  let ingestKey;
  try {
    ingestKey = await authenticateIngestKey(db, typeof key === 'string' ? key : undefined);
  } catch (err) {
    if (err instanceof UnauthorizedError) return refused(err.message);
    throw err;
  }
  // The key says whose message it is: a topic naming another company is that company's device misconfigured.
  refused = (error) => ({ error, companyId: ingestKey.companyId, deviceId: ingestKey.deviceId ?? ids.deviceId });
  if (String(ingestKey.companyId) !== company) return refused('the topic names another company than the key');
  const items = readings === undefined ? [single] : readings;
  if (!Array.isArray(items) || items.length === 0) return refused('readings must be a non-empty array');
  if (items.length > TELEMETRY_MAX_ITEMS) return refused(`readings must hold at most ${TELEMETRY_MAX_ITEMS} readings; send more messages`);
  const device = target === 'gateway' ? undefined : Number(target);
  const addressed = device === undefined ? items : items.map((item: unknown) => (isObject(item) && item.device === undefined ? { ...item, device } : item));
  if (device !== undefined && addressed.some((item) => isObject(item) && item.device !== device)) return refused(`every reading on this topic must be of device ${device}`);
  const outcome = await ingestTelemetry(db, ingestKey, addressed);
  const rejected = outcome.result.items.find((item) => item.status === 'rejected');
  const named = rejected === undefined ? undefined : (addressed[rejected.index] as { device?: unknown } | undefined)?.device;
  return { ...outcome, companyId: ingestKey.companyId, deviceId: device ?? (typeof named === 'number' && Number.isInteger(named) && named >= 1 && named <= MAX_DB_INTEGER ? named : null) };
}

/** What the bridge does with a message: the answer to publish and, when readings were written, what changed. */
export interface MqttTake {
  answer: TelemetryResult | { error: string };
  changes?: TelemetryChanges;
}

/**
 * Takes one MQTT message. A message that can never be stored as sent (refused whole, readings
 * rejected, or a failure that is not a database outage) is answered and filed as a dead letter, so
 * it is acknowledged rather than redelivered forever. A database outage throws: the message stays
 * unacknowledged and the broker delivers it again.
 */
export async function takeMqttMessage(db: Db, topic: string, payload: Buffer, onError: (err: unknown) => void = () => {}): Promise<MqttTake> {
  let outcome: MqttIngestOutcome;
  let reason: string | null;
  try {
    outcome = await ingestMqttMessage(db, topic, payload);
    reason = 'error' in outcome ? outcome.error : rejectionsReason(outcome.result);
  } catch (err) {
    if (isDatabaseOutage(err)) throw err;
    onError(err);
    outcome = { error: 'the message could not be stored', ...topicIds(topic) };
    reason = `the message could not be stored: ${innermostMessage(err)}`;
  }
  if (reason !== null) {
    try {
      await recordDeadLetter(db, { companyId: outcome.companyId, deviceId: outcome.deviceId, topic, reason, payload });
    } catch (err) {
      if (isDatabaseOutage(err)) throw err;
      onError(err);
    }
  }
  return 'error' in outcome ? { answer: { error: outcome.error } } : { answer: outcome.result, changes: outcome.changes };
}

/** The database's own words rather than the query wrapper's (which repeats the whole statement). */
function innermostMessage(err: unknown): string {
  let message = String(err);
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) message = cause.message;
  return message;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
