import { advisoryLocks, type Database } from '../db/database';
import {
  createMonthPartition,
  dropMonthPartition,
  listMonthPartitions,
  longestRetentionMonths,
  monthsInDefault,
  PARTITIONED_READINGS,
  TELEMETRY_RECEIPTS,
  type PartitionedTable,
} from '../repositories/reading-partitions.repository';
import { DEFAULT_RETENTION_MONTHS, monthEnd, monthOf, MONTHS_AHEAD, receiptsKeptSince, retentionCutoff } from '../services/retention-months';
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
    const created: string[] = [];
    const dropped: string[] = [];
    const db = this.database.db;
    const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthOf(now, i));
    const keep = async (table: PartitionedTable, expiredBy: Date) => {
      const months = new Set([...ahead, ...(await monthsInDefault(db, table))]);
      for (const month of [...months].sort()) {
        if (await createMonthPartition(db, table, month)) created.push(`${table.name}@${month}`);
      }
      for (const partition of await listMonthPartitions(db, table)) {
        if (monthEnd(partition.month) > expiredBy) continue;
        await dropMonthPartition(db, table, partition);
        dropped.push(partition.table);
      }
    };
    const ran = await this.database.whileHoldingLock(advisoryLocks.readingPartitions, async () => {
      const cutoff = retentionCutoff(now, (await longestRetentionMonths(db)) ?? DEFAULT_RETENTION_MONTHS);
      for (const table of PARTITIONED_READINGS) await keep(table, cutoff);
      await keep(TELEMETRY_RECEIPTS, receiptsKeptSince(now));
    });
    return ran ? { ran, created, dropped } : { ran };
  }
}
