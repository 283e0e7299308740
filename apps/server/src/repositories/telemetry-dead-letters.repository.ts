import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, devices, telemetryDeadLetters } from '../db/schema';
import { totalOf } from './pagination';
import { rowsOf } from './sql-text';

export interface NewDeadLetter {
  /** The company the message is for, if it is one (the key's, else the topic's). */
  companyId: number | null;
  /** The device it names, kept only if it is a device of that company. */
  deviceId: number | null;
  topic: string;
  reason: string;
  payload: string;
  payloadBytes: number;
}

/** Records a dead letter; a company or device id that names none (or another company's device) is kept as null. */
export async function insertDeadLetter(db: Db, letter: NewDeadLetter): Promise<void> {
  const company = letter.companyId === null ? sql`null::int` : sql`(select ${companies.id} from ${companies} where ${companies.id} = ${letter.companyId})`;
  const device =
    letter.companyId === null || letter.deviceId === null
      ? sql`null::int`
      : sql`(select ${devices.id} from ${devices} where ${devices.id} = ${letter.deviceId} and ${devices.companyId} = ${letter.companyId})`;
  await db.execute(sql`
    insert into ${telemetryDeadLetters} (company_id, device_id, topic, reason, payload, payload_bytes)
    values (${company}, ${device}, ${letter.topic}, ${letter.reason}, ${letter.payload}, ${letter.payloadBytes})`);
}

/** A page of a company's dead letters, newest first. */
export async function findDeadLetterPage(db: Db, companyId: number, query: { limit: number; offset: number; device?: number | undefined }) {
  const where = and(eq(telemetryDeadLetters.companyId, companyId), query.device === undefined ? undefined : eq(telemetryDeadLetters.deviceId, query.device));
  const rows = await db
    .select({
      id: telemetryDeadLetters.id,
      receivedAt: telemetryDeadLetters.receivedAt,
      topic: telemetryDeadLetters.topic,
      reason: telemetryDeadLetters.reason,
      payload: telemetryDeadLetters.payload,
      payloadBytes: telemetryDeadLetters.payloadBytes,
      deviceId: devices.id,
      deviceIdentification: devices.identification,
      deviceType: devices.type,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(telemetryDeadLetters)
    .leftJoin(devices, eq(devices.id, telemetryDeadLetters.deviceId))
    .where(where)
    .orderBy(desc(telemetryDeadLetters.receivedAt), desc(telemetryDeadLetters.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await totalOf(rows, query.offset, async () => Number((await db.select({ n: count() }).from(telemetryDeadLetters).where(where))[0]!.n));
  return { rows, count: total };
}

/**
 * Deletes dead letters received before `before`, and beyond the newest `keep` of each company (and
 * of those with no company). Answers how many went.
 */
export async function pruneDeadLetters(db: Db, before: Date, keep: number): Promise<number> {
  const old = await db.execute(sql`delete from ${telemetryDeadLetters} where received_at < ${before.toISOString()}::timestamptz returning 1`);
  const surplus = await db.execute(sql`
    delete from ${telemetryDeadLetters} where id in (
      select id from (
        select id, row_number() over (partition by company_id order by received_at desc, id desc) as n from ${telemetryDeadLetters}
      ) ranked where n > ${keep})
    returning 1`);
  return rowsOf(old).length + rowsOf(surplus).length;
}
