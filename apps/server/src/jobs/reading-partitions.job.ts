import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { keepReadingPartitions } from '../services/telemetry/reading-partitions.service';
import { SerialRuns } from './serial-runs';

export interface ReadingPartitionsOptions {
  /** Between runs; 0 never runs on its own. */
  intervalMs: number;
  onError?: (err: unknown) => void;
}

export type PartitionRun = { ran: true; created: string[]; dropped: string[] } | { ran: false };

/**
 * Keeps the monthly partitions of the raw reading tables and the telemetry receipts: creates the
 * current month's and the next MONTHS_AHEAD months' ahead of time, gives every month found in a
 * DEFAULT partition its own partition (the rows move there), and detaches and drops whole months
 * that have expired: a reading month once every company's retention has expired it (the longest
 * retention decides; shorter ones are hidden by the queries), a receipt month once no reading of it
 * can be accepted any more (receiptsKeptSince). One copy of the server at a time (advisory lock);
 * the others skip that turn.
 */
export class ReadingPartitions {
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: ReadingPartitionsOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  async runOnce(now = new Date()): Promise<PartitionRun> {
    let kept = { created: [] as string[], dropped: [] as string[] };
    const ran = await this.database.whileHoldingLock(advisoryLocks.readingPartitions, async () => {
      kept = await keepReadingPartitions(this.database.db, now);
    });
    return ran ? { ran, ...kept } : { ran };
  }
}
