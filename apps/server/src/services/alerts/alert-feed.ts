import type { Db } from '../../db/database';
import { findChangedAlerts, type AlertChangePosition } from '../../repositories/alerts.repository';

export type ChangedAlert = Awaited<ReturnType<typeof findChangedAlerts>>[number];
type Listener = (changes: ChangedAlert[]) => void;

/** Changes committed this long after their updated_at (another copy's clock, a slow transaction) are still caught. */
export const OVERLAP_MS = 10_000;
const BATCH = 500;
/** A resumed stream is sent the changes of at most this long before it resumes, and at most REPLAY_MAX of them. */
const REPLAY_WINDOW_MS = 3_600_000;
const REPLAY_MAX = 2_000;

/** The id of a change on the alert stream: its time in microseconds and the alert's id, `1764086400123456-42`. */
export const alertEventId = (c: ChangedAlert) => `${c.micros}-${c.id}`;
export const ALERT_EVENT_ID_PATTERN = /^\d{1,16}-\d{1,10}$/;

/**
 * The changes a stream that last received `lastEventId` (ALERT_EVENT_ID_PATTERN) may have missed,
 * oldest first, a page at a time: every change from OVERLAP_MS before that event on (a change
 * committed late is not lost; the stream skips what it sent), within REPLAY_WINDOW_MS of now.
 */
export async function* changesSince(db: Db, lastEventId: string, now = new Date()): AsyncGenerator<ChangedAlert[]> {
  const earliest = BigInt(now.getTime() - REPLAY_WINDOW_MS) * 1000n;
  const start = BigInt(lastEventId.split('-')[0]!) - BigInt(OVERLAP_MS) * 1000n;
  let position: AlertChangePosition = { micros: String(start > earliest ? start : earliest), id: 0 };
  for (let sent = 0; sent < REPLAY_MAX; ) {
    const page = await findChangedAlerts(db, position, Math.min(BATCH, REPLAY_MAX - sent));
    if (page.length > 0) yield page;
    sent += page.length;
    const last = page.at(-1);
    if (!last || page.length < BATCH) return;
    position = { micros: last.micros, id: last.id };
  }
}

/**
 * Follows the alerts table for changes (new, acknowledged, resolved) by whichever server copy made
 * them, and hands them to this copy's live connections. It polls one indexed query while anyone
 * listens, and stays idle otherwise.
 */
export class AlertFeed {
  private listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private cursor = new Date();
  private seen = new Map<string, number>();
  private polling = false;

  constructor(
    private readonly db: Db,
    readonly intervalMs: number,
  ) {}

  subscribe(listener: Listener): () => void {
    if (this.listeners.size === 0) {
      this.cursor = new Date();
      this.timer = setInterval(() => void this.poll(), this.intervalMs);
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const rows = await findChangedAlerts(this.db, new Date(this.cursor.getTime() - OVERLAP_MS), BATCH);
      const now = Date.now();
      const fresh = rows.filter((r) => !this.seen.has(`${r.id}@${r.updatedAt.getTime()}`));
      for (const r of fresh) this.seen.set(`${r.id}@${r.updatedAt.getTime()}`, now);
      for (const [key, at] of this.seen) if (now - at > 3 * OVERLAP_MS) this.seen.delete(key);
      const last = rows.at(-1);
      if (last && last.updatedAt > this.cursor) this.cursor = last.updatedAt;
      if (fresh.length > 0) for (const listener of this.listeners) listener(fresh);
    } catch {
      // A failed poll is tried again at the next tick.
    } finally {
      this.polling = false;
    }
  }
}
