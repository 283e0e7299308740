import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program';
import type { Database } from '../src/db/database';
import { alertSettings, alerts } from '../src/db/schema';
import { insertCompany } from '../src/repositories/companies.repository';
import { BulkInsertBuffer, col } from '../src/repositories/bulk-insert';
import { InvalidInputError } from '../src/services/common/errors';
import { simulateFarms } from '../src/services/demo/simulation.service';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

async function tableCounts(): Promise<Record<string, number>> {
  const tables = (await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not in ('users', 'companies', 'app_secrets', '__drizzle_migrations')`)).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`)).rows[0]!.n;
  return counts;
}

describe('simulate service', () => {
  it('fills a new company with 10 sheds and reports exactly the rows it wrote', async () => {
    const before = await tableCounts();
    const report = await simulateFarms(database.db, { company: 'Simulada', sheds: 10, days: 10, seed: 5 });
    const after = await tableCounts();
    expect(report).toMatchObject({ company: 'Simulada', createdCompany: true, sheds: 10 });

    const written = Object.fromEntries(Object.keys(after).map((t) => [t, after[t]! - (before[t] ?? 0)]));
    for (const [table, n] of Object.entries(report.rows)) expect(written[table], table).toBe(n);
    expect(written).toMatchObject({ sheds: 10, batches: 10, batch_summaries: 10, ration_types: 10 });
    for (const table of ['batch_divisions', 'devices', 'silos', 's0_readings', 'd0_readings', 'silo_occupation_readings', 'mortality', 'consumption_history', 'feed_controls']) {
      expect(written[table], table).toBeGreaterThan(0);
    }
    // 10 days of 10-minute readings for 2-4 boxes: at most 10 × 144 × 4 per shed.
    expect(written.s0_readings).toBeLessThanOrEqual(10 * 10 * 145 * 4);
  });

  it('gives every batch of the company a summary, and every reference a row to point at', async () => {
    const missing = await rowsOf<{ id: number }>(sql`
      select b.id from batches b join companies c on c.id = b.company_id
      where c.name = 'Simulada' and not exists (select 1 from batch_summaries s where s.batch_id = b.id)`);
    expect(missing.rows).toEqual([]);
    // The writer skips per-row foreign-key triggers when it may; the ids must still all resolve.
    const orphans = await rowsOf<{ n: number }>(sql`select
      (select count(*) from s0_readings r where not exists (select 1 from devices d where d.id = r.device_id)
         or not exists (select 1 from batch_divisions d where d.id = r.division_id))
      + (select count(*) from d0_readings r where not exists (select 1 from devices d where d.id = r.device_id))
      + (select count(*) from enthalpy_readings r where not exists (select 1 from batch_divisions d where d.id = r.division_id))
      + (select count(*) from silo_occupation_readings r where not exists (select 1 from silos s where s.id = r.silo_id))
      + (select count(*) from feed_controls f where not exists (select 1 from batches b where b.id = f.batch_id and b.company_id = f.company_id))
      + (select count(*) from batch_divisions d where not exists (select 1 from batches b where b.id = d.batch_id and b.company_id = d.company_id))
      + (select count(*) from batches b where not exists (select 1 from sheds s where s.id = b.shed_id and s.company_id = b.company_id))
      + (select count(*) from sheds s where not exists (select 1 from properties p where p.id = s.property_id and p.company_id = s.company_id))
      + (select count(*) from silos s where s.current_ration_type_id is not null
           and not exists (select 1 from ration_types t where t.id = s.current_ration_type_id and t.company_id = s.company_id))
      as n`);
    expect(Number(orphans.rows[0]!.n)).toBe(0);
    const deleted = await rowsOf<{ n: number }>(sql`with gone as (delete from sheds where company_id = (select id from companies where name = 'Simulada') returning 1) select count(*)::int as n from gone`);
    expect(deleted.rows[0]!.n).toBe(10);
    const left = await rowsOf<{ n: number }>(sql`select count(*)::int as n from batches b join companies c on c.id = b.company_id where c.name = 'Simulada'`);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("dates the farms' days by the company's own calendar, in its time zone", async () => {
    // Days of age start at 15:00 UTC: noon in São Paulo, midnight of the next day in Tokyo.
    const now = new Date('2026-06-15T15:00:00Z');
    const tokyo = await insertCompany(database.db, 'Em Tóquio');
    await database.db.insert(alertSettings).values({ companyId: tokyo.id, thresholds: { time_zone: 'Asia/Tokyo' } });
    for (const company of ['Em Tóquio', 'Em São Paulo']) await simulateFarms(database.db, { company, sheds: 4, days: 3, seed: 4, now, readingIntervalMinutes: 60 });
    const datesOf = async (company: string) =>
      (
        await rowsOf<{ date: string }>(sql`
          select to_char(m.date, 'YYYY-MM-DD') as date from mortality m
          join batch_divisions d on d.id = m.division_id join batches b on b.id = d.batch_id
          join sheds s on s.id = b.shed_id join companies c on c.id = b.company_id
          where c.name = ${company} order by s.identification, d.identification, m.age`)
      ).rows.map((r) => r.date);
    const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const saoPaulo = await datesOf('Em São Paulo');
    expect(saoPaulo.length).toBeGreaterThan(0);
    expect(await datesOf('Em Tóquio')).toEqual(saoPaulo.map(nextDay));
  });

  it('adds to an existing company, reusing its ration types', async () => {
    const report = await simulateFarms(database.db, { company: 'Demo', sheds: 3, days: 3, seed: 9, readingIntervalMinutes: 60 });
    expect(report).toMatchObject({ createdCompany: false, sheds: 3 });
    expect(report.rows.ration_types).toBe(0);
    expect(report.rows.sheds).toBe(3);
  });

  it.each([
    [{ sheds: 0 }, 'sheds'],
    [{ days: 0 }, 'days'],
    [{ company: ' ' }, 'company'],
    [{ readingIntervalMinutes: 0 }, 'interval'],
  ])('refuses %o', async (override, field) => {
    await expect(simulateFarms(database.db, { company: 'X', sheds: 1, days: 1, ...override })).rejects.toMatchObject({ constructor: InvalidInputError, field });
  });
});

describe('plantel simulate', () => {
  it('prints the time and the rows per table', async () => {
    const out: string[] = [];
    const code = await runCli(['simulate', '--sheds', '2', '--days', '2', '--seed', '3', '--company', 'Linha de comando', '--interval', '30'], {
      openDatabase: async () => ({ ...database, close: async () => {} }),
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      readStdin: async () => '',
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/Simulated 2 sheds into company "Linha de comando" \(created\) in [\d.]+ s: [\d,]+ rows/);
    expect(out.join('\n')).toMatch(/batch_summaries\s+2\b/);
  });

  it('refuses a count that is not a whole number', async () => {
    const err: string[] = [];
    const code = await runCli(['simulate', '--sheds', 'many'], { openDatabase: async () => database, out: () => {}, err: (l) => err.push(l), readStdin: async () => '' });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('must be a whole number');
  });
});

describe('bulk insert', () => {
  it('round-trips text and JSON with quotes, backslashes, braces, commas, NULL and accents, and nulls and times', async () => {
    const [shed] = (await rowsOf<{ id: number; company_id: number }>(sql`select id, company_id from sheds limit 1`)).rows;
    const messages = ['aspas "duplas", vírgula', 'barra \\ e {chaves}', 'NULL', '', 'Umidade 80% — °C'];
    const buffer = new BulkInsertBuffer<{ message: string; age: number | null; at: number }, null>(alerts, [
      col(alerts.companyId, () => shed!.company_id),
      col(alerts.shedId, () => shed!.id),
      col(alerts.type, () => 'Ambiência'),
      col(alerts.subtype, () => 'weight_loss'),
      col(alerts.subject, (r) => `bulk:${r.message}`),
      col(alerts.params, (r) => ({ division: r.message, n: r.age })),
      col(alerts.age, (r) => r.age),
      col(alerts.state, () => 'resolved'),
      col(alerts.occurredAt, (r) => r.at),
      col(alerts.lastSeenAt, (r) => r.at),
    ]);
    buffer.add(messages.map((message, i) => ({ message, age: i % 2 ? null : i, at: Date.UTC(2025, 0, 2, 3, 4, 5, 678) + i })), null);
    await buffer.flush(database.db);
    const back = await database.db.query.alerts.findMany({ where: (a, { like }) => like(a.subject, 'bulk:%'), orderBy: (a, { asc }) => asc(a.occurredAt) });
    expect(back.map((a) => [a.subject, a.params, a.age])).toEqual(messages.map((m, i) => [`bulk:${m}`, { division: m, n: i % 2 ? null : i }, i % 2 ? null : i]));
    expect(back[1]!.occurredAt.toISOString()).toBe('2025-01-02T03:04:05.679Z');
  });
});
