import { advisoryLocks, type Database } from '../db/database';
import type { Mailer } from '../services/alert-notifier.service';
import { sendDueReports } from '../services/report-delivery.service';

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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly options: ReportSchedulerOptions,
  ) {}

  start() {
    if (this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => this.track(() => this.runOnce()), this.options.intervalMs);
    this.track(() => this.runOnce());
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One look for due schedules, unless another copy holds the lock. */
  async runOnce(now = new Date()): Promise<SchedulerRun> {
    let sent = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.reportScheduler, async () => {
      sent = await sendDueReports(this.database.db, this.options.mailer, now, this.options.onError);
    });
    return ran ? { ran, sent } : { ran };
  }

  /** Runs one look after the one under way, so this process never sends twice at once. */
  private track(run: () => Promise<unknown>) {
    this.running = this.running.then(run).catch((err: unknown) => this.options.onError?.(err));
  }
}
