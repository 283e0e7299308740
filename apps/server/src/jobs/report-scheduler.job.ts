import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import type { Mailer } from '../services/alerts/channels/email';
import { sendDueReports } from '../services/reports/report-delivery.service';
import { SerialRuns } from './serial-runs';

export interface ReportSchedulerOptions {
  /** Between looks for schedules that are due; 0 never looks on its own. */
  intervalMs: number;
  mailer: Mailer;
  onError?: (err: unknown) => void;
}

export type SchedulerRun = { ran: true; sent: number } | { ran: false };

/**
 * Sends the scheduled report e-mails. On each tick the copy of the server holding the advisory lock
 * looks for schedules that are due; the others skip that tick. The delivery row each e-mail claims
 * first keeps it to one per schedule and period even if two copies ever ran at once.
 */
export class ReportScheduler {
  /** One look after another, so this process never sends twice at once. */
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: ReportSchedulerOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  /** One look for due schedules, unless another copy holds the lock. */
  async runOnce(now = new Date()): Promise<SchedulerRun> {
    let sent = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.reportScheduler, async () => {
      sent = await sendDueReports(this.database.db, this.options.mailer, now, this.options.onError);
    });
    return ran ? { ran, sent } : { ran };
  }
}
