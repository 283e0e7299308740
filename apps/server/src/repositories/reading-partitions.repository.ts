import { getTableName, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, d0Readings, e0Readings, enthalpyReadings, s0Readings, siloOccupationReadings, telemetryReceipts, waterMeterReadings } from '../db/schema';
import { rowsOf } from './sql-text';

/** A table partitioned by calendar month (UTC) of its time column: the raw readings (migration 0020) and the telemetry receipts (0024). */
export interface PartitionedTable {
  name: string;
  timeColumn: string;
}

export const PARTITIONED_READINGS: readonly PartitionedTable[] = [
  { name: getTableName(s0Readings), timeColumn: s0Readings.measuredAt.name },
  { name: getTableName(d0Readings), timeColumn: d0Readings.measuredAt.name },
  { name: getTableName(e0Readings), timeColumn: e0Readings.measuredAt.name },
  { name: getTableName(enthalpyReadings), timeColumn: enthalpyReadings.measuredAt.name },
  { name: getTableName(siloOccupationReadings), timeColumn: siloOccupationReadings.deviceTime.name },
  { name: getTableName(waterMeterReadings), timeColumn: waterMeterReadings.measuredAt.name },
];

/** The telemetry receipts, by the reading's device time: kept for the telemetry window, not a company's retention. */
export const TELEMETRY_RECEIPTS: PartitionedTable = { name: getTableName(telemetryReceipts), timeColumn: telemetryReceipts.measuredAt.name };

/** A month's partition: its table and its first day (`YYYY-MM-01`). */
export interface MonthPartition {
  table: string;
  month: string;
}

const MONTH_SUFFIX = /_p(\d{4})_(\d{2})$/;

/** The month partitions of `table` (not its DEFAULT partition), oldest first. */
export async function listMonthPartitions(db: Db, table: PartitionedTable): Promise<MonthPartition[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass(${table.name}) order by c.relname`);
  return rowsOf<{ name: string }>(result).flatMap(({ name }) => {
    const match = MONTH_SUFFIX.exec(name);
    return match ? [{ table: name, month: `${match[1]}-${match[2]}-01` }] : [];
  });
}

/**
 * Creates `month`'s partition of `table` unless it exists, moving that month's rows out of the
 * DEFAULT partition into it (database function create_reading_month); answers whether it created it.
 */
export async function createMonthPartition(db: Db, table: PartitionedTable, month: string): Promise<boolean> {
  const result = await db.execute(sql`select create_reading_month(${table.name}, ${table.timeColumn}, ${month}::date) as created`);
  return rowsOf<{ created: boolean }>(result)[0]?.created === true;
}

/** The months (`YYYY-MM-01`) of the rows waiting in `table`'s DEFAULT partition. */
export async function monthsInDefault(db: Db, table: PartitionedTable): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct to_char(date_trunc('month', ${sql.identifier(table.timeColumn)} at time zone 'UTC'), 'YYYY-MM-DD') as month
    from ${sql.identifier(`${table.name}_default`)} order by 1`);
  return rowsOf<{ month: string }>(result).map((r) => r.month);
}

/** Detaches a month's partition from `table` and drops it: its readings go at once, without a row delete. */
export async function dropMonthPartition(db: Db, table: PartitionedTable, partition: MonthPartition): Promise<void> {
  await db.transaction(async (t) => {
    await t.execute(sql`alter table ${sql.identifier(table.name)} detach partition ${sql.identifier(partition.table)}`);
    await t.execute(sql`drop table ${sql.identifier(partition.table)}`);
  });
}

/** The longest raw-reading retention (months) of any company; null when there is no company. */
export async function longestRetentionMonths(db: Db): Promise<number | null> {
  const [row] = await db.select({ months: max(companies.readingsRetentionMonths) }).from(companies);
  return row?.months ?? null;
}
