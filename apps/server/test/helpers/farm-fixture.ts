import { MODULES, PRODUCTION_TYPE, type BatchStage, type Roles } from '@plantel/contracts';
import type { Db } from '../../src/db/database';
import {
  batchDivisions,
  batches,
  batchSummaries,
  companies,
  consumptionHistory,
  d0Readings,
  devices,
  feedControls,
  performanceData,
  producers,
  properties,
  rationTypes,
  s0Readings,
  sheds,
  siloOccupationReadings,
  silos,
  users,
} from '../../src/db/schema';
import { refreshShedListEntries } from '../../src/repositories/shed-list-entries.repository';
import { markingRebuild } from '../../src/repositories/stale-rows.repository';
import { hashPassword } from '../../src/services/access/password';
import { DEMO_PASSWORD } from '../../src/services/demo/demo-seed.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FEATURES = ['Performance', 'Predição', 'Sanidade', 'Nutrição'] as const;

/** Users of the fixture company (password DEMO_PASSWORD), by what their roles open. */
export const FIXTURE_USERS = {
  fx_all: Object.fromEntries(MODULES.map((m) => [m, [...FEATURES]])) as Roles,
  fx_broiler_perf: { frangos_de_corte: ['Performance'] },
  fx_broiler_perf_breeder_sanity: { frangos_de_corte: ['Performance'], matrizeiro: ['Sanidade'] },
  fx_layer_sanity: { aves_poedeiras: ['Sanidade'] },
  fx_swine: { suinos: ['Nutrição'] },
  fx_none: {},
} satisfies Record<string, Roles>;
export const RIVAL_USER = 'fx_rival';

type ShedKey = 'B1' | 'B2' | 'B3' | 'B4' | 'M1' | 'L1' | 'S1' | 'E1';

interface ShedSpec {
  identification: string;
  name: string;
  core: string;
  property: 'A' | 'B';
  productionType: number;
  batch?: {
    stage: BatchStage;
    lineage: string;
    sex: 1 | 2 | 3;
    /** Days since opening (negative: opens in the future). */
    openedDaysAgo: number;
    closedDaysAgo?: number;
    ageAtLodging?: number;
    priority?: number;
    targetWeight?: number;
    targetDate?: string;
    currentLodged?: number;
    summary?: Partial<typeof batchSummaries.$inferInsert> & { ration?: 'RT1' | 'RT2' };
  };
}

/**
 * Eight sheds of company "Fixture Farms" with known figures; every expectation of the read-API tests
 * is derived from this table. Batches open 2 h past a whole day so ages never sit on a day boundary.
 */
export const FIXTURE_SHEDS: Record<ShedKey, ShedSpec> = {
  B1: {
    identification: 'Aviário 01', name: 'Frango Norte', core: 'Núcleo 1', property: 'A', productionType: PRODUCTION_TYPE.broiler,
    batch: {
      stage: 'lodged', lineage: 'Cobb 500', sex: 2, openedDaysAgo: 28, priority: 2, targetWeight: 2800, targetDate: '2031-05-10', currentLodged: 20_000,
      summary: { weight: 1500.3, variationCoef: 8.5, performance: 101.2, available: 5200, ration: 'RT1', siloStatus: 3, enthalpy: 0, uniformity: 82.5, gain: 75.5, conversionFactor: 1.45, productionEfficiency: 338.6, predictedWeight: 2790, mortality: 150 },
    },
  },
  B2: {
    identification: 'Aviário 02', name: 'Frango Sul', core: 'Núcleo 1', property: 'A', productionType: PRODUCTION_TYPE.broiler,
    batch: { stage: 'pre_lodged', lineage: 'Ross 308', sex: 3, openedDaysAgo: -2, priority: 1, targetWeight: 3000, targetDate: '2031-06-01' },
  },
  B3: {
    identification: 'aviario 10', name: 'frango leste', core: 'Núcleo 2', property: 'B', productionType: PRODUCTION_TYPE.broiler,
    batch: {
      stage: 'slaughter', lineage: 'Cobb 500', sex: 1, openedDaysAgo: 42, priority: 1, targetWeight: 2950, targetDate: '2031-05-01',
      summary: { weight: 2950, variationCoef: 10.25, performance: 98, conversionFactor: 1.6504, productionEfficiency: 401.72, available: 800, ration: 'RT2', siloStatus: 1, enthalpy: 2 },
    },
  },
  B4: {
    identification: 'Aviário 04', name: 'Frango Oeste', core: 'Núcleo 2', property: 'B', productionType: PRODUCTION_TYPE.broiler,
    batch: { stage: 'slaughter', lineage: 'Ross 308', sex: 1, openedDaysAgo: 60, closedDaysAgo: 10, summary: { weight: 3100, siloStatus: 3 } },
  },
  M1: {
    identification: 'Matrizeiro 01', name: 'Matrizes', core: 'Núcleo 3', property: 'A', productionType: PRODUCTION_TYPE.breederRearing,
    batch: {
      stage: 'lodged', lineage: 'Hubbard', sex: 2, openedDaysAgo: 56, ageAtLodging: 140,
      summary: { weight: 3200.75, variationCoef: 6, performance: 99.5, conversionFactor: 2.1, available: 12_000, ration: 'RT1', siloStatus: 2, enthalpy: 1 },
    },
  },
  L1: {
    identification: 'Poedeiras 01', name: 'Postura', core: 'Núcleo 4', property: 'B', productionType: PRODUCTION_TYPE.layerRearing,
    batch: { stage: 'lodged', lineage: 'Hy-Line', sex: 2, openedDaysAgo: 100, ageAtLodging: 119, summary: { weight: 1650, siloStatus: 3, enthalpy: -1, available: 3000 } },
  },
  S1: {
    identification: 'Suínos 01', name: 'Creche', core: 'Núcleo 5', property: 'A', productionType: PRODUCTION_TYPE.swine,
    batch: { stage: 'lodged', lineage: 'Agroceres', sex: 1, openedDaysAgo: 30, ageAtLodging: 63, summary: { weight: 45_000, siloStatus: 3, available: 7000 } },
  },
  E1: { identification: 'Galpão Vazio', name: 'Reserva', core: 'Núcleo 1', property: 'A', productionType: PRODUCTION_TYPE.broiler },
};

/** Readings of silo S-1: every 12 h from 30 min ago back 17 steps, 200 kg eaten a day; one blackout. */
export const S1_READINGS = Array.from({ length: 18 }, (_, k) => ({ k, hoursAgo: k * 12 + 0.5, weight: 4000 + 100 * k, blackout: k === 5 }));
/** Readings of S-1 around the closing of B1's previous batch, days before that closing. */
export const S1_OLD_BATCH_READINGS_DAYS = [1, 3, 10];

export interface FarmFixture {
  now: Date;
  companyId: number;
  rivalCompanyId: number;
  shed: Record<ShedKey, number>;
  /** The current batch of each shed that has one. */
  batch: Partial<Record<ShedKey, number>>;
  previousBatchB1: number;
  previousBatchB1ClosedAt: Date;
  rationType: { RT1: number; RT2: number; RT3: number; rival: number };
  silo: { S1: number; S2: number; M1: number; rival: number };
  rival: { shed: number; batch: number };
  divisions: { D1: number; D2: number };
}

/**
 * The fixture's farms, with the batch summaries as written here: it stands in for figures the records
 * would give, so the writes are marked a rebuild and nothing recomputes them from the records after.
 */
export async function insertFarmFixture(db: Db): Promise<FarmFixture> {
  return db.transaction(async (tx) => {
    await markingRebuild(tx, true);
    return insertFixtureRows(tx);
  });
}

async function insertFixtureRows(db: Db): Promise<FarmFixture> {
  const now = new Date();
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const [company] = await db.insert(companies).values({ name: 'Fixture Farms' }).returning();
  const [rivalCompany] = await db.insert(companies).values({ name: 'Fixture Rival' }).returning();
  const companyId = company!.id;
  await db.insert(users).values([
    ...Object.entries(FIXTURE_USERS).map(([username, roles]) => ({ companyId, username, passwordHash, roles })),
    { companyId: rivalCompany!.id, username: RIVAL_USER, passwordHash, roles: FIXTURE_USERS.fx_all },
  ]);

  const [rt1, rt2, rt3, rtRival] = await db
    .insert(rationTypes)
    .values([
      { companyId, name: 'Crescimento 1', phase: 'growth', density: 650 },
      { companyId, name: 'Final', phase: 'general', density: 620 },
      { companyId, name: 'Pré-inicial', phase: 'pre_initial', density: 700 },
      { companyId: rivalCompany!.id, name: 'Ração Rival', phase: 'initial', density: 640 },
    ])
    .returning();
  const rationIds = { RT1: rt1!.id, RT2: rt2!.id };

  const [producerA, producerB] = await db
    .insert(producers)
    .values([{ companyId, name: 'Ana Souza' }, { companyId, name: 'Bruno Álvares' }])
    .returning();
  const [propertyA, propertyB] = await db
    .insert(properties)
    .values([
      { companyId, producerId: producerA!.id, name: 'Sítio Alegre', ownerName: 'Ana Souza' },
      { companyId, producerId: producerB!.id, name: 'Fazenda Boa Esperança', ownerName: 'Bruno Álvares' },
    ])
    .returning();

  const keys = Object.keys(FIXTURE_SHEDS) as ShedKey[];
  const shedRows = await db
    .insert(sheds)
    .values(
      keys.map((key) => {
        const s = FIXTURE_SHEDS[key];
        return {
          companyId,
          propertyId: (s.property === 'A' ? propertyA : propertyB)!.id,
          identification: s.identification,
          name: s.name,
          core: s.core,
          productionTypeExternalId: s.productionType,
        };
      }),
    )
    .returning();
  const shed = Object.fromEntries(keys.map((k, i) => [k, shedRows[i]!.id])) as Record<ShedKey, number>;

  const batch: Partial<Record<ShedKey, number>> = {};
  for (const key of keys) {
    const spec = FIXTURE_SHEDS[key].batch;
    if (!spec) continue;
    const [row] = await db
      .insert(batches)
      .values({
        companyId,
        shedId: shed[key],
        identification: `FX-${key}`,
        stage: spec.stage,
        lineage: spec.lineage,
        sexExternalId: spec.sex,
        currentLodged: spec.currentLodged ?? 1000,
        initialLodged: spec.currentLodged ?? 1000,
        ageAtLodging: spec.ageAtLodging ?? 0,
        priority: spec.priority,
        targetWeight: spec.targetWeight,
        targetDate: spec.targetDate,
        entryWeight: 42,
        targetAge: 42,
        openingDate: ago(spec.openedDaysAgo, 2),
        closingDate: spec.closedDaysAgo === undefined ? null : ago(spec.closedDaysAgo),
      })
      .returning();
    batch[key] = row!.id;
    if (spec.summary) {
      const { ration, ...figures } = spec.summary;
      await db.insert(batchSummaries).values({ batchId: row!.id, companyId, rationTypeId: ration ? rationIds[ration] : null, ...figures });
    }
  }

  // B1's previous batch: opened 90 days ago, closed 40 days ago.
  const previousBatchB1ClosedAt = ago(40);
  const [previous] = await db
    .insert(batches)
    .values({ companyId, shedId: shed.B1, identification: 'FX-B1-prev', stage: 'slaughter', lineage: 'Ross 308', openingDate: ago(90), closingDate: previousBatchB1ClosedAt })
    .returning();

  const [siloS1, siloS2, siloM1] = await db
    .insert(silos)
    .values([
      { companyId, shedId: shed.B1, identification: 'S-1', capacity: 10_000, availableWeight: 4000, currentRationTypeId: rt1!.id, lastReadingAt: ago(0, 0.5) },
      { companyId, shedId: shed.B1, identification: 'S-2', capacity: 10_000, availableWeight: 1200, currentRationTypeId: rt3!.id, lastReadingAt: ago(0, 1) },
      { companyId, shedId: shed.M1, identification: 'M-1', capacity: 20_000 },
    ])
    .returning();

  await db.insert(feedControls).values([
    { companyId, batchId: previous!.id, siloId: siloS1!.id, rationTypeId: rt1!.id, date: ago(50), quantity: 4000, feedControlType: 1 },
    { companyId, batchId: batch.B1!, siloId: siloS1!.id, rationTypeId: rt3!.id, date: ago(20), quantity: 3000, feedControlType: 1 },
    { companyId, batchId: batch.B1!, siloId: siloS1!.id, rationTypeId: rt1!.id, date: ago(10), quantity: 3000, feedControlType: 2 },
    { companyId, batchId: batch.B1!, siloId: siloS1!.id, rationTypeId: rt2!.id, date: ago(2), quantity: 2500, feedControlType: 1 },
  ]);

  const reading = (deviceTime: Date, weight: number, isBlackout = false) => ({
    siloId: siloS1!.id,
    deviceTime,
    totalWeight: weight,
    totalOccupation: weight / 10_000,
    freeCapacity: 10_000 - weight,
    isBlackout,
    consumingRationTypeId: rt1!.id,
  });
  await db.insert(siloOccupationReadings).values([
    ...S1_READINGS.map((r) => reading(ago(0, r.hoursAgo), r.blackout ? 0 : r.weight, r.blackout)),
    ...S1_OLD_BATCH_READINGS_DAYS.map((days) => reading(new Date(previousBatchB1ClosedAt.getTime() - days * DAY), 6000)),
  ]);

  const [d1, d2] = await db
    .insert(batchDivisions)
    .values([
      { companyId, batchId: batch.B1!, identification: 'Box 1', currentLodge: 10_000 },
      { companyId, batchId: batch.B1!, identification: 'Box 2', currentLodge: 10_000 },
    ])
    .returning();
  const day = (age: number) => ago(28 - age).toISOString().slice(0, 10);
  await db.insert(performanceData).values([
    { divisionId: d1!.id, age: 14, date: day(14), weight: 500 },
    { divisionId: d1!.id, age: 21, date: day(21), weight: 900 },
    { divisionId: d1!.id, age: 27, date: day(27), weight: 1400 },
    { divisionId: d1!.id, age: 28, date: day(28), weight: null, idealWeight: 1500 },
  ]);
  await db.insert(s0Readings).values([
    { divisionId: d1!.id, measuredAt: ago(0, 1), age: 28, environmentTemperature: 22.5, humidity: 60 },
    { divisionId: d1!.id, measuredAt: ago(0, 5), age: 28, environmentTemperature: 27.25, humidity: 70 },
    { divisionId: d2!.id, measuredAt: ago(0, 3), age: 28, environmentTemperature: 30, humidity: 55 },
    { divisionId: d2!.id, measuredAt: ago(0, 30), age: 27, environmentTemperature: 35, humidity: 90 },
  ]);
  await db.insert(d0Readings).values([
    { divisionId: d1!.id, measuredAt: ago(0, 2), age: 28, co2: 1200 },
    { divisionId: d2!.id, measuredAt: ago(0, 6), age: 28, co2: 2500 },
    { divisionId: d2!.id, measuredAt: ago(0, 30), age: 27, co2: 4000 },
  ]);
  await db.insert(consumptionHistory).values(
    Array.from({ length: 8 }, (_, i) => ({ batchId: batch.B1!, age: 20 + i, date: day(20 + i), amount: 2000, idealAmount: 2100, currentLodged: 20_000 })),
  );
  await db.insert(devices).values([
    { companyId, shedId: shed.B1, type: 'S0', identification: 'S0-1', position: '1', lastSeenAt: ago(0, 1) },
    { companyId, shedId: shed.B1, type: 'D0', identification: 'D0-1', position: '1' },
    { companyId, shedId: shed.B1, type: 'silo_scale', identification: 'LC-1', position: 'S-1' },
  ]);

  const rival = await insertRivalFarm(db, rivalCompany!.id, ago(20));
  await refreshShedListEntries(db, { companyId });
  await refreshShedListEntries(db, { companyId: rivalCompany!.id });
  return {
    now,
    companyId,
    rivalCompanyId: rivalCompany!.id,
    shed,
    batch,
    previousBatchB1: previous!.id,
    previousBatchB1ClosedAt,
    rationType: { RT1: rt1!.id, RT2: rt2!.id, RT3: rt3!.id, rival: rtRival!.id },
    silo: { S1: siloS1!.id, S2: siloS2!.id, M1: siloM1!.id, rival: rival.silo },
    rival: { shed: rival.shed, batch: rival.batch },
    divisions: { D1: d1!.id, D2: d2!.id },
  };
}

async function insertRivalFarm(db: Db, companyId: number, openingDate: Date) {
  const [producer] = await db.insert(producers).values({ companyId, name: 'Rival' }).returning();
  const [property] = await db.insert(properties).values({ companyId, producerId: producer!.id, name: 'Granja Rival', ownerName: 'Rival' }).returning();
  const [shed] = await db
    .insert(sheds)
    .values({ companyId, propertyId: property!.id, identification: 'Aviário Rival', name: 'Rival', productionTypeExternalId: 3 })
    .returning();
  const [batch] = await db.insert(batches).values({ companyId, shedId: shed!.id, identification: 'RV-1', stage: 'lodged', openingDate }).returning();
  const [silo] = await db.insert(silos).values({ companyId, shedId: shed!.id, identification: 'R-1', capacity: 5000 }).returning();
  return { shed: shed!.id, batch: batch!.id, silo: silo!.id };
}
