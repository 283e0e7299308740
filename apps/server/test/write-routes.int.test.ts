import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { batchPerformanceSchema, feedControlSchema, rationTypeListSchema, registerSiloSchema, weighingSchema, type BatchPerformance } from '@plantel/contracts';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { batches, producers, properties, shedListEntries, shedListItems, sheds, silos } from '../src/db/schema';
import { findBatch } from '../src/repositories/batches.repository';
import { refreshShedListEntries } from '../src/repositories/shed-list-entries.repository';
import { markingRebuild } from '../src/repositories/stale-rows.repository';
import { companyFarmScope } from '../src/services/access/farm-scope';
import { rebuildNutritionSummary } from '../src/services/nutrition/batch-nutrition.service';
import { rebuildGrowthSummary } from '../src/services/performance/growth-records.service';
import { contractInput } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';
import { localDay } from '../src/shared/wall-time';

/*
 * Every route that writes goes through here: those whose writes change what a batch summary or a
 * shed-list row shows are called, and the row they leave is compared with the row rebuilt from
 * scratch; the others are named with why they change none. A new write route fails the first test
 * until it is put in one list or the other.
 */

let t: TestApp;
const SP = 'America/Sao_Paulo';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const localMinutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 3 * 3_600_000).toISOString().slice(0, 16);

/** Routes whose writes change no batch summary and no shed-list row, and why. */
const WRITE_NO_DERIVED_ROW: Record<string, string> = {
  acknowledgeAlertByLink: 'alerts are read by the lists at query time',
  createHealthProduct: 'the veterinary catalogue is on no list row',
  importHealthProducts: 'the veterinary catalogue is on no list row',
  putHealthSettings: 'who may record is on no list row',
  issueBatchSanitaryBulletin: 'a bulletin version is on no list row; the event goes out after it is kept',
  putBatchLoadPlan: 'a load plan version is on no list row',
  issueBatchLoadPlan: 'an issued load plan is on no list row; the event goes out after it is kept',
  putLoadPlanSettings: 'the load plan settings are on no list row',
  putBatchSlaughterResults: "the plant's results are on no list row; the batch's slaughter figures are read by its closing",
  putEventsWebhook: "the company's events address is on no list row",
  importHealthProductSheet: 'the veterinary catalogue is on no list row',
  updateHealthProduct: 'the veterinary catalogue is on no list row; treatments keep the withdrawal they were recorded with',
  deleteHealthProduct: 'the veterinary catalogue is on no list row',
  createBatchVaccination: 'the health book is read at query time',
  createBatchSample: 'the health book is read at query time',
  putBatchSampleResult: 'the health book is read at query time',
  acknowledgeAlert: 'alerts are read by the lists at query time',
  updateAlertThresholds: 'alert settings',
  putNotificationPreferences: 'a person’s notifications',
  putNotificationPolicy: 'the company’s notifications',
  putAmbienceProfile: 'comfort is judged from readings by the telemetry follow-up',
  deleteAmbienceProfile: 'comfort is judged from readings by the telemetry follow-up',
  createSettlementContract: 'contracts price closed batches; the statement is the close’s',
  updateSettlementContract: 'contracts price closed batches; the statement is the close’s',
  createDevice: 'devices are not on a list row',
  updateDevice: 'devices are not on a list row',
  deleteDevice: 'devices are not on a list row',
  issueDeviceKey: 'keys',
  revokeDeviceKeys: 'keys',
  createGatewayKey: 'keys',
  revokeIngestKey: 'keys',
  changeOwnPassword: 'a person’s password',
  createMinimumConsumptionAlert: 'alert rules',
  updateMinimumConsumptionAlert: 'alert rules',
  deleteMinimumConsumptionAlert: 'alert rules',
  createPushSubscription: 'a browser’s subscription',
  deletePushSubscription: 'a browser’s subscription',
  rotateWebhookSecret: 'a secret',
  putPerformanceSettings: 'the FCR convention is applied when a dashboard is read',
  putSanitaryBreaks: 'the break is checked at lodging',
  createRationType: 'a new type is on no batch yet',
  putReadingsRetention: 'raw readings kept',
  createReportSchedule: 'report schedules',
  updateReportSchedule: 'report schedules',
  deleteReportSchedule: 'report schedules',
  sendReportSchedule: 'report schedules',
  sendTelemetry: 'devices’ readings: the telemetry follow-up rebuilds after them (telemetry.int.test.ts)',
  createToken: 'sign-in',
  refreshToken: 'sign-in',
  putUserProducers: 'people and access',
  createCompanyUser: 'people and access',
  patchCompanyUser: 'people and access',
  inspectPasswordLink: 'people and access',
  redeemPasswordLink: 'people and access',
  completeSetup: 'an installation’s first company and administrator: no shed yet',
  createProducer: 'a new producer has no shed yet',
  replaceBatchStatement: 'refused: a confirmed statement changes only by its correction',
  patchBatchStatement: 'refused: a confirmed statement changes only by its correction',
  deleteBatchStatement: 'refused: a confirmed statement changes only by its correction',
  inviteCompanyUser: 'people and access',
  resetCompanyUserPassword: 'people and access',
  deactivateCompanyUser: 'people and access',
  reactivateCompanyUser: 'people and access',
  createProperty: 'a new property has no shed yet',
  importRegister: 'its rows go through the same writes as the register’s routes, checked below',
  importBatch: 'an import is a transaction of the writes checked below (batch-import.int.test.ts compares its dashboard and list)',
  putLayStandard: 'checked with the eggs: lay figures are rebuilt by the standard’s write',
  deleteLayStandard: 'checked with the eggs: lay figures are rebuilt by the standard’s write',
};

/** The routes called below, each after the rows are rebuilt, then compared with a rebuild from scratch. */
const CHECKED = new Set<string>();

let doc: { paths: Record<string, Record<string, { operationId?: string }>> };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject('/api/docs/json')).json();
});
afterAll(() => t.close());

async function shedNamed(identification: string) {
  const [shed] = await t.database.db.select().from(sheds).where(eq(sheds.identification, identification));
  return shed!;
}

async function currentBatchOf(shedId: number) {
  const [batch] = await t.database.db.select().from(batches).where(and(eq(batches.shedId, shedId), isNull(batches.closingDate)));
  return batch;
}

/** The shed's rows rebuilt from their sources, as nothing but the records would have them. */
async function rebuildFromScratch(shedId: number) {
  const db = t.database.db;
  const shed = await shedNamedById(shedId);
  await db.transaction(async (tx) => {
    await markingRebuild(tx, true);
    for (const b of await tx.select({ id: batches.id }).from(batches).where(eq(batches.shedId, shedId))) {
      const row = await findBatch(tx, companyFarmScope(shed.companyId), b.id);
      if (row) await rebuildGrowthSummary(tx, row);
    }
    await rebuildNutritionSummary(tx, companyFarmScope(shed.companyId), shedId);
    await refreshShedListEntries(tx, { companyId: shed.companyId, shedIds: [shedId] });
  });
}

async function shedNamedById(id: number) {
  const [shed] = await t.database.db.select().from(sheds).where(eq(sheds.id, id));
  return shed!;
}

async function listItemOf(shedId: number) {
  // The row's withdrawal end too: the list judges it open as it reads.
  const [item] = await t.database.db
    .select({ item: shedListItems, withdrawalEndsAt: shedListEntries.withdrawalEndsAt })
    .from(shedListItems)
    .innerJoin(shedListEntries, eq(shedListEntries.shedId, shedListItems.shedId))
    .where(eq(shedListItems.shedId, shedId));
  return item;
}

/**
 * Calls `operationId` by `write` on a shed whose rows stand as rebuilt from scratch, then checks the
 * rows the write left are those a rebuild from scratch gives.
 */
async function checkWrite<Answer extends { statusCode: number; body: string }>(operationId: string, shedId: number, write: () => Promise<Answer>, status = 200): Promise<Answer> {
  await rebuildFromScratch(shedId);
  const res = await write();
  expect(res.statusCode, `${operationId}: ${res.body}`).toBe(status);
  const left = await listItemOf(shedId);
  await rebuildFromScratch(shedId);
  expect(left, `${operationId} left the shed's list row stale`).toEqual(await listItemOf(shedId));
  CHECKED.add(operationId);
  return res;
}

const performanceOf = async (batch: number): Promise<BatchPerformance> => batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${batch}/performance`)).json());

describe('every write leaves the rows it changes as a rebuild from scratch has them', () => {
  it('growth records: weighings, a day of deaths, a thinning', async () => {
    const shed = await shedNamed('Aviário 01');
    const batch = (await currentBatchOf(shed.id))!.id;
    const performance = await performanceOf(batch);
    const division = performance.divisions.find((d) => d.weight !== null)!;
    const weight = division.weight!;
    const weighing = weighingSchema.parse(
      (await checkWrite('createWeighing', shed.id, () => t.as('admin', 'POST', `/api/v2/batches/${batch}/weighings`, { division: division.id, weighed_at: minutesAgo(20), average: weight, count: 40 }), 201)).json(),
    );
    await checkWrite('updateWeighing', shed.id, () => t.as('admin', 'PATCH', `/api/v2/weighings/${weighing.id}`, { division: division.id, weighed_at: minutesAgo(20), average: Math.round(weight * 1.05), count: 40 }));
    await checkWrite('deleteWeighing', shed.id, () => t.as('admin', 'DELETE', `/api/v2/weighings/${weighing.id}`), 204);
    await checkWrite('putBatchMortality', shed.id, () => t.as('admin', 'PUT', `/api/v2/batches/${batch}/mortality`, { division: division.id, date: localDay(new Date(), SP), amount_mortality: 30, amount_eliminated: 4, mode: 'add' }));
    const removal = (
      await checkWrite(
        'createBatchRemoval',
        shed.id,
        () => t.as('admin', 'POST', `/api/v2/batches/${batch}/removals`, { division: division.id, removed_at: localMinutesAgo(10), animals: 100, live_weight_kg: (100 * weight) / 1000 }),
        201,
      )
    ).json<{ id: number }>();
    await checkWrite('correctBatchRemoval', shed.id, () =>
      t.as('admin', 'PUT', `/api/v2/batches/${batch}/removals/${removal.id}`, { division: division.id, removed_at: localMinutesAgo(10), animals: 10, live_weight_kg: (10 * weight) / 1000, reason: 'Eram 10, não 100' }),
    );
    await checkWrite('undoBatchRemoval', shed.id, () => t.as('admin', 'DELETE', `/api/v2/batches/${batch}/removals/${removal.id}`, { reason: 'Não houve retirada' }), 204);
  });

  it('feed: deliveries, silo thresholds, ration types', async () => {
    const shed = await shedNamed('Aviário 02');
    const batch = (await currentBatchOf(shed.id))!.id;
    const [silo] = await t.database.db.select().from(silos).where(eq(silos.shedId, shed.id));
    const ration = rationTypeListSchema.parse((await t.as('admin', 'GET', '/api/v1/ration-types')).json()).results[0]!;
    const delivery = feedControlSchema.parse(
      (await checkWrite('createFeedControl', shed.id, () => t.as('admin', 'POST', '/api/v1/feed-controls', { batch, silo: silo!.id, date: minutesAgo(15), quantity: 4000, ration_type: ration.id }), 201)).json(),
    );
    await checkWrite('updateFeedControl', shed.id, () => t.as('admin', 'PATCH', `/api/v1/feed-controls/${delivery.id}`, { quantity: 3000 }));
    await checkWrite('deleteFeedControl', shed.id, () => t.as('admin', 'DELETE', `/api/v1/feed-controls/${delivery.id}`), 204);
    await checkWrite('updateSilo', shed.id, () => t.as('admin', 'PATCH', `/api/v2/silos/${silo!.id}`, { low_threshold: 0.6, critical_threshold: 0.5 }));
    await checkWrite('patchRationType', shed.id, () => t.as('admin', 'PATCH', `/api/v2/ration-types/${ration.id}`, { name: `${ration.name} (renomeada)` }));
  });

  it('the register: producer, property, shed and silo', async () => {
    const shed = await shedNamed('Aviário 04');
    const [property] = await t.database.db.select().from(properties).where(eq(properties.id, shed.propertyId));
    const [producer] = await t.database.db.select().from(producers).where(eq(producers.id, property!.producerId));
    await checkWrite('patchProducer', shed.id, () => t.as('admin', 'PATCH', `/api/v2/producers/${producer!.id}`, { name: `${producer!.name} Filho` }));
    await checkWrite('patchProperty', shed.id, () => t.as('admin', 'PATCH', `/api/v2/properties/${property!.id}`, { name: `${property!.name} II` }));
    await checkWrite('patchShed', shed.id, () => t.as('admin', 'PATCH', `/api/v2/sheds/${shed.id}`, { core: 'Núcleo Norte' }));
    const silo = registerSiloSchema.parse(
      (await checkWrite('createSilo', shed.id, () => t.as('admin', 'POST', '/api/v2/silos', { shed: shed.id, identification: 'S-NOVO', capacity: 12_000, density: 650 }), 201)).json(),
    );
    await checkWrite('patchSilo', shed.id, () => t.as('admin', 'PATCH', `/api/v2/silos/${silo.id}/register`, { capacity: 14_000 }));
    await checkWrite('archiveSilo', shed.id, () => t.as('admin', 'POST', `/api/v2/silos/${silo.id}/archive`));
    await checkWrite('restoreSilo', shed.id, () => t.as('admin', 'POST', `/api/v2/silos/${silo.id}/restore`));
  });

  it('a new shed, and its shed, property and producer archived and brought back', async () => {
    const producerRes = await t.as('admin', 'POST', '/api/v2/producers', { name: 'Produtor da Rota', tax_id: '529.982.247-25' });
    expect(producerRes.statusCode, producerRes.body).toBe(201);
    const producer = producerRes.json<{ id: number }>();
    const propertyRes = await t.as('admin', 'POST', '/api/v2/properties', { name: 'Sítio da Rota', producer: producer.id });
    expect(propertyRes.statusCode, propertyRes.body).toBe(201);
    const property = propertyRes.json<{ id: number }>();
    const created = await t.as('admin', 'POST', '/api/v2/sheds', {
      property: property.id,
      identification: 'Aviário Rota',
      production_type: 3,
      capacity: 10_000,
      divisions: [{ identification: 'Box 1', capacity: 10_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const shedId = created.json<{ id: number }>().id;
    CHECKED.add('createShed');
    expect(await listItemOf(shedId)).toBeDefined();
    await checkWrite('archiveShed', shedId, () => t.as('admin', 'POST', `/api/v2/sheds/${shedId}/archive`));
    await checkWrite('restoreShed', shedId, () => t.as('admin', 'POST', `/api/v2/sheds/${shedId}/restore`));
    await checkWrite('archiveProperty', shedId, () => t.as('admin', 'POST', `/api/v2/properties/${property.id}/archive`));
    await checkWrite('restoreProperty', shedId, () => t.as('admin', 'POST', `/api/v2/properties/${property.id}/restore`));
    await checkWrite('archiveProducer', shedId, () => t.as('admin', 'POST', `/api/v2/producers/${producer.id}/archive`));
    await checkWrite('restoreProducer', shedId, () => t.as('admin', 'POST', `/api/v2/producers/${producer.id}/restore`));
  });

  it('the flock’s life: a slaughter planned, a batch closed and its statement corrected, a shed archived, a batch lodged', async () => {
    const shed = await shedNamed('Aviário 03');
    const batch = (await currentBatchOf(shed.id))!.id;
    await checkWrite('putShedSlaughterPlan', shed.id, () => t.as('admin', 'PUT', `/api/v2/sheds/${shed.id}/slaughter-plan`, { batch, target_date: localDay(new Date(Date.now() + 5 * 86_400_000), SP) }));
    expect((await t.as('admin', 'POST', '/api/v2/contracts', contractInput(BAND_CONTRACT, { sex: 'male', module: null }))).statusCode).toBe(201);
    const performance = await performanceOf(batch);
    const closing = { slaughter_date: localDay(new Date(), SP), birds_delivered: performance.current_lodged, live_weight_kg: Math.round((performance.current_lodged * performance.weight!) / 1000), feed_supplied_kg: 100_000 };
    await checkWrite('closeBatch', shed.id, () => t.as('admin', 'POST', `/api/v2/batches/${batch}/close`, closing), 201);
    await checkWrite('correctBatchStatement', shed.id, () => t.as('admin', 'POST', `/api/v2/batches/${batch}/statement/corrections`, { ...closing, birds_delivered: closing.birds_delivered - 10, reason: 'Contagem do abatedouro' }), 201);

    const empty = await shedNamed('Aviário 05');
    const divisions = (await t.as('admin', 'GET', `/api/v2/sheds/${empty.id}/register`)).json<{ divisions: { id: number; capacity: number }[] }>().divisions;
    await checkWrite(
      'lodgeBatch',
      empty.id,
      () =>
        t.as('admin', 'POST', '/api/v2/batches', {
          shed: empty.id,
          identification: 'ROTA-1',
          opened_at: localMinutesAgo(60),
          lineage: 'Ross 308',
          sex: 1,
          divisions: divisions.map((d) => ({ division: d.id, animals: Math.floor(d.capacity * 0.5) })),
          confirm_short_break: true,
        }),
      201,
    );
    const lodged = (await currentBatchOf(empty.id))!;
    const batchDivision = (await performanceOf(lodged.id)).divisions[0]!;
    await checkWrite('correctLodging', empty.id, () =>
      t.as('admin', 'PATCH', `/api/v2/batches/${lodged.id}/lodging`, { divisions: [{ division: batchDivision.id, animals: batchDivision.current_lodge + 100 }], lineage: 'Cobb 500', reason: 'Contagem da nota do incubatório' }),
    );
    await checkWrite('undoLodging', empty.id, () => t.as('admin', 'DELETE', `/api/v2/batches/${lodged.id}`, { reason: 'Alojado no galpão errado' }), 204);
  });

  it('the health book: a treatment opens a withdrawal the lists show', async () => {
    const shed = await shedNamed('Aviário 01');
    const batch = (await currentBatchOf(shed.id))!;
    const product = (
      await t.as('admin', 'POST', '/api/v2/health-products', {
        name: 'Enrofloxacino (rota)',
        kind: 'antimicrobial',
        unit: 'mL',
        routes: ['water'],
        active_ingredients: [{ name: 'enrofloxacin', class: 'fluoroquinolones', mg_per_unit: 100 }],
        withdrawal: { poultry: { meat_days: 5, egg_days: null }, swine: null },
      })
    ).json<{ id: number; routes: string[] }>();
    const division = (await performanceOf(batch.id)).divisions[0]!.id;
    await checkWrite(
      'createBatchTreatment',
      shed.id,
      () =>
        t.as('admin', 'POST', `/api/v2/batches/${batch.id}/treatments`, {
          product: product!.id,
          divisions: [division],
          route: product!.routes[0],
          dose: 10,
          dose_unit: 'mg/kg',
          quantity: 100,
          started_at: minutesAgo(120),
          ended_at: minutesAgo(60),
          prescriber: { name: 'Dra. Helena Prado', registration: 'CRMV-SP 12345' },
          reason: 'Colibacilose',
        }),
      201,
    );
    expect((await listItemOf(shed.id))!.withdrawalEndsAt).not.toBeNull();
  });

  it('eggs of a laying flock', async () => {
    const shed = await shedNamed('Poedeiras 01');
    const batch = (await currentBatchOf(shed.id))!.id;
    const division = (await performanceOf(batch)).divisions[0]!;
    await checkWrite('putBatchEggs', shed.id, () => t.as('admin', 'PUT', `/api/v2/batches/${batch}/eggs`, { division: division.id, date: localDay(new Date(), SP), total: Math.floor(division.current_lodge * 0.8) }));
  });

  it('names every write route of the API document: checked above, or why it changes no derived row', () => {
    const writes = Object.values(doc.paths).flatMap((ops) => Object.entries(ops).filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method)).map(([, op]) => op.operationId!));
    const unnamed = writes.filter((id) => !CHECKED.has(id) && !(id in WRITE_NO_DERIVED_ROW));
    expect(unnamed, 'write routes neither checked here nor said to change no derived row').toEqual([]);
    expect(Object.keys(WRITE_NO_DERIVED_ROW).filter((id) => !writes.includes(id)), 'named here but not in the API').toEqual([]);
  });
});
