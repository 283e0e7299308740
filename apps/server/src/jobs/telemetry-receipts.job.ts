import { advisoryLocks, type Database } from '../db/database';
import { pruneDeadLetters } from '../repositories/telemetry-dead-letters.repository';
import { deleteReceiptsBefore } from '../repositories/telemetry.repository';
import { CLOCK_SKEW_MS, DAY_MS, TELEMETRY_WINDOW_DAYS } from '../services/units';
import { SerialRuns } from './serial-runs';

/** Receipts deleted per statement. */
const CHUNK = 10_000;

/** Dead letters are kept this many days, and at most this many per company (the newest). */
export const DEAD_LETTER_DAYS = 30;
export const DEAD_LETTERS_PER_COMPANY = 1_000;

/**
 * The receipts a retried reading could still need: a reading is accepted only when taken within
 * TELEMETRY_WINDOW_DAYS (and at most CLOCK_SKEW_MS ahead), so it was received after that window
 * began; one more day covers clocks of the copies that disagree.
 */
export const receiptsKeptSince = (now: Date) => new Date(now.getTime() - TELEMETRY_WINDOW_DAYS * DAY_MS - CLOCK_SKEW_MS - DAY_MS);

export interface ReceiptPrunerOptions {
  /** Between prunings; 0 never prunes on its own. */
  intervalMs: number;
  onError?: (err: unknown) => void;
}

export type PruneRun = { ran: true; deleted: number; deadLetters: number } | { ran: false };

/**
 * Deletes telemetry receipts no reading that can still be accepted needs, so the table holds the
 * window's messages rather than every message ever received, and dead letters older than
 * DEAD_LETTER_DAYS or beyond the newest DEAD_LETTERS_PER_COMPANY of a company. One copy of the
 * server prunes at a time (advisory lock); the others skip that turn.
 */
export class ReceiptPruner {
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: ReceiptPrunerOptions,
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
    let deleted = 0;
    let deadLetters = 0;
    const before = receiptsKeptSince(now);
    const ran = await this.database.whileHoldingLock(advisoryLocks.telemetryReceipts, async () => {
      let chunk: number;
      do {
        chunk = await deleteReceiptsBefore(this.database.db, before, CHUNK);
        deleted += chunk;
      } while (chunk === CHUNK);
      deadLetters = await pruneDeadLetters(this.database.db, new Date(now.getTime() - DEAD_LETTER_DAYS * DAY_MS), DEAD_LETTERS_PER_COMPANY);
    });
    return ran ? { ran, deleted, deadLetters } : { ran };
  }
}
