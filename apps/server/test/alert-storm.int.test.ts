import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { alerts, companies } from '../src/db/schema';
import { insertAlerts, resolveAlerts, touchAlerts, type NewAlert } from '../src/repositories/alerts.repository';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

describe('a storm of alerts', () => {
  // 6,000 alerts of 13 values each are 78,000 parameters: past PostgreSQL's 65,535 in one statement.
  it('opens, touches and resolves 6,000 alerts at once, every one of them', async () => {
    const db = database.db;
    const [company] = await db.insert(companies).values({ name: 'Tempestade' }).returning();
    const occurredAt = new Date();
    const rows: NewAlert[] = Array.from({ length: 6_000 }, (_, i) => ({
      companyId: company!.id,
      shedId: null,
      batchId: null,
      type: 'Sanidade',
      subtype: 'sensor_stale',
      subject: `device:${i}`,
      severity: 'warning',
      params: { minutes: 61, limit: 60 },
      age: null,
      occurredAt,
    }));

    const opened = await insertAlerts(db, rows);
    expect(opened).toHaveLength(6_000);
    expect(await insertAlerts(db, rows)).toEqual([]);

    const ids = opened.map((a) => a.id);
    const later = new Date(occurredAt.getTime() + 60_000);
    await touchAlerts(db, ids, later);
    const [touched] = await db.select({ n: count() }).from(alerts).where(and(eq(alerts.companyId, company!.id), eq(alerts.lastSeenAt, later)));
    expect(touched!.n).toBe(6_000);

    await resolveAlerts(db, ids, later);
    const [resolved] = await db.select({ n: count() }).from(alerts).where(and(eq(alerts.companyId, company!.id), eq(alerts.state, 'resolved')));
    expect(resolved!.n).toBe(6_000);
  }, 120_000);
});
