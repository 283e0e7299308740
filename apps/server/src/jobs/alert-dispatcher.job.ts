import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { allCompanyIds } from '../services/access/users.service';
import { dispatchCompanyAlerts, type DispatchOptions } from '../services/alerts/dispatch/alert-dispatcher.service';
import { SerialRuns } from './serial-runs';

export interface AlertDispatcherOptions {
  /** Between passes; repeats and escalation steps are as punctual as this. 0: only when asked. */
  intervalMs: number;
  notifications: Omit<DispatchOptions, 'alertIds'>;
  onError?: (err: unknown) => void;
}

/**
 * Sends the alert messages that fall due (first messages after the delay, repeats, escalation steps,
 * retries) on a schedule. Copies of the server sharing a database take turns through an advisory
 * lock; each message is claimed by a unique row before it goes out, so even copies that run at once
 * never send one twice.
 */
export class AlertDispatcher {
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: AlertDispatcherOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  /** One pass over every company, unless another copy holds the lock; answers how many messages went out, null when skipped. */
  async runOnce(now = new Date()): Promise<number | null> {
    const { db } = this.database;
    let sent = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.alertDispatcher, async () => {
      for (const id of await allCompanyIds(db)) {
        sent += await dispatchCompanyAlerts(db, id, now, this.options.notifications).catch((err: unknown) => {
          this.options.onError?.(err);
          return 0;
        });
      }
    });
    return ran ? sent : null;
  }
}
