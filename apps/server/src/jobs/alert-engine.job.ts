import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { allCompanyIds } from '../services/access/users.service';
import { evaluateCompanyAlerts } from '../services/alerts/detection/alert-engine.service';
import { dispatchCompanyAlerts, type DispatchOptions } from '../services/alerts/dispatch/alert-dispatcher.service';
import { SerialRuns } from './serial-runs';

export interface AlertEngineOptions {
  /** Between scheduled evaluations; 0 evaluates only when asked. */
  intervalMs: number;
  /** How long a request to evaluate waits for more changes to arrive with it. */
  debounceMs?: number;
  /** Messages due right after an evaluation go out at once (the dispatcher job sends the later ones). */
  notifications?: Omit<DispatchOptions, 'alertIds'> | null;
  onError?: (err: unknown) => void;
}

export type EngineRun = 'evaluated' | 'skipped';

/**
 * Evaluates the alert rules of every company on a schedule and soon after data arrives. Copies of
 * the server sharing a database take turns through an advisory lock: while one evaluates, the
 * others skip that turn (the evaluation reads the database's state, so nothing is lost).
 */
export class AlertEngine {
  private pending: NodeJS.Timeout | null = null;
  /** The companies asked for since the last evaluation; null means every company. */
  private asked: Set<number> | null = new Set();
  /** One evaluation after another, so this process never evaluates twice at once. */
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: AlertEngineOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.every(this.options.intervalMs, () => this.runOnce());
    this.requestEvaluation();
  }

  async stop() {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    await this.runs.stop();
  }

  /** Evaluates soon (one company's rules, or every company's): several requests in a short while make one evaluation. */
  requestEvaluation(companyId?: number) {
    if (companyId === undefined) this.asked = null;
    else this.asked?.add(companyId);
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      const companies = this.asked;
      this.asked = new Set();
      this.runs.queue(() => this.runOnce(new Date(), companies ?? undefined));
    }, this.options.debounceMs ?? 1000);
  }

  /** One evaluation of every company (or of `companies`), unless another copy holds the lock. */
  async runOnce(now = new Date(), companies?: ReadonlySet<number>): Promise<EngineRun> {
    const { db } = this.database;
    const { notifications } = this.options;
    const ran = await this.database.whileHoldingLock(advisoryLocks.alertEngine, async () => {
      for (const id of await allCompanyIds(db)) {
        if (companies && !companies.has(id)) continue;
        await evaluateCompanyAlerts(db, id, now);
        if (notifications) await dispatchCompanyAlerts(db, id, now, notifications).catch((err: unknown) => this.options.onError?.(err));
      }
    });
    return ran ? 'evaluated' : 'skipped';
  }
}
