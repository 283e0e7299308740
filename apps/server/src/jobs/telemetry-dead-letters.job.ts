import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { pruneOldDeadLetters } from '../services/telemetry/telemetry-dead-letters.service';
import { SerialRuns } from './serial-runs';

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
      deadLetters = await pruneOldDeadLetters(this.database.db, now);
    });
    return ran ? { ran, deadLetters } : { ran };
  }
}
