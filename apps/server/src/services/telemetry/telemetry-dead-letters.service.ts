import { TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES, type TelemetryDeadLetter, type TelemetryDeadLetterQuery, type TelemetryResult } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findDeadLetterPage, insertDeadLetter, pruneDeadLetters } from '../../repositories/telemetry-dead-letters.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { DAY_MS } from '../common/units';

/** Longest reason kept: the first rejections of a big message say enough. */
const MAX_REASON = 2000;

/** PostgreSQL text holds no NUL: it is kept as its JSON escape, visible. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '\\u0000');

/** Ingest keys are secrets: only their first characters, as the key list shows them, are kept. */
const maskKeys = (text: string) => text.replace(/\b(plk_[A-Za-z0-9_-]{0,6})[A-Za-z0-9_-]*/g, '$1…');

/** The message as kept: its first TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES bytes as text, keys masked. */
export function deadLetterPayload(payload: Buffer): { payload: string; payloadBytes: number } {
  const kept = payload.subarray(0, TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES).toString('utf8');
  return { payload: maskKeys(withoutNul(kept)), payloadBytes: payload.length };
}

/** Why readings of a message were rejected, one line each; null when none was. */
export function rejectionsReason(result: TelemetryResult): string | null {
  const lines = result.items.flatMap((item) =>
    item.status === 'rejected' ? [`reading ${item.index} (message_id ${JSON.stringify(item.message_id)}): ${item.code}${item.field ? ` ${item.field}` : ''}: ${item.message}`] : [],
  );
  if (lines.length === 0) return null;
  return `${result.rejected} of ${result.items.length} readings rejected\n${lines.join('\n')}`;
}

/** Files a message that can never be stored as sent. */
export async function recordDeadLetter(db: Db, letter: { companyId: number | null; deviceId: number | null; topic: string; reason: string; payload: Buffer }) {
  const reason = withoutNul(letter.reason);
  await insertDeadLetter(db, {
    companyId: letter.companyId,
    deviceId: letter.deviceId,
    topic: withoutNul(letter.topic),
    reason: reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason,
    ...deadLetterPayload(letter.payload),
  });
}

/** `GET /v2/devices/dead-letters`: the company's refused telemetry messages, newest first (staff only). */
export async function listDeadLetters(db: Db, principal: Principal, query: TelemetryDeadLetterQuery): Promise<{ results: TelemetryDeadLetter[]; count: number }> {
  requireStaff(principal, 'see refused telemetry messages');
  const page = await findDeadLetterPage(db, principal.companyId, query);
  return {
    results: page.rows.map((r) => ({
      id: r.id,
      received_at: r.receivedAt.toISOString(),
      topic: r.topic,
      device: r.deviceId === null || r.deviceIdentification === null || r.deviceType === null ? null : { id: r.deviceId, identification: r.deviceIdentification, type: r.deviceType },
      reason: r.reason,
      payload: r.payload,
      payload_bytes: r.payloadBytes,
    })),
    count: page.count,
  };
}

/** Dead letters are kept this many days, and at most this many per company (the newest). */
export const DEAD_LETTER_DAYS = 30;
export const DEAD_LETTERS_PER_COMPANY = 1_000;

/** Deletes the dead letters older than DEAD_LETTER_DAYS or beyond a company's newest DEAD_LETTERS_PER_COMPANY; answers how many. */
export function pruneOldDeadLetters(db: Db, now: Date): Promise<number> {
  return pruneDeadLetters(db, new Date(now.getTime() - DEAD_LETTER_DAYS * DAY_MS), DEAD_LETTERS_PER_COMPANY);
}
