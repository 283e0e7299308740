import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { alertMessage, ambienceProfilesSchema, batchSanitySchema, issuedIngestKeySchema, shedListSchema, type AmbienceBandDto } from '@plantel/contracts';
import { comfortVerdict, type AmbienceProfile, type ComfortVerdict } from '@plantel/domain';
import { COMFORT_CASES } from '@plantel/domain/testing/comfort-cases';
import { alerts, batchDivisions, batches, batchSummaries, devices, enthalpyReadings, producers, properties, sheds, users } from '../src/db/schema';
import { evaluateCompanyAlerts } from '../src/services/alerts/detection/alert-engine.service';
import { bandOfDto } from '../src/services/sanity/ambience-profiles';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { refreshComfortSummaries } from '../src/repositories/telemetry.repository';
import { ingest } from './helpers/telemetry-client';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * One table of comfort cases (packages/domain/src/testing/comfort-cases.ts), each at 0 m and 800 m,
 * sent as telemetry to a broiler batch of that age on a farm at that altitude, and read back from
 * the four places that show comfort: the readings' stored codes, the sanity dashboard's hours (and
 * its verdict now), the comfort alerts and the shed list's enthalpy column. All four must give the
 * case's verdict; after the company changes its profile they must all give the new verdict.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ALTITUDES = [0, 800] as const;
/** Readings every 10 minutes over the last three hours: some are summed into climate hours, the last ones read as they are. */
const READINGS = 18;

let t: TestApp;
let db: TestApp['database']['db'];
let companyId: number;
let gatewayKey: string;

interface Placed {
  name: string;
  age: number;
  altitude: number;
  temperature: number;
  humidity: number;
  shed: number;
  identification: string;
  batch: number;
  division: number;
  device: number;
}
const placed: Placed[] = [];

beforeAll(async () => {
  t = await createTestApp({ PLANTEL_ALERTS_INTERVAL_SECONDS: '0', PLANTEL_TELEMETRY_REFRESH_MS: '600000' });
  db = t.database.db;
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  companyId = admin!.companyId;
  const [producer] = await db.insert(producers).values({ companyId, name: 'Produtor Conforto' }).returning();
  const now = Date.now();
  for (const altitude of ALTITUDES) {
    const [property] = await db
      .insert(properties)
      .values({ companyId, producerId: producer!.id, name: `Sítio ${altitude} m`, ownerName: 'Dona', altitude })
      .returning();
    for (const [i, c] of COMFORT_CASES.entries()) {
      const identification = `CF-${altitude}-${i + 1}`;
      const [shed] = await db
        .insert(sheds)
        .values({ companyId, propertyId: property!.id, identification, name: identification, core: 'N9', productionTypeExternalId: 3 })
        .returning();
      // Opened so that every reading of the last three hours falls on the case's day of age.
      const [batch] = await db
        .insert(batches)
        .values({ companyId, shedId: shed!.id, identification: `L-${identification}`, stage: 'lodged', lineage: 'Ross 308', initialLodged: 10_000, currentLodged: 10_000, openingDate: new Date(now - c.age * DAY - 4 * 60 * MINUTE) })
        .returning();
      await db.insert(batchSummaries).values({ batchId: batch!.id, companyId });
      const [division] = await db.insert(batchDivisions).values({ companyId, batchId: batch!.id, identification: 'Box 1', currentLodge: 10_000 }).returning();
      const [device] = await db.insert(devices).values({ companyId, shedId: shed!.id, type: 'S0', identification: `S0-${identification}`, position: 'Box 1' }).returning();
      placed.push({ ...c, altitude, shed: shed!.id, identification, batch: batch!.id, division: division!.id, device: device!.id });
    }
  }
  await refreshShedListEntries(db, { companyId, shedIds: placed.map((p) => p.shed) });
  const gateway = await t.as('admin', 'POST', '/api/v2/ingest-keys/gateways', { label: 'Conforto' });
  expect(gateway.statusCode, gateway.body).toBe(201);
  gatewayKey = issuedIngestKeySchema.parse(gateway.json()).key;
  const readings = placed.flatMap((p) =>
    Array.from({ length: READINGS }, (_, i) => ({
      device: p.device,
      message_id: `${p.identification}-${i}`,
      device_time: new Date(now - (READINGS - i) * 10 * MINUTE).toISOString(),
      values: { environment_temperature: p.temperature, humidity: p.humidity },
    })),
  );
  const result = await ingest(t, gatewayKey, readings);
  expect(result.accepted).toBe(readings.length);
}, 120_000);
afterAll(() => t.close());

/** What each of the four places says about each placed case. */
async function readFourPlaces() {
  const now = new Date();
  // The shed list's column: the batch summaries the telemetry follow-up refreshes, refreshed here at once.
  await refreshShedListEntries(db, { companyId, shedIds: await refreshComfortSummaries(db, placed.map((p) => p.batch)) });
  await evaluateCompanyAlerts(db, companyId, now);
  const open = await db
    .select()
    .from(alerts)
    .where(and(inArray(alerts.batchId, placed.map((p) => p.batch)), inArray(alerts.subtype, ['enthalpy_critical', 'enthalpy_lethal'])));
  const out = [];
  for (const p of placed) {
    const codes = await db.selectDistinct({ code: enthalpyReadings.code }).from(enthalpyReadings).where(eq(enthalpyReadings.divisionId, p.division));
    const sanity = await t.as('admin', 'GET', `/api/v2/batches/${p.batch}/sanity`);
    expect(sanity.statusCode, sanity.body).toBe(200);
    const division = batchSanitySchema.parse(sanity.json()).divisions[0]!;
    const list = await t.as('admin', 'GET', `/api/v2/sheds/sanity?module=frangos_de_corte&search=${p.identification}`);
    expect(list.statusCode, list.body).toBe(200);
    const row = shedListSchema.parse(list.json()).results.find((r) => r.id === p.shed)!;
    const alertsOf = open.filter((a) => a.batchId === p.batch && a.resolvedAt === null);
    out.push({
      p,
      stored: codes.map((c) => c.code),
      hours: division.comfort.totals.flatMap((h, level) => (h > 0 ? [level] : [])),
      hoursTotal: division.comfort.totals.reduce((a, b) => a + b, 0),
      now: division.latest.comfort,
      list: row.enthalpy,
      alerts: alertsOf.map((a) => a.subtype).sort(),
      alertCauses: alertsOf.map((a) => (a.params as Record<string, unknown>).causes),
      alertText: alertsOf.map((a) => alertMessage('en', a.subtype, a.params as Record<string, string | number>)),
    });
  }
  return out;
}

/** The comfort alerts a verdict raises: critical from level 2, lethal at 3. */
const alertsFor = (level: number) => [...(level >= 2 ? ['enthalpy_critical'] : []), ...(level === 3 ? ['enthalpy_lethal'] : [])].sort();

function expectAgreement(seen: Awaited<ReturnType<typeof readFourPlaces>>, expected: (p: Placed) => ComfortVerdict) {
  for (const s of seen) {
    const want = expected(s.p);
    const label = `${s.p.name} at ${s.p.altitude} m`;
    expect(s.stored, `${label}: stored codes`).toEqual([want.level]);
    expect(s.hours, `${label}: dashboard hours`).toEqual([want.level]);
    expect(s.hoursTotal, `${label}: dashboard hours`).toBeGreaterThan(2.5);
    expect(s.now, `${label}: dashboard verdict now`).toEqual(want);
    expect(s.list, `${label}: shed list`).toBe(want.level);
    expect(s.alerts, `${label}: alerts`).toEqual(alertsFor(want.level));
    for (const causes of s.alertCauses) expect(causes, `${label}: alert causes`).toBe(want.causes.join(','));
  }
}

describe('one comfort verdict in every place', () => {
  it('stored codes, dashboard hours, alerts and the shed list agree on every case, at 0 m and 800 m', async () => {
    const seen = await readFourPlaces();
    expect(seen).toHaveLength(COMFORT_CASES.length * ALTITUDES.length);
    expectAgreement(seen, (p) => ({ level: COMFORT_CASES.find((c) => c.name === p.name)!.level, causes: [...COMFORT_CASES.find((c) => c.name === p.name)!.causes] }));
    // None of the plainly bad airs is comfortable anywhere, and the alerts say why.
    const hotDry = seen.find((s) => s.p.name === '35-day birds, hot dry air' && s.p.altitude === 800)!;
    expect(hotDry.alertText).toEqual(['Box 1: critical comfort (45 kJ/kg) — high temperature, low humidity']);
  });

  it('judges every stored code again when the company changes its profile, and the four places follow', async () => {
    const current = ambienceProfilesSchema.parse((await t.as('admin', 'GET', '/api/v2/ambience-profiles')).json()).results.find((r) => r.module === 'frangos_de_corte')!;
    // Warmer birds: every ideal temperature 4 °C up; the enthalpy classes stay.
    const warmer: AmbienceBandDto[] = current.bands.map((b) => ({ ...b, temperature: { min: b.temperature.min + 4, max: b.temperature.max + 4 } }));
    const saved = await t.as('admin', 'PUT', '/api/v2/ambience-profiles/frangos_de_corte', { bands: warmer });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile: AmbienceProfile = warmer.map(bandOfDto);
    const byProfile = (p: Placed) => comfortVerdict(profile, p.age, p.altitude, p.temperature, p.humidity)!;
    // The profile changes some verdicts (else this would prove nothing).
    expect(placed.filter((p) => byProfile(p).level !== COMFORT_CASES.find((c) => c.name === p.name)!.level).length).toBeGreaterThan(3);
    expectAgreement(await readFourPlaces(), byProfile);

    const reset = await t.as('admin', 'DELETE', '/api/v2/ambience-profiles/frangos_de_corte');
    expect(reset.statusCode, reset.body).toBe(204);
    expectAgreement(await readFourPlaces(), (p) => ({ level: COMFORT_CASES.find((c) => c.name === p.name)!.level, causes: [...COMFORT_CASES.find((c) => c.name === p.name)!.causes] }));
  });
});
