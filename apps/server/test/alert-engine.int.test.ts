import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alertMessage } from '@plantel/contracts';
import { defaultAmbienceProfile, profileAtAge } from '@plantel/domain';
import type { Database } from '../src/db/database';
import { advisoryLocks } from '../src/shared/advisory-locks';
import {
  alerts,
  batchDivisions,
  batches,
  batchSummaries,
  companies,
  devices,
  minimumConsumptionAlerts,
  notificationPreferences,
  producers,
  properties,
  s0Readings,
  sheds,
  siloOccupationReadings,
  silos,
  users,
} from '../src/db/schema';
import { AlertEngine } from '../src/jobs/alert-engine.job';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { emailSender, smtpMailer } from '../src/services/alerts/channels/email';
import { wallClock } from '../src/services/common/units';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { createTestDatabase } from './helpers/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AGE = 20;
const band = profileAtAge(defaultAmbienceProfile(), AGE).temperature;
const HOT = band.max + 2 + 3;
const FINE = (band.min + band.max) / 2;

let database: Database;
let db: Database['db'];
let farm: { company: number; shed: number; batch: number; division: number; s0: number; d0: number; silo: number; user: number };
/** Evaluations run at fixed moments from here, so readings can be placed around them. */
const T0 = Date.parse('2026-11-20T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  db = database.db;
  const [company] = await db.insert(companies).values({ name: 'Granja Teste' }).returning();
  const [producer] = await db.insert(producers).values({ companyId: company!.id, name: 'Produtor' }).returning();
  const [property] = await db.insert(properties).values({ companyId: company!.id, producerId: producer!.id, name: 'Sítio', ownerName: 'Dona' }).returning();
  const [shed] = await db
    .insert(sheds)
    .values({ companyId: company!.id, propertyId: property!.id, identification: 'A1', name: 'A1', core: 'N1', productionTypeExternalId: 3 })
    .returning();
  const [batch] = await db
    .insert(batches)
    .values({ companyId: company!.id, shedId: shed!.id, identification: 'L-1', stage: 'lodged', lineage: 'Ross 308', initialLodged: 20_000, currentLodged: 20_000, openingDate: new Date(T0 - AGE * 24 * HOUR - HOUR) })
    .returning();
  const [division] = await db.insert(batchDivisions).values({ companyId: company!.id, batchId: batch!.id, identification: 'Box 1', currentLodge: 20_000 }).returning();
  const device = async (type: 'S0' | 'D0' | 'silo_scale', position: string) =>
    (await db.insert(devices).values({ companyId: company!.id, shedId: shed!.id, type, identification: `${type}-1`, position, lastSeenAt: new Date(T0) }).returning())[0]!.id;
  const s0 = await device('S0', 'Box 1');
  const d0 = await device('D0', 'Box 1');
  const [silo] = await db.insert(silos).values({ companyId: company!.id, shedId: shed!.id, identification: 'Silo 1', capacity: 10_000 }).returning();
  const [user] = await db.insert(users).values({ companyId: company!.id, username: 'granjeiro', passwordHash: 'x', roles: { frangos_de_corte: ['Sanidade'] } }).returning();
  farm = { company: company!.id, shed: shed!.id, batch: batch!.id, division: division!.id, s0, d0, silo: silo!.id, user: user!.id };
});
afterAll(() => database.close());

beforeEach(async () => {
  await db.delete(alerts);
  await db.delete(s0Readings);
  await db.delete(notificationPreferences);
  await db.update(devices).set({ lastSeenAt: new Date(T0 + 10 * HOUR) });
});

/** S0 readings every 10 minutes over [from, to), at one temperature (humidity ideal, drifting a little). */
async function climate(from: number, to: number, temperature: number) {
  const rows = [];
  for (let t = from, i = 0; t < to; t += 10 * MINUTE, i++) {
    rows.push({ deviceId: farm.s0, divisionId: farm.division, measuredAt: new Date(t), age: AGE, environmentTemperature: temperature + (i % 2) * 0.1, humidity: 60 + (i % 3) });
  }
  await db.insert(s0Readings).values(rows);
}

const alertsOf = (subtype: string) =>
  db.select().from(alerts).where(and(eq(alerts.companyId, farm.company), eq(alerts.subtype, subtype as never))).orderBy(alerts.id);
const evaluate = (at: number) => evaluateCompanyAlerts(db, farm.company, new Date(at));

describe('alert engine', () => {
  it('raises one alert while the heat lasts and resolves it when the air is back in range', async () => {
    await climate(T0 - HOUR, T0, FINE);
    await evaluate(T0);
    expect(await alertsOf('temperature_high')).toEqual([]);

    await climate(T0, T0 + HOUR, HOT); // enters
    await evaluate(T0 + HOUR);
    await climate(T0 + HOUR, T0 + 2 * HOUR, HOT); // stays
    await evaluate(T0 + 90 * MINUTE);
    await evaluate(T0 + 2 * HOUR);
    let rows = await alertsOf('temperature_high');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'open', type: 'Ambiência', severity: 'warning', subject: `division:${farm.division}`, age: AGE, batchId: farm.batch });
    expect(rows[0]!.occurredAt.getTime()).toBe(T0 + HOUR);
    expect(rows[0]!.lastSeenAt.getTime()).toBe(T0 + 2 * HOUR);
    expect(rows[0]!.params).toMatchObject({ division: 'Box 1', min: Math.round(band.min * 10) / 10 });

    // Half the window back in range: not yet clear.
    await climate(T0 + 2 * HOUR, T0 + 2 * HOUR + 15 * MINUTE, FINE);
    await evaluate(T0 + 2 * HOUR + 15 * MINUTE);
    expect((await alertsOf('temperature_high'))[0]!.state).toBe('open');

    await climate(T0 + 2 * HOUR + 15 * MINUTE, T0 + 3 * HOUR, FINE); // clears
    await evaluate(T0 + 3 * HOUR);
    rows = await alertsOf('temperature_high');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('resolved');
    expect(rows[0]!.resolvedAt!.getTime()).toBe(T0 + 3 * HOUR);

    // A new heat wave is a new alert.
    await climate(T0 + 3 * HOUR, T0 + 4 * HOUR, HOT);
    await evaluate(T0 + 4 * HOUR);
    expect((await alertsOf('temperature_high')).map((a) => a.state)).toEqual(['resolved', 'open']);
  });

  it('does not open the same alert twice when two evaluations race', async () => {
    await climate(T0, T0 + HOUR, HOT);
    await Promise.all([evaluate(T0 + HOUR), evaluate(T0 + HOUR), evaluate(T0 + HOUR)]);
    expect(await alertsOf('temperature_high')).toHaveLength(1);
  });

  it('flags a silent sensor, and only the whole company once when everything goes quiet', async () => {
    const now = T0 + 10 * HOUR;
    await db.update(devices).set({ lastSeenAt: new Date(now - 2 * HOUR) }).where(eq(devices.id, farm.d0));
    await evaluate(now);
    expect((await alertsOf('sensor_stale')).map((a) => [a.subject, a.type, a.params])).toEqual([['sensors:Ambiência', 'Ambiência', { sensors: 1, silence: 2, devices: 'D0-1 (Box 1)' }]]);
    expect(await alertsOf('no_telemetry')).toEqual([]);

    // Seven hours later nothing at all has come in: one company alert, the sensor alert left as it was.
    await evaluate(now + 7 * HOUR);
    const quiet = await alertsOf('no_telemetry');
    expect(quiet.map((a) => [a.type, a.severity, a.shedId, a.state])).toEqual([['Sanidade', 'critical', null, 'open']]);
    expect(await alertsOf('sensor_stale')).toHaveLength(1);

    await db.update(devices).set({ lastSeenAt: new Date(now + 7 * HOUR) });
    await evaluate(now + 7 * HOUR + MINUTE);
    expect((await alertsOf('no_telemetry'))[0]!.state).toBe('resolved');
    expect((await alertsOf('sensor_stale'))[0]!.state).toBe('resolved');
  });

  it('says a shed lodged after its sensors went quiet in one alert, counting them and naming the first few', async () => {
    const now = T0 + 10 * HOUR;
    const added = await db
      .insert(devices)
      .values(['A', 'B', 'C', 'D', 'E'].map((n, i) => ({ companyId: farm.company, shedId: farm.shed, type: 'S0' as const, identification: `S0-${n}`, position: `Box ${i + 1}`, lastSeenAt: new Date(now - 6 * 24 * HOUR) })))
      .returning();
    try {
      await evaluate(now);
      const [silent, ...others] = await alertsOf('sensor_stale');
      expect(others).toEqual([]);
      // The five climate sensors, one alert: the longest silence, 144 h, in days; four named, one more counted.
      expect(silent).toMatchObject({ subject: 'sensors:Ambiência', state: 'open', params: { sensors: 5, silence: 144, devices: 'S0-A (Box 1), S0-B (Box 2), S0-C (Box 3), S0-D (Box 4) +1' } });
      expect(alertMessage('pt-BR', 'sensor_stale', silent!.params)).toBe('5 sensores sem leituras há 6 dias: S0-A (Box 1), S0-B (Box 2), S0-C (Box 3), S0-D (Box 4) +1');
      expect(alertMessage('en', 'sensor_stale', { sensors: 1, silence: 2.5, devices: 'S0-A (Box 1)' })).toBe('1 sensor sent no readings for 2.5 h: S0-A (Box 1)');
      // Four of them back: the alert stays, now of one sensor.
      await db.update(devices).set({ lastSeenAt: new Date(now) }).where(ne(devices.identification, 'S0-E'));
      await evaluate(now + MINUTE);
      expect((await alertsOf('sensor_stale')).map((a) => [a.id, a.params.sensors, a.params.devices])).toEqual([[silent!.id, 1, 'S0-E (Box 5)']]);
    } finally {
      await db.delete(devices).where(inArray(devices.id, added.map((d) => d.id)));
    }
  });

  it('lets a bird scale, which weighs once a day, go a day without readings before it is stale', async () => {
    const now = T0 + 10 * HOUR;
    const [scale] = await db
      .insert(devices)
      .values({ companyId: farm.company, shedId: farm.shed, type: 'bird_scale', identification: 'bird_scale-1', position: 'Box 1', lastSeenAt: new Date(now - 20 * HOUR) })
      .returning();
    try {
      await evaluate(now);
      expect(await alertsOf('sensor_stale')).toEqual([]);
      // The other devices go on reporting; the scale has not weighed for 28 hours.
      await db.update(devices).set({ lastSeenAt: new Date(now + 8 * HOUR) }).where(ne(devices.id, scale!.id));
      await evaluate(now + 8 * HOUR);
      expect((await alertsOf('sensor_stale')).map((a) => [a.subject, a.type, a.params.silence])).toEqual([['sensors:Desempenho', 'Desempenho', 28]]);
    } finally {
      await db.delete(devices).where(eq(devices.id, scale!.id));
    }
  });

  it('raises consumption below a minimum-consumption rule in its last closed slot', async () => {
    const [rule] = await db
      .insert(minimumConsumptionAlerts)
      .values({ companyId: farm.company, shedId: farm.shed, name: 'Diurno', minConsumptionValue: 100, startTime: 6, endTime: 18, interval: 4 })
      .returning();
    // Local (São Paulo) 10:00-14:00 today: the birds eat 15 kg an hour, 60 kg in the slot.
    const now = T0 + 10 * HOUR;
    const { dayStart } = wallClock(now, 'America/Sao_Paulo');
    const rows = [];
    for (let h = 6; h <= 18; h++) rows.push({ siloId: farm.silo, deviceTime: new Date(dayStart + h * HOUR), totalWeight: 5000 - (h - 6) * 15, totalOccupation: 0.5, freeCapacity: 5000 });
    await db.insert(siloOccupationReadings).values(rows);
    await evaluate(dayStart + 15 * HOUR);
    const [low] = await alertsOf('consumption_low');
    expect(low).toMatchObject({ type: 'Nutrição', subject: `rule:${rule!.id}`, params: { rule: 'Diurno', value: 60, min: 100, start: '10:00', end: '14:00' } });

    await db.update(minimumConsumptionAlerts).set({ minConsumptionValue: 50 });
    await evaluate(dayStart + 15 * HOUR + MINUTE);
    expect((await alertsOf('consumption_low'))[0]!.state).toBe('resolved');
    await db.delete(minimumConsumptionAlerts);
    await db.delete(siloOccupationReadings);
  });

  it('judges feed left, weight and mortality from the batch summary', async () => {
    const now = T0 + 10 * HOUR;
    await db
      .insert(batchSummaries)
      .values({ batchId: farm.batch, companyId: farm.company, weight: 800, performance: 80, rationEndAt: new Date(now + 6 * HOUR), available: 900 })
      .onConflictDoUpdate({ target: batchSummaries.batchId, set: { weight: 800, performance: 80, rationEndAt: new Date(now + 6 * HOUR), available: 900 } });
    await evaluate(now);
    expect((await alertsOf('silo_low')).map((a) => a.params)).toEqual([{ days: 0.3, kg: 900 }]);
    expect((await alertsOf('weight_below_reference')).map((a) => a.params)).toEqual([{ weight: 800, reference: 1000, percent: 20 }]);
    expect(await alertsOf('silo_empty')).toEqual([]);

    // A newer weighing, still below the reference: the open alert quotes it, and the live feed sees the change.
    const [before] = await alertsOf('weight_below_reference');
    await db.update(batchSummaries).set({ weight: 850, performance: 85 }).where(eq(batchSummaries.batchId, farm.batch));
    await evaluate(now + HOUR);
    const [reworded] = await alertsOf('weight_below_reference');
    expect(reworded).toMatchObject({ id: before!.id, state: 'open', params: { weight: 850, reference: 1000, percent: 15 } });
    expect(reworded!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    await db.update(batchSummaries).set({ weight: 800, performance: 80 }).where(eq(batchSummaries.batchId, farm.batch));

    await evaluate(now + 7 * HOUR);
    expect((await alertsOf('silo_low'))[0]!.state).toBe('resolved');
    expect((await alertsOf('silo_empty')).map((a) => [a.severity, a.state])).toEqual([['critical', 'open']]);
    await db.delete(batchSummaries);
  });

  it('resolves what is left open when the batch closes', async () => {
    await climate(T0, T0 + HOUR, HOT);
    await evaluate(T0 + HOUR);
    await db.update(batches).set({ closingDate: new Date(T0 + 2 * HOUR) }).where(eq(batches.id, farm.batch));
    await evaluate(T0 + 3 * HOUR);
    await db.update(batches).set({ closingDate: null }).where(eq(batches.id, farm.batch));
    expect((await alertsOf('temperature_high')).map((a) => a.state)).toEqual(['resolved']);
  });
});

describe('one engine at a time', () => {
  it('skips its turn while another copy holds the lock, and evaluates once it is free', async () => {
    await climate(T0, T0 + HOUR, HOT);
    const a = new AlertEngine(database, { intervalMs: 0 });
    const b = new AlertEngine(database, { intervalMs: 0 });
    let inner: string | undefined;
    const outer = await database.whileHoldingLock(advisoryLocks.alertEngine, async () => {
      inner = await b.runOnce(new Date(T0 + HOUR));
    });
    expect([outer, inner]).toEqual([true, 'skipped']);
    expect(await alertsOf('temperature_high')).toEqual([]);

    const runs = await Promise.all([a.runOnce(new Date(T0 + HOUR)), b.runOnce(new Date(T0 + HOUR))]);
    expect(runs).toContain('evaluated');
    expect(await alertsOf('temperature_high')).toHaveLength(1);
  });
});

describe('e-mail notifications', () => {
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  const engine = () => new AlertEngine(database, { intervalMs: 0, notifications: { senders: { email: emailSender(smtpMailer(smtp.url, 'Plantel <alertas@plantel.test>')) }, publicUrl: 'http://localhost' }, onError: (e) => { throw e; } });
  const prefer = (preferences: object) =>
    db.insert(notificationPreferences).values({ userId: farm.user, preferences: { email: true, email_address: 'granjeiro@example.com', language: 'en', min_severity: 'warning', quiet_hours: null, ...preferences } as never });

  it('e-mails a new alert once, in the reader’s language, through a real SMTP server', async () => {
    await prefer({});
    await climate(T0, T0 + 2 * HOUR, HOT);
    await engine().runOnce(new Date(T0 + HOUR));
    await engine().runOnce(new Date(T0 + 90 * MINUTE));
    const mails = smtp.inbox.filter((m) => m.text.includes('temperature of'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('granjeiro@example.com');
    expect(mails[0]!.text).toContain('Box 1: temperature of');
    expect(mails[0]!.text).toContain('Shed: A1');
    expect(mails[0]!.subject).toContain('[Plantel] Alert Ambiência');
  });

  it('keeps quiet below the minimum severity and in quiet hours', async () => {
    await prefer({ min_severity: 'critical' });
    await climate(T0, T0 + HOUR, HOT);
    await engine().runOnce(new Date(T0 + HOUR));
    expect(smtp.inbox).toEqual([]);

    await db.delete(alerts);
    await db.delete(notificationPreferences);
    const localHour = Math.floor(wallClock(T0 + HOUR, 'America/Sao_Paulo').hour);
    await prefer({ quiet_hours: { start: localHour, end: (localHour + 2) % 24 } });
    await engine().runOnce(new Date(T0 + HOUR));
    expect(smtp.inbox).toEqual([]);
    expect(await db.execute(sql`select count(*)::int as n from alert_deliveries`)).toMatchObject({ rows: [{ n: 0 }] });
  });
});
