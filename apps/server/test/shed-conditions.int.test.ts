import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, shedConditionsSchema } from '@plantel/contracts';
import { batches, devices, silos } from '../src/db/schema';
import { insertAlerts, resolveAlerts } from '../src/repositories/alerts.repository';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { addDays } from '../src/services/common/calendar-days';
import { localDay } from '../src/shared/wall-time';
import { RIVAL_USER } from './helpers/farm-fixture';
import { createFixtureApp, type FixtureApp } from './helpers/fixture-app';

const HOUR = 3_600_000;
let f: FixtureApp;
beforeAll(async () => {
  f = await createFixtureApp();
  // The fixture's S0 last reported an hour ago: past the 60-minute stale limit by the time a test runs.
  await f.t.database.db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.identification, 'S0-1'));
});
afterAll(() => f.close());

async function conditionsOf(shedId: number, username = 'fx_all') {
  const res = await f.get(username, `/api/v2/sheds/${shedId}/conditions`);
  expect(res.statusCode, res.body).toBe(200);
  return shedConditionsSchema.parse(res.json());
}

const kinds = (answer: { conditions: { kind: string }[] }) => answer.conditions.map((c) => c.kind);

describe('GET /api/v2/sheds/{id}/conditions', () => {
  it("names the list's critical comfort and critical silos, worst first, with no count when no silo is known", async () => {
    const answer = await conditionsOf(f.fx.shed.B3);
    expect(answer).toMatchObject({ shed: f.fx.shed.B3, batch: f.fx.batch.B3 });
    expect(kinds(answer)).toEqual(['comfort_critical', 'silos_critical']);
    expect(answer.worst).toEqual(answer.conditions[0]);
    expect(answer.conditions[0]).toMatchObject({ severity: 'error', subject: 'comfort' });
    expect(answer.conditions[1]).toMatchObject({ severity: 'warning', subject: 'feed', count: null });
  });

  it('has nothing to say about a shed in order, an empty shed or a closed batch', async () => {
    expect(await conditionsOf(f.fx.shed.B1)).toMatchObject({ batch: f.fx.batch.B1, worst: null, conditions: [] });
    expect(await conditionsOf(f.fx.shed.E1)).toEqual({ shed: f.fx.shed.E1, batch: null, worst: null, conditions: [] });
    expect((await conditionsOf(f.fx.shed.B4)).conditions).toEqual([]);
  });

  it('flags a planned slaughter day before today, on the company calendar, as a warning with the days overdue', async () => {
    const db = f.t.database.db;
    const today = localDay(new Date(), 'America/Sao_Paulo');
    await db.update(batches).set({ targetDate: addDays(today, -4) }).where(eq(batches.id, f.fx.batch.B1!));
    await refreshShedListEntries(db, { companyId: f.fx.companyId, shedIds: [f.fx.shed.B1] });
    const overdue = (await conditionsOf(f.fx.shed.B1)).worst;
    expect(overdue).toMatchObject({ kind: 'slaughter_overdue', severity: 'warning', subject: 'slaughter', day: addDays(today, -4), days: 4 });

    await db.update(batches).set({ targetDate: today }).where(eq(batches.id, f.fx.batch.B1!));
    await refreshShedListEntries(db, { companyId: f.fx.companyId, shedIds: [f.fx.shed.B1] });
    expect(kinds(await conditionsOf(f.fx.shed.B1))).toEqual([]);
  });

  it('counts the devices silent past the stale limit among those ever heard from', async () => {
    const db = f.t.database.db;
    const heardAt = new Date(Date.now() - 3 * HOUR);
    await db.update(devices).set({ lastSeenAt: heardAt }).where(eq(devices.identification, 'S0-1'));
    await db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.identification, 'LC-1'));
    const stale = (await conditionsOf(f.fx.shed.B1)).worst;
    expect(stale).toMatchObject({ kind: 'stale_sensors', severity: 'warning', subject: 'sensors', count: 1, of: 2, since: heardAt.toISOString() });
    await db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.identification, 'S0-1'));
  });

  it('gives a bird scale, which weighs once a day, a day and more before it is silent', async () => {
    const db = f.t.database.db;
    const [scale] = await db.select({ type: devices.type }).from(devices).where(eq(devices.identification, 'LC-1'));
    await db.update(devices).set({ type: 'bird_scale', lastSeenAt: new Date(Date.now() - 20 * HOUR) }).where(eq(devices.identification, 'LC-1'));
    expect(kinds(await conditionsOf(f.fx.shed.B1))).toEqual([]);
    const heardAt = new Date(Date.now() - 27 * HOUR);
    await db.update(devices).set({ lastSeenAt: heardAt }).where(eq(devices.identification, 'LC-1'));
    expect((await conditionsOf(f.fx.shed.B1)).worst).toMatchObject({ kind: 'stale_sensors', count: 1, of: 2, since: heardAt.toISOString() });
    await db.update(devices).set({ type: scale!.type, lastSeenAt: new Date() }).where(eq(devices.identification, 'LC-1'));
  });

  it('counts the open critical alerts of the batch, not the resolved ones, and puts empty silos first of all', async () => {
    const db = f.t.database.db;
    const occurredAt = new Date(Date.now() - 2 * HOUR);
    const alert = (subject: string) => ({
      companyId: f.fx.companyId,
      shedId: f.fx.shed.B1,
      batchId: f.fx.batch.B1!,
      type: 'Sanidade' as const,
      subtype: 'mortality_high' as const,
      subject,
      severity: 'critical' as const,
      params: { value: 5, limit: 3, day: 27 },
      age: 27,
      occurredAt,
    });
    const [open, resolved] = await insertAlerts(db, [alert('a'), alert('b')]);
    await resolveAlerts(db, [resolved!.id], new Date());
    const answer = await conditionsOf(f.fx.shed.B1);
    expect(answer.worst).toMatchObject({ kind: 'critical_alerts', severity: 'error', subject: 'alerts', count: 1, since: occurredAt.toISOString() });
    expect(open).toBeDefined();

    await db.update(silos).set({ availableWeight: 0 }).where(eq(silos.shedId, f.fx.shed.B1));
    const empty = await conditionsOf(f.fx.shed.B1);
    expect(kinds(empty)).toEqual(['no_feed', 'critical_alerts']);
    expect(empty.worst).toMatchObject({ severity: 'error', subject: 'feed', count: 2, of: 2 });
  });

  it("is a 404 for another company's shed and for a module outside the roles", async () => {
    for (const [username, shedId] of [
      [RIVAL_USER, f.fx.shed.B1],
      ['fx_swine', f.fx.shed.B1],
      ['fx_all', 999_999],
    ] as const) {
      const res = await f.get(username, `/api/v2/sheds/${shedId}/conditions`);
      expect(res.statusCode, `${username} ${shedId}`).toBe(404);
      apiErrorSchema.parse(res.json());
    }
  });
});
