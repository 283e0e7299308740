import { TELEMETRY_MAX_ITEMS, type TelemetryResult } from '@plantel/contracts';
import type { Db } from '../db/database';
import { authenticateIngestKey } from './devices.service';
import { UnauthorizedError } from './errors';
import { ingestTelemetry, type TelemetryChanges } from './telemetry.service';

/**
 * Topics: `plantel/{company id}/{device id}/telemetry` for one device's readings (the readings may
 * leave out `device`), `plantel/{company id}/gateway/telemetry` for a gateway's (each names its
 * device). The answer goes to the same topic with `/result` appended.
 */
export const TELEMETRY_TOPIC_FILTER = 'plantel/+/+/telemetry';
const TOPIC = /^plantel\/(\d+)\/(\d+|gateway)\/telemetry$/;

export const resultTopicOf = (topic: string) => `${topic}/result`;

/** What a message came to: the per-reading answer, or why the whole message was refused. */
export type MqttIngestOutcome = { result: TelemetryResult; changes: TelemetryChanges } | { error: string };

const refused = (error: string): MqttIngestOutcome => ({ error });

/**
 * One MQTT message: `{"key": "<ingest key>", "readings": [...]}`, or a single reading with its key
 * (`{"key", "message_id", "device_time", "values"}`). Refusals (bad topic, JSON or key) are answers,
 * not failures: redelivering such a message could never succeed. Database failures throw, so the
 * message is not acknowledged and the broker delivers it again.
 */
export async function ingestMqttMessage(db: Db, topic: string, payload: Buffer): Promise<MqttIngestOutcome> {
  const match = TOPIC.exec(topic);
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
  if (String(ingestKey.companyId) !== company) return refused('the topic names another company than the key');
  const items = readings === undefined ? [single] : readings;
  if (!Array.isArray(items) || items.length === 0) return refused('readings must be a non-empty array');
  if (items.length > TELEMETRY_MAX_ITEMS) return refused(`readings must hold at most ${TELEMETRY_MAX_ITEMS} readings; send more messages`);
  const device = target === 'gateway' ? undefined : Number(target);
  const addressed = device === undefined ? items : items.map((item: unknown) => (isObject(item) && item.device === undefined ? { ...item, device } : item));
  if (device !== undefined && addressed.some((item) => isObject(item) && item.device !== device)) return refused(`every reading on this topic must be of device ${device}`);
  return ingestTelemetry(db, ingestKey, addressed);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
