import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder, type Database } from '../src/db/database';
import { ingestKeys, s0Readings, telemetryReceipts } from '../src/db/schema';
import { ReadingPartitions } from '../src/jobs/reading-partitions.job';
import { rowsOf } from '../src/repositories/sql-text';
import { monthEnd, monthOf, receiptsKeptSince } from '../src/services/telemetry/retention-months';
import { ingestTelemetry } from '../src/services/telemetry/telemetry.service';
import { DAY_MS, TELEMETRY_WINDOW_DAYS } from '../src/services/common/units';
import { housedDevice, issueKey, type HousedDevice } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

let t: TestApp;
let job: ReadingPartitions;
let device: HousedDevice;
let key: { id: number; companyId: number; deviceId: number | null };
beforeAll(async () => {
  t = await createTestApp();
  job = new ReadingPartitions(t.database, { intervalMs: 0 });
  device = await housedDevice(t, 'S0');
  await issueKey(t, device.id);
  const [row] = await t.database.db
    .select({ id: ingestKeys.id, companyId: ingestKeys.companyId, deviceId: ingestKeys.deviceId })
    .from(ingestKeys)
    .where(and(eq(ingestKeys.deviceId, device.id), isNull(ingestKeys.revokedAt)))
    .orderBy(desc(ingestKeys.id))
    .limit(1);
  key = row!;
});
afterAll(() => t.close());

const partitionOf = (table: string, month: string) => `${table}_p${month.slice(0, 7).replace('-', '_')}`;
const receiptPartition = (month: string) => partitionOf('telemetry_receipts', month);

const tableExists = async (database: Database, name: string) =>
  rowsOf<{ found: boolean }>(await database.db.execute(sql`select to_regclass(${name}) is not null as found`))[0]!.found;

/** Where each receipt of the message is stored, and for which device time (ms). */
async function receiptsOf(database: Database, deviceId: number, messageId: string) {
  const result = await database.db.execute(
    sql`select tableoid::regclass::text as part, measured_at from ${telemetryReceipts} where device_id = ${deviceId} and message_id = ${messageId} order by measured_at`,
  );
  return rowsOf<{ part: string; measured_at: string | Date }>(result).map((r) => ({ part: r.part, at: new Date(r.measured_at).getTime() }));
}

const s0At = async (at: number) =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from ${s0Readings} where device_id = ${device.id} and measured_at = to_timestamp(${at / 1000}::float8)`))[0]!.n;

const reading = (messageId: string, at: number) => ({ device: device.id, message_id: messageId, device_time: new Date(at).toISOString(), values: { environment_temperature: 24, humidity: 60 } });
const ingest = async (readings: unknown[], now = new Date()) => (await ingestTelemetry(t.database.db, key, readings, now)).result;

describe('telemetry receipts partitioned by month of the device time', () => {
  it('accept a message of a month with no partition yet into the DEFAULT partition; the job moves it to its month, where a retry still finds it', async () => {
    const now = new Date();
    const at = now.getTime() - 30 * 60_000;
    const month = monthOf(new Date(at));
    expect(await tableExists(t.database, receiptPartition(month))).toBe(false);
    expect(await ingest([reading('r-default', at)], now)).toMatchObject({ accepted: 1 });
    expect(await receiptsOf(t.database, device.id, 'r-default')).toEqual([{ part: 'telemetry_receipts_default', at }]);

    const run = await job.runOnce(now);
    expect(run.ran && run.created).toContain(`telemetry_receipts@${month}`);
    expect(await receiptsOf(t.database, device.id, 'r-default')).toEqual([{ part: receiptPartition(month), at }]);
    const leftInDefault = await t.database.db.execute(sql`select count(*)::int as n from telemetry_receipts_default`);
    expect(rowsOf<{ n: number }>(leftInDefault)[0]!.n).toBe(0);
    for (const offset of [1, 2]) expect(await tableExists(t.database, receiptPartition(monthOf(now, offset)))).toBe(true);

    expect(await ingest([reading('r-default', at)], now)).toMatchObject({ accepted: 0, duplicates: 1, items: [{ status: 'duplicate', message: 'already received' }] });
    expect(await s0At(at)).toBe(1);
  });

  it('answer a message retried months after it was received a duplicate, and keep its reading once', async () => {
    const received = new Date();
    const at = received.getTime() - 20 * 60_000;
    expect(await ingest([reading('r-late', at)], received)).toMatchObject({ accepted: 1 });
    const retried = new Date(received.getTime() + (TELEMETRY_WINDOW_DAYS - 5) * DAY_MS);
    expect(monthOf(retried)).not.toBe(monthOf(received));
    // The partition job runs in between, at the time of the retry: the receipt's month stays.
    const run = await job.runOnce(retried);
    expect(run.ran && run.dropped).not.toContain(receiptPartition(monthOf(new Date(at))));

    expect(await ingest([reading('r-late', at)], retried)).toMatchObject({ accepted: 0, duplicates: 1, items: [{ status: 'duplicate', message: 'already received' }] });
    expect(await s0At(at)).toBe(1);
    expect(await receiptsOf(t.database, device.id, 'r-late')).toEqual([{ part: receiptPartition(monthOf(new Date(at))), at }]);
  });

  it('take a message id sent again with another device time for another message, in a request or across requests', async () => {
    const now = new Date();
    const first = now.getTime() - 50 * 60_000;
    const second = first + 60_000;
    const third = first + 120_000;
    expect(await ingest([reading('r-reused', first)], now)).toMatchObject({ accepted: 1 });
    const again = await ingest([reading('r-reused', second), reading('r-reused', third), reading('r-reused', second)], now);
    expect(again).toMatchObject({ accepted: 2, duplicates: 1 });
    expect(again.items[2]).toMatchObject({ status: 'duplicate', message: 'repeats reading 0 of this request' });
    // A retry of the first beside a new message under the same id: only the new one is written.
    const fourth = first + 180_000;
    const mixed = await ingest([reading('r-reused', first), reading('r-reused', fourth)], now);
    expect(mixed.items.map((i) => i.status)).toEqual(['duplicate', 'accepted']);
    expect((await receiptsOf(t.database, device.id, 'r-reused')).map((r) => r.at)).toEqual([first, second, third, fourth]);
    for (const at of [first, second, third, fourth]) expect(await s0At(at)).toBe(1);
  });

  it('drop whole the months no reading can be accepted for any more, whatever the companies keep; a reading of that age is refused too_old', async () => {
    const now = new Date();
    const kept = receiptsKeptSince(now);
    const offsets = [-6, -5, -4, -3, -2, -1];
    await t.database.db.insert(telemetryReceipts).values(
      offsets.map((offset) => ({ deviceId: device.id, messageId: `r-month${offset}`, measuredAt: new Date(`${monthOf(now, offset).slice(0, 8)}15T12:00:00Z`) })),
    );
    // A raw reading of the oldest month: the companies keep 24 months, so its month stays.
    const oldest = new Date(`${monthOf(now, -6).slice(0, 8)}15T12:00:00Z`);
    await t.database.db.insert(s0Readings).values({ deviceId: -1, divisionId: device.division, measuredAt: oldest, age: 10, environmentTemperature: 25 });

    const run = await job.runOnce(now);
    expect(run.ran).toBe(true);
    const expired = offsets.map((offset) => monthOf(now, offset)).filter((month) => monthEnd(month) <= kept);
    expect(expired).toEqual(expect.arrayContaining([monthOf(now, -6), monthOf(now, -5)]));
    expect(expired).not.toContain(monthOf(now, -3));
    for (const offset of offsets) {
      const month = monthOf(now, offset);
      const isExpired = expired.includes(month);
      expect(await tableExists(t.database, receiptPartition(month)), month).toBe(!isExpired);
      expect(run.ran && run.dropped.includes(receiptPartition(month)), month).toBe(isExpired);
      expect(await receiptsOf(t.database, device.id, `r-month${offset}`), month).toHaveLength(isExpired ? 0 : 1);
    }
    expect(await tableExists(t.database, partitionOf('s0_readings', monthOf(now, -6)))).toBe(true);

    // The last instant of the newest month dropped is already outside the window.
    const newestDropped = expired.at(-1)!;
    const lastInstant = monthEnd(newestDropped).getTime() - 1;
    const late = await ingest([reading('r-too-old', lastInstant)], now);
    expect(late.items[0]).toMatchObject({ status: 'rejected', code: 'too_old', field: 'device_time' });
    expect(lastInstant).toBeLessThan(now.getTime() - TELEMETRY_WINDOW_DAYS * DAY_MS);
  });
});

describe('migration 0024', () => {
  it('moves the receipts received before it into the months they were received in, keyed by that time', async () => {
    const database = await createTestDatabase({ empty: true });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-migrations-'));
    try {
      // The migrations up to 0023, as a database of the previous release has them.
      fs.cpSync(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
      fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 24) }));
      if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });

      const received = ['2026-01-31T23:59:59.500Z', '2026-02-01T00:00:00Z', '2026-02-17T08:30:00.250Z'];
      await database.db.execute(sql`insert into telemetry_receipts (device_id, message_id, received_at) values
        (7, 'a', ${received[0]}::timestamptz), (7, 'b', ${received[1]}::timestamptz), (8, 'a', ${received[2]}::timestamptz)`);
      await database.migrate();

      const moved = rowsOf<{ device_id: number; message_id: string; part: string; measured_at: string | Date; received_at: string | Date }>(
        await database.db.execute(sql`select device_id, message_id, tableoid::regclass::text as part, measured_at, received_at from telemetry_receipts order by device_id, message_id`),
      ).map((r) => ({ device: r.device_id, message: r.message_id, part: r.part, measuredAt: new Date(r.measured_at).toISOString(), receivedAt: new Date(r.received_at).toISOString() }));
      expect(moved).toEqual([
        { device: 7, message: 'a', part: 'telemetry_receipts_p2026_01', measuredAt: received[0], receivedAt: received[0] },
        { device: 7, message: 'b', part: 'telemetry_receipts_p2026_02', measuredAt: '2026-02-01T00:00:00.000Z', receivedAt: '2026-02-01T00:00:00.000Z' },
        { device: 8, message: 'a', part: 'telemetry_receipts_p2026_02', measuredAt: received[2], receivedAt: received[2] },
      ]);
      const partitioned = await database.db.execute(sql`select count(*)::int as n from pg_partitioned_table where partrelid = to_regclass('telemetry_receipts')`);
      expect(rowsOf<{ n: number }>(partitioned)[0]!.n).toBe(1);
      expect(await tableExists(database, 'telemetry_receipts_default')).toBe(true);
      expect(await tableExists(database, 'telemetry_receipts_unpartitioned')).toBe(false);

      // The same message again (same device time) conflicts; the same message id at another device time is another message.
      const insert = (at: string) =>
        database.db.execute(sql`insert into telemetry_receipts (device_id, message_id, measured_at) values (7, 'a', ${at}::timestamptz) on conflict do nothing returning 1`);
      expect(rowsOf(await insert(received[0]!))).toHaveLength(0);
      expect(rowsOf(await insert('2026-01-31T23:00:00Z'))).toHaveLength(1);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      await database.close();
    }
  }, 120_000);
});
