import type { Db } from '../db/database';
import { findChangedAlerts } from '../repositories/alerts.repository';

export type ChangedAlert = Awaited<ReturnType<typeof findChangedAlerts>>[number];
type Listener = (changes: ChangedAlert[]) => void;

/** Changes committed this long after their updated_at (another copy's clock, a slow transaction) are still caught. */
const OVERLAP_MS = 10_000;
const BATCH = 500;

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
