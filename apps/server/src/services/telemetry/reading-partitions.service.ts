import type { Db } from '../../db/database';
import {
  createMonthPartition,
  dropMonthPartition,
  listMonthPartitions,
  longestRetentionMonths,
  monthsInDefault,
  PARTITIONED_READINGS,
  TELEMETRY_RECEIPTS,
  type PartitionedTable,
} from '../../repositories/reading-partitions.repository';
import { DEFAULT_RETENTION_MONTHS, monthEnd, monthOf, MONTHS_AHEAD, receiptsKeptSince, retentionCutoff } from './retention-months';

/**
 * Creates the current month's partitions and the next MONTHS_AHEAD months', gives every month found
 * in a DEFAULT partition its own, and drops the months that have expired (docs/retention.md).
 * Answers the partitions created and dropped.
 */
export async function keepReadingPartitions(db: Db, now: Date): Promise<{ created: string[]; dropped: string[] }> {
  const created: string[] = [];
  const dropped: string[] = [];
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
  const cutoff = retentionCutoff(now, (await longestRetentionMonths(db)) ?? DEFAULT_RETENTION_MONTHS);
  for (const table of PARTITIONED_READINGS) await keep(table, cutoff);
  await keep(TELEMETRY_RECEIPTS, receiptsKeptSince(now));
  return { created, dropped };
}
