import { advisoryLocks, type Database } from '../db/database';
import { pruneDeadLetters } from '../repositories/telemetry-dead-letters.repository';
import { DAY_MS } from '../services/units';
import { SerialRuns } from './serial-runs';

/** Dead letters are kept this many days, and at most this many per company (the newest). */
export const DEAD_LETTER_DAYS = 30;
export const DEAD_LETTERS_PER_COMPANY = 1_000;

export interface DeadLetterPrunerOptions {
  /** Between prunings; 0 never prunes on its own. */
  intervalMs: number;
  onError?: (err: unknown) => void;
}

export type PruneRun = { ran: true; deadLetters: number } | { ran: false };

/**
 * Deletes dead letters older than DEAD_LETTER_DAYS or beyond the newest DEAD_LETTERS_PER_COMPANY of
 * a company. One copy of the server prunes at a time (advisory lock); the others skip that turn.
 * (The telemetry receipts go by whole months: jobs/reading-partitions.job.ts.)
 */
export class DeadLetterPruner {
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: DeadLetterPrunerOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  async runOnce(now = new Date()): Promise<PruneRun> {
    let deadLetters = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.telemetryDeadLetters, async () => {
      deadLetters = await pruneDeadLetters(this.database.db, new Date(now.getTime() - DEAD_LETTER_DAYS * DAY_MS), DEAD_LETTERS_PER_COMPANY);
    });
    return ran ? { ran, deadLetters } : { ran };
  }
}
