import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createRandom, hashSeed } from '@plantel/domain';
import type { Database } from '../src/db/database';
import { waterWarningChartSchema } from '@plantel/contracts';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { alerts, batchDivisions, batches, companies, devices, producers, properties, s0Readings, sheds, siloOccupationReadings, silos, users, waterMeterReadings } from '../src/db/schema';
import { hashPassword } from '../src/services/access/password';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { ageAt, type BatchTimeline } from '../src/simulator/batch-timeline';
import { feedDemand, type DiseaseOnset } from '../src/simulator/feed-demand';
import { speciesOf } from '../src/simulator/species';
import { simulateWater, type WaterLeak } from '../src/simulator/water';
import { createTestDatabase } from './helpers/test-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BIRDS = 24_000;
const TIME_ZONE = 'America/Sao_Paulo';
/**
 * The flocks are lodged here; readings are stored from day 14; the engine evaluates every hour from
 * 2 h before the disease's onset to 24 h after it, and the leak starts and stops within those hours.
 */
const OPENING = Date.UTC(2026, 9, 1, 3);
const STORED_FROM = OPENING + 14 * DAY;
const ONSET = OPENING + 19 * DAY + 5 * HOUR;
const WATCH_FROM = ONSET - 2 * HOUR;
const WATCH_TO = ONSET + 24 * HOUR;
const LEAK = { start: ONSET + 10 * HOUR, litresPerHour: 400, hours: 5 };
const broiler = speciesOf(3);

let database: Database;
let db: Database['db'];
let company: number;
let app: App;
const shedOf: Record<'normal' | 'sick' | 'leaking', { shed: number; batch: number; meter: number }> = {} as never;

/**
 * One broiler shed of 24,000 Ross 308 through the simulator: the silo's load cell falls with the
 * hourly feed, the water meter's totaliser rises with the water, and a climate sensor reads the
 * set point. A leak stops after `LEAK.hours` (someone closed the valve).
 */
async function simulatedShed(name: string, seed: number, faults: { disease?: DiseaseOnset; leak?: WaterLeak }) {
  const [producer] = await db.insert(producers).values({ companyId: company, name: `Produtor ${name}` }).returning();
  const [property] = await db.insert(properties).values({ companyId: company, producerId: producer!.id, name: `Sítio ${name}`, ownerName: 'Dona' }).returning();
  const [shed] = await db.insert(sheds).values({ companyId: company, propertyId: property!.id, identification: name, name, core: 'N1', productionTypeExternalId: 3 }).returning();
  const [batch] = await db
    .insert(batches)
    .values({ companyId: company, shedId: shed!.id, identification: `L-${name}`, stage: 'lodged', lineage: 'Ross 308', sexExternalId: 1, initialLodged: BIRDS, currentLodged: BIRDS, openingDate: new Date(OPENING) })
    .returning();
  const [division] = await db.insert(batchDivisions).values({ companyId: company, batchId: batch!.id, identification: 'Box 1', currentLodge: BIRDS }).returning();
  const device = async (type: 'S0' | 'water_meter') =>
    (await db.insert(devices).values({ companyId: company, shedId: shed!.id, type, identification: `${type}-${name}`, position: type === 'water_meter' ? 'Entrada' : 'Box 1', lastSeenAt: new Date(WATCH_TO) }).returning())[0]!.id;
  const s0 = await device('S0');
  const meter = await device('water_meter');
  const [silo] = await db.insert(silos).values({ companyId: company, shedId: shed!.id, identification: `Silo ${name}`, capacity: 40_000 }).returning();

  const timeline: BatchTimeline = { opening: OPENING, closing: null, end: WATCH_TO, windowStart: OPENING, ageAtLodging: 0, firstAge: 0, lastAge: 21, housed: true };
  const random = createRandom(hashSeed('water-warnings-int', seed));
  const demand = feedDemand({ profile: broiler, lineage: 'Ross 308', sex: 1, timeline, flock: { lodgedAt: () => BIRDS }, start: OPENING, anomalies: [], now: WATCH_TO, timeZone: TIME_ZONE, random, disease: faults.disease });
  const water = simulateWater({ species: 'broiler', device: meter, eaten: { start: OPENING, kg: demand.kg }, from: OPENING, to: WATCH_TO, random, ...faults });
  const leakEnd = faults.leak ? faults.leak.start + LEAK.hours * HOUR : Infinity;
  const stopped = (t: number) => (faults.leak && t > leakEnd ? faults.leak.litresPerHour * Math.floor((t - leakEnd) / HOUR) : 0);
  await db.insert(waterMeterReadings).values(
    water.filter((r) => r.measuredAt >= STORED_FROM).map((r) => ({ deviceId: meter, measuredAt: new Date(r.measuredAt), totalVolume: r.totalVolume - stopped(r.measuredAt) })),
  );
  const silosRows = [];
  const climate = [];
  let stock = 30_000;
  for (let h = 0; h < demand.hours; h++) {
    const t = OPENING + (h + 1) * HOUR;
    stock -= demand.kg[h]!;
    if (t < STORED_FROM) continue;
    silosRows.push({ siloId: silo!.id, deviceTime: new Date(t), totalWeight: Math.round(stock * 10) / 10, totalOccupation: stock / 40_000, freeCapacity: 40_000 - stock });
    const age = ageAt(timeline, t);
    climate.push({ deviceId: s0, divisionId: division!.id, measuredAt: new Date(t), age, environmentTemperature: broiler.setPoint(age), humidity: 60 });
  }
  await db.insert(siloOccupationReadings).values(silosRows);
  await db.insert(s0Readings).values(climate);
  return { shed: shed!.id, batch: batch!.id, meter };
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate();
  db = database.db;
  company = (await db.insert(companies).values({ name: 'Granja Água' }).returning())[0]!.id;
  shedOf.normal = await simulatedShed('N1', 1, {});
  shedOf.sick = await simulatedShed('D1', 2, { disease: { start: ONSET, dailyDrop: 0.12 } });
  shedOf.leaking = await simulatedShed('V1', 3, { leak: { start: LEAK.start, litresPerHour: LEAK.litresPerHour } });
  // The engine evaluates every hour of the watched days, as its job would every minute.
  for (let t = WATCH_FROM; t <= WATCH_TO; t += HOUR) await evaluateCompanyAlerts(db, company, new Date(t));
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database.close();
});

const waterAlertsOf = (batch: number) =>
  db
    .select()
    .from(alerts)
    .where(and(eq(alerts.batchId, batch), inArray(alerts.subtype, ['water_shortfall', 'ratio_out_of_band', 'water_leak'])))
    .orderBy(alerts.id);

describe('early warnings from water in the alert engine', () => {
  it('opens a water shortfall on the water meter within 24 h of a disease onset', async () => {
    const rows = await waterAlertsOf(shedOf.sick.batch);
    const shortfall = rows.find((a) => a.subtype === 'water_shortfall');
    expect(shortfall).toMatchObject({ type: 'Nutrição', severity: 'warning', subject: `device:${shedOf.sick.meter}`, shedId: shedOf.sick.shed });
    expect(shortfall!.occurredAt.getTime()).toBeGreaterThan(ONSET);
    expect(shortfall!.occurredAt.getTime() - ONSET).toBeLessThanOrEqual(24 * HOUR);
    expect(shortfall!.params).toMatchObject({ device: 'Entrada' });
    expect(Number(shortfall!.params.value)).toBeLessThan(Number(shortfall!.params.expected));
    expect(rows.some((a) => a.subtype === 'water_leak')).toBe(false);
  });

  it('opens a critical leak within 2 h, and resolves it when the leak stops', async () => {
    const rows = await waterAlertsOf(shedOf.leaking.batch);
    expect(rows.map((a) => [a.subtype, a.severity, a.subject])).toEqual([['water_leak', 'critical', `device:${shedOf.leaking.meter}`]]);
    const [leak] = rows;
    expect(leak!.occurredAt.getTime() - LEAK.start).toBeLessThanOrEqual(2 * HOUR);
    expect(Number(leak!.params.factor)).toBeGreaterThan(1.4);
    expect(leak!.state).toBe('resolved');
    // The last leaking hour is judged at its end; the next hour without the leak clears it.
    expect(leak!.resolvedAt!.getTime()).toBeLessThanOrEqual(LEAK.start + (LEAK.hours + 2) * HOUR);
  });

  it('opens nothing for a normal flock', async () => {
    expect(await waterAlertsOf(shedOf.normal.batch)).toEqual([]);
  });
});

describe('GET /v2/alerts/{id}/water-chart', () => {
  const PASSWORD = 'a long password';
  const get = async (username: string, id: number) => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/token/', payload: { username, password: PASSWORD } });
    const token = login.json<{ access: string }>().access;
    return app.inject({ url: `/api/v2/alerts/${id}/water-chart`, headers: { authorization: `Bearer ${token}` } });
  };

  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', PLANTEL_RESPONSE_CHECKS: 'true' }), database });
    const passwordHash = await hashPassword(PASSWORD);
    await db.insert(users).values([
      { companyId: company, username: 'nutricao', passwordHash, roles: { frangos_de_corte: ['Nutrição'] } },
      { companyId: company, username: 'sanidade', passwordHash, roles: { frangos_de_corte: ['Sanidade'] } },
    ]);
  });

  it('sends the days of water against the expectation, the ratio with its band and the hours of a leak', async () => {
    const [shortfall] = (await waterAlertsOf(shedOf.sick.batch)).filter((a) => a.subtype === 'water_shortfall');
    const res = await get('nutricao', shortfall!.id);
    expect(res.statusCode).toBe(200);
    const chart = waterWarningChartSchema.parse(res.json());
    expect(chart).toMatchObject({ subtype: 'water_shortfall', meters: 'Entrada' });
    expect(chart.days).toHaveLength(4);
    const lastDay = chart.days[3]!;
    // The day the alert was judged on drank less than the batch's own expectation; its band holds the ratio's edges.
    expect(lastDay.water).toBeLessThan(lastDay.expected_water);
    expect(lastDay.band_low).toBe(1.35);
    expect(chart.hours).toHaveLength(24);

    const [leak] = await waterAlertsOf(shedOf.leaking.batch);
    const hours = waterWarningChartSchema.parse((await get('nutricao', leak!.id)).json()).hours;
    // The alert's last evaluation still saw the leak: its last hours drew about 400 L over the same hours before.
    expect(hours.at(-1)!.litres - hours.at(-1)!.expected).toBeGreaterThan(250);
  });

  it('is a 404 without the Nutrição permission and for an alert that is not a water warning', async () => {
    const [leak] = await waterAlertsOf(shedOf.leaking.batch);
    expect((await get('sanidade', leak!.id)).statusCode).toBe(404);
    const [other] = await db
      .insert(alerts)
      .values({ companyId: company, shedId: shedOf.sick.shed, batchId: shedOf.sick.batch, type: 'Nutrição', subtype: 'silo_low', subject: '', severity: 'warning', params: { days: 0.5, kg: 900 }, age: 20, occurredAt: new Date(WATCH_TO), lastSeenAt: new Date(WATCH_TO) })
      .returning();
    expect((await get('nutricao', other!.id)).statusCode).toBe(404);
  });
});
