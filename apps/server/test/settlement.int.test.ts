import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { settlementContractDetailSchema, statementResponseSchema, statementVersionListSchema, type SettlementContractInput } from '@plantel/contracts';
import {
  BAND_BATCH,
  BAND_CONTRACT,
  BAND_EXPECTED,
  CORRECTED_BAND_BATCH,
  CORRECTED_EXPECTED,
  CORRECTION_REASON,
  COST_CONTRACT,
  WEEK_AVERAGE_COST_PER_KG_CENTS,
  WEEK_BATCHES,
  WEEK_EXPECTED,
} from '@plantel/domain/testing/settlement-cases';
import { batches, producers } from '../src/db/schema';
import { runCliOn } from './helpers/cli-runner';
import { closingBody, companyIdOf, contractInput, openBatchFor, settlementCounts } from './helpers/settlement';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Closing batches and their statements through the API, against the hand-worked cases of
 * packages/domain/src/testing/settlement-cases.ts (docs/settlement.md): every amount to the cent.
 * The tests build on each other in order: contracts, then closings, corrections and refusals.
 */

let t: TestApp;
let companyId: number;
let dir: string;
const contractIds = {} as { band: number; cost: number };
let bandBatch: number;

// The band contract runs to June; the cost contract from July, so the two never overlap.
const BAND_INPUT = contractInput(BAND_CONTRACT, { valid_to: '2026-06-30' });
const COST_INPUT = contractInput(COST_CONTRACT);
const BAND_DAY = '2026-06-15';
// Wednesday of ISO week 2026-W32 (Monday 2026-08-03).
const WEEK_DAY = '2026-08-05';

const counts = () => settlementCounts(t.database.db, companyId);
const statementOf = (res: { json: () => unknown }) => statementResponseSchema.parse(res.json());

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.database.db, 'Demo');
  dir = await mkdtemp(join(tmpdir(), 'plantel-settlement-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('settlement contracts', () => {
  it('lets staff create contracts, each version 1 and editable in place until a closed batch uses it', async () => {
    const band = await t.as('tecnico', 'POST', '/api/v2/contracts', BAND_INPUT);
    expect(band.statusCode, band.body).toBe(201);
    const created = settlementContractDetailSchema.parse(band.json());
    expect(created).toMatchObject({ version: 1, versions: 1, editable_in_place: true, closed_batches: 0, name: BAND_CONTRACT.name });
    expect(created.steps).toEqual(BAND_INPUT.steps);
    contractIds.band = created.id;
    const cost = await t.as('tecnico', 'POST', '/api/v2/contracts', COST_INPUT);
    expect(cost.statusCode, cost.body).toBe(201);
    contractIds.cost = cost.json<{ id: number }>().id;

    const list = await t.as('admin', 'GET', '/api/v2/contracts?species=broiler');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ results: { id: number }[] }>().results.map((c) => c.id)).toEqual([contractIds.cost, contractIds.band]);
    expect((await t.as('admin', 'GET', '/api/v2/contracts?species=swine')).json()).toEqual({ results: [] });
  });

  it('refuses a period overlapping another contract for the same coverage, naming the field, and stores nothing', async () => {
    const before = await counts();
    const res = await t.as('tecnico', 'POST', '/api/v2/contracts', { ...BAND_INPUT, name: 'Overlapping', coverage: { ...BAND_INPUT.coverage, valid_from: '2026-06-01', valid_to: '2026-07-31' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { field: string; message: string }[] }>().fields;
    // June overlaps the band contract, July the cost contract.
    expect(fields.map((f) => f.field)).toEqual(['coverage.valid_from', 'coverage.valid_from']);
    expect(fields.map((f) => f.message).join(' ')).toMatch(/Overlaps contract "Broiler, mixed sex, 2026".*Overlaps contract "Broiler, pay per kg against the week"/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a band table with a gap, naming the band, and stores nothing', async () => {
    const before = await counts();
    const steps = structuredClone(BAND_INPUT.steps) as SettlementContractInput['steps'];
    const epef = steps[1]!;
    if (epef.kind !== 'band') throw new Error('step 1 is the EPEF table');
    epef.bands[3] = { from: 405, to: 420, value: 1.05 };
    const res = await t.as('tecnico', 'POST', '/api/v2/contracts', { ...BAND_INPUT, name: 'With a gap', coverage: { ...BAND_INPUT.coverage, sex: 'male' }, steps });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: unknown[] }>().fields).toEqual([
      { field: 'steps.1.bands.3.from', location: 'body', message: 'Gap between 400 and 405: the band must start where the one before ends' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('is for staff only: 403 to a producer and a guest, nothing stored', async () => {
    const before = await counts();
    for (const user of ['produtor', 'vendas']) {
      expect((await t.as(user, 'GET', '/api/v2/contracts')).statusCode, user).toBe(403);
      expect((await t.as(user, 'GET', `/api/v2/contracts/${contractIds.band}`)).statusCode, user).toBe(403);
      expect((await t.as(user, 'POST', '/api/v2/contracts', { ...BAND_INPUT, coverage: { ...BAND_INPUT.coverage, sex: 'female' } })).statusCode, user).toBe(403);
      expect((await t.as(user, 'PUT', `/api/v2/contracts/${contractIds.band}`, BAND_INPUT)).statusCode, user).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('edits an unused contract in place', async () => {
    const res = await t.as('tecnico', 'PUT', `/api/v2/contracts/${contractIds.cost}`, { ...COST_INPUT, name: 'Broiler, pay per kg against the week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 1, versions: 1, editable_in_place: true });
  });
});

describe('closing a batch under a band-table contract', () => {
  beforeAll(async () => {
    bandBatch = await openBatchFor(t.database.db, companyId, BAND_BATCH, BAND_DAY, { producer: 'Sítio das Bandas', identification: 'Lote bandas' });
  });

  it('previews the statement, storing nothing', async () => {
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${bandBatch}/close`, { ...closingBody(BAND_BATCH, BAND_DAY), preview: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(statementOf(res)).toMatchObject({ status: 'preview', version: 1, created_at: null });
    // 1,193,750 + 59,688 + 83,085 + 20,000 − 15,000 = 1,341,523 ¢ (settlement-cases.ts BAND_EXPECTED).
    expect(statementOf(res).statement.payableCents).toBe(1_341_523);
    expect(await counts()).toEqual(before);
  });

  it("takes the plant's results as its slaughter figures: the same statement without typing them", async () => {
    const fromPlant = await openBatchFor(t.database.db, companyId, BAND_BATCH, BAND_DAY, { producer: 'Sítio do Frigorífico', identification: 'Lote do frigorífico' });
    // One load of 19,200 birds hung, 55,680 kg net (a mean of 2.9 kg) and 100 condemned whole: 100 × 2.9 = 290 kg, BAND_BATCH's typed figures.
    const results = await t.as('tecnico', 'PUT', `/api/v2/batches/${fromPlant}/slaughter-results`, {
      slaughtered_on: BAND_DAY,
      loads: [{ gross_kg: 70_680, tare_kg: 15_000, net_kg: 55_680, birds_hung: 19_200, dead_on_arrival: 0, condemnations: [{ cause: 'contamination', kind: 'total', birds: 100 }] }],
    });
    expect(results.statusCode, results.body).toBe(200);
    const { slaughter_date: _day, birds_delivered: _birds, live_weight_kg: _kg, condemned_birds: _condemned, condemned_kg: _condemnedKg, ...typed } = closingBody(BAND_BATCH, BAND_DAY);
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${fromPlant}/close`, { ...typed, preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const { statement } = statementOf(res);
    expect(statement.quantities).toMatchObject({ birdsDelivered: 19_200, liveWeightKg: 55_680, condemnedBirds: 100, condemnedKg: 290 });
    // The same 1,341,523 ¢ as the figures typed by hand above.
    expect(statement.payableCents).toBe(1_341_523);
    expect(await counts()).toEqual(before);
  });

  it('confirms version 1 to the cent, stores it and closes the batch, in one go', async () => {
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${bandBatch}/close`, closingBody(BAND_BATCH, BAND_DAY));
    expect(res.statusCode, res.body).toBe(201);
    const answer = statementOf(res);
    expect(answer).toMatchObject({
      status: 'confirmed',
      version: 1,
      reason: null,
      slaughter_date: BAND_DAY,
      contract: { id: contractIds.band, version: 1, name: BAND_CONTRACT.name },
      producer: { name: 'Sítio das Bandas' },
      integrator: { id: companyId, name: 'Demo' },
      period: { week: '2026-W25', batches: 1 },
    });
    // Base 19,100 × 62.5 = 1,193,750; EPEF 401.7 × 1.05: + 59,688; adj. FCR 1.57: + 1.5 × 55,390 = 83,085; viability 96 %: + 20,000; assistance − 15,000.
    expect(answer.statement.steps.map((s) => s.resultCents)).toEqual(BAND_EXPECTED.steps);
    expect(answer.statement.payableCents).toBe(BAND_EXPECTED.payableCents);
    // Chicks 3,200,000 + feed 91,872 × 185 = 16,996,320 + vaccines 47,000 = 20,243,320 ¢.
    expect(answer.statement.inputsCostCents).toBe(BAND_EXPECTED.inputsTotalCents);
    expect(answer.statement.indicators.epef).toBeCloseTo(BAND_EXPECTED.indicators.epef, 9);
    expect(answer.created_by).toMatchObject({ name: expect.any(String) });
    expect(await counts()).toEqual({ ...before, statements: before.statements + 1, closedBatches: before.closedBatches + 1 });
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, bandBatch));
    expect(row).toMatchObject({ slaughterDate: BAND_DAY, slaughterAnimals: 19_200, slaughterLiveWeightKg: 55_680 });
    expect(row!.closingDate).not.toBeNull();
  });

  it('refuses to close it again with 409, storing nothing', async () => {
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${bandBatch}/close`, closingBody(BAND_BATCH, BAND_DAY));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/already closed/);
    expect(await counts()).toEqual(before);
  });

  it('refuses any change in place of a confirmed statement with 405, storing nothing', async () => {
    const before = await counts();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.as('tecnico', method, `/api/v2/batches/${bandBatch}/statement`, method === 'DELETE' ? undefined : { payableCents: 1 });
      expect(res.statusCode, method).toBe(405);
      expect(res.json<{ message: string }>().message).toMatch(/never changes.*corrections/);
    }
    // A guest changes nothing anywhere: 403, as on every write.
    expect((await t.as('vendas', 'PUT', `/api/v2/batches/${bandBatch}/statement`, { payableCents: 1 })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(statementOf(await t.as('tecnico', 'GET', `/api/v2/batches/${bandBatch}/statement`)).statement.payableCents).toBe(1_341_523);
  });

  it('changes the used contract only by a new version; the statement keeps naming version 1', async () => {
    const res = await t.as('tecnico', 'PUT', `/api/v2/contracts/${contractIds.band}`, { ...BAND_INPUT, steps: [...BAND_INPUT.steps.slice(0, 4), { kind: 'fixed', name: 'Technical assistance', amount_cents: -20_000 }] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = settlementContractDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ version: 2, versions: 2, editable_in_place: true, closed_batches: 0 });
    expect(detail.history.map((v) => [v.version, v.closed_batches])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(detail.history[1]!.steps).toEqual(BAND_INPUT.steps);
    expect(statementOf(await t.as('admin', 'GET', `/api/v2/batches/${bandBatch}/statement`)).contract).toEqual({ id: contractIds.band, version: 1, name: BAND_CONTRACT.name });
  });

  it('corrects the statement as version 2 naming its reason, to the cent, keeping version 1 and its audit trail', async () => {
    const missingReason = await t.as('tecnico', 'POST', `/api/v2/batches/${bandBatch}/statement/corrections`, closingBody(CORRECTED_BAND_BATCH, BAND_DAY));
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['reason']);
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${bandBatch}/statement/corrections`, { ...closingBody(CORRECTED_BAND_BATCH, BAND_DAY), reason: CORRECTION_REASON });
    expect(res.statusCode, res.body).toBe(201);
    const v2 = statementOf(res);
    // Computed under the contract version of version 1, not the contract's newer version 2.
    expect(v2).toMatchObject({ version: 2, reason: CORRECTION_REASON, contract: { version: 1 } });
    // 19,040 × 62.5 = 1,190,000; × 0.05 = 59,500; 55,216 kg × 1.5 = 82,824; + 20,000 − 15,000 = 1,337,324 ¢.
    expect(v2.statement.steps.map((s) => s.resultCents)).toEqual(CORRECTED_EXPECTED.steps);
    expect(v2.statement.payableCents).toBe(CORRECTED_EXPECTED.payableCents);
    expect(await counts()).toEqual({ ...before, statements: before.statements + 1 });

    expect(statementOf(await t.as('admin', 'GET', `/api/v2/batches/${bandBatch}/statement`)).statement.payableCents).toBe(1_337_324);
    const v1 = statementOf(await t.as('admin', 'GET', `/api/v2/batches/${bandBatch}/statement?version=1`));
    expect(v1).toMatchObject({ version: 1, reason: null });
    expect(v1.statement.payableCents).toBe(1_341_523);
    expect((await t.as('admin', 'GET', `/api/v2/batches/${bandBatch}/statement?version=3`)).statusCode).toBe(404);

    const trail = statementVersionListSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${bandBatch}/statement/versions`)).json());
    expect(trail.results.map((v) => [v.version, v.reason, v.payable_cents])).toEqual([
      [1, null, 1_341_523],
      [2, CORRECTION_REASON, 1_337_324],
    ]);
    expect(trail.results[0]!.changes).toEqual([]);
    expect(trail.results[1]!.changes).toEqual(CORRECTED_EXPECTED.changes);
    for (const v of trail.results) expect(v.created_by).not.toBeNull();
  });
});

describe('refusals of a closing', () => {
  it('refuses an open batch without slaughter figures with 400 naming each missing field, storing nothing', async () => {
    const open = await openBatchFor(t.database.db, companyId, BAND_BATCH, BAND_DAY, { producer: 'Sítio Sem Abate', identification: 'Lote sem abate' });
    const before = await counts();
    const none = await t.as('tecnico', 'POST', `/api/v2/batches/${open}/close`, { feed_supplied_kg: 93_000 });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['slaughter_date', 'birds_delivered', 'live_weight_kg']);
    const empty = await t.as('tecnico', 'POST', `/api/v2/batches/${open}/close`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['feed_supplied_kg']);
    const impossible = await t.as('tecnico', 'POST', `/api/v2/batches/${open}/close`, { ...closingBody(BAND_BATCH, BAND_DAY), birds_delivered: 20_001, feed_returned_kg: 94_000 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['birds_delivered', 'feed_returned_kg']);
    expect(await counts()).toEqual(before);
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, open));
    expect(row).toMatchObject({ closingDate: null, slaughterDate: null });
  });

  it('refuses with 409 when no contract is in force for the batch, storing nothing', async () => {
    const male = await openBatchFor(t.database.db, companyId, BAND_BATCH, BAND_DAY, { producer: 'Sítio dos Machos', identification: 'Lote machos', sex: 3 });
    const before = await counts();
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${male}/close`, closingBody(BAND_BATCH, BAND_DAY));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/No settlement contract is in force for broiler, male sex/);
    expect(await counts()).toEqual(before);
  });

  it('lets only staff close or correct: 403 to a producer and a guest, 404 to another company', async () => {
    const before = await counts();
    for (const user of ['produtor', 'vendas']) {
      expect((await t.as(user, 'POST', `/api/v2/batches/${bandBatch}/close`, closingBody(BAND_BATCH, BAND_DAY))).statusCode, user).toBe(403);
      expect((await t.as(user, 'POST', `/api/v2/batches/${bandBatch}/statement/corrections`, { ...closingBody(BAND_BATCH, BAND_DAY), reason: 'x' })).statusCode, user).toBe(403);
    }
    expect((await t.as('outra', 'GET', `/api/v2/batches/${bandBatch}/statement`)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe("pay per kg against the week's average cost, five producers closed in one week", () => {
  const weekIds: number[] = [];
  beforeAll(async () => {
    for (const [i, figures] of WEEK_BATCHES.entries()) {
      weekIds.push(await openBatchFor(t.database.db, companyId, figures, WEEK_DAY, { producer: `${WEEK_EXPECTED[i]!.name} (semana)`, identification: `Lote semana ${i + 1}` }));
    }
  });

  it('settles the first alone against its own cost, and the fifth against the whole week, to the cent', async () => {
    const answers = [];
    for (const [i, figures] of WEEK_BATCHES.entries()) {
      const res = await t.as('tecnico', 'POST', `/api/v2/batches/${weekIds[i]}/close`, closingBody(figures, WEEK_DAY));
      expect(res.statusCode, res.body).toBe(201);
      answers.push(statementOf(res));
    }
    // Sítio Boa Vista closed first, alone in the week: its own average, 0 %, in [−2, 2): 0 ¢.
    // 56,144 kg × 50 = 2,807,200; 0; 827,400 bird-days × 0.35 = 289,590; payable 3,096,790 ¢.
    expect(answers[0]!.statement.steps.map((s) => s.resultCents)).toEqual([2_807_200, 0, 289_590]);
    expect(answers[0]!.statement.payableCents).toBe(3_096_790);
    expect(answers[0]!.period).toEqual({ week: '2026-W32', batches: 1 });
    // Sítio Paraíso closed last: 339.68 ¢/kg against the week's 366.91 (97,263,500 ÷ 265,089): −7.42 %, + 6 ¢/kg.
    // 43,875 × 50 = 2,193,750; + 6 × 43,875 = 263,250; 622,125 bird-days × 0.35 = 217,744; payable 2,674,744 ¢.
    const last = answers[4]!;
    expect(last.period).toEqual({ week: '2026-W32', batches: 5 });
    expect(last.statement.indicators.periodAverageCostPerKgCents).toBeCloseTo(WEEK_AVERAGE_COST_PER_KG_CENTS, 9);
    expect(last.statement.steps.map((s) => s.resultCents)).toEqual(WEEK_EXPECTED[4]!.steps);
    expect(last.statement.payableCents).toBe(WEEK_EXPECTED[4]!.payableCents);
  });

  it('does not rewrite the earlier statements; a correction settles each against the complete week, to the cent', async () => {
    // Version 1 of the first is still its lone-week statement.
    expect(statementOf(await t.as('admin', 'GET', `/api/v2/batches/${weekIds[0]}/statement`)).statement.payableCents).toBe(3_096_790);
    for (const [i, figures] of WEEK_BATCHES.slice(0, 4).entries()) {
      const res = await t.as('tecnico', 'POST', `/api/v2/batches/${weekIds[i]}/statement/corrections`, { ...closingBody(figures, WEEK_DAY), reason: "The week's closings are complete" });
      expect(res.statusCode, res.body).toBe(201);
      const answer = statementOf(res);
      expect(answer.version).toBe(2);
      expect(answer.statement.indicators.costPerKgVsAveragePercent).toBeCloseTo(WEEK_EXPECTED[i]!.vsAveragePercent, 3);
      // The hand arithmetic of each producer is in settlement-cases.ts WEEK_EXPECTED, e.g. Granja Recanto:
      // + 7.79 %: 52,181 × 50 = 2,609,050; − 6 × 52,181 = − 313,086; 838,500 × 0.35 = 293,475; payable 2,589,439 ¢.
      expect(answer.statement.steps.map((s) => s.resultCents), WEEK_EXPECTED[i]!.name).toEqual(WEEK_EXPECTED[i]!.steps);
      expect(answer.statement.payableCents).toBe(WEEK_EXPECTED[i]!.payableCents);
    }
  });
});

describe("a producer's and a guest's view of statements", () => {
  let ownBatch: number;
  beforeAll(async () => {
    const [joao] = await t.database.db
      .select({ id: producers.id })
      .from(producers)
      .where(and(eq(producers.companyId, companyId), eq(producers.name, 'João Batista Moreira')));
    ownBatch = await openBatchFor(t.database.db, companyId, BAND_BATCH, '2026-06-20', { producerId: joao!.id, identification: 'Lote do João' });
    const res = await t.as('tecnico', 'POST', `/api/v2/batches/${ownBatch}/close`, closingBody(BAND_BATCH, '2026-06-20'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("shows a producer his own batch's statement and versions, and any other batch's is a 404", async () => {
    const own = await t.as('produtor', 'GET', `/api/v2/batches/${ownBatch}/statement`);
    expect(own.statusCode, own.body).toBe(200);
    expect(statementOf(own).producer.name).toBe('João Batista Moreira');
    // Under the band contract's version 2 (assistance − 20,000): 1,341,523 − 5,000 = 1,336,523 ¢.
    expect(statementOf(own).statement.payableCents).toBe(1_336_523);
    expect((await t.as('produtor', 'GET', `/api/v2/batches/${ownBatch}/statement/versions`)).statusCode).toBe(200);
    for (const url of [`/api/v2/batches/${bandBatch}/statement`, `/api/v2/batches/${bandBatch}/statement/versions`]) {
      const res = await t.as('produtor', 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Sítio das Bandas');
    }
  });

  it('shows a guest no statement (403)', async () => {
    for (const url of [`/api/v2/batches/${ownBatch}/statement`, `/api/v2/batches/${bandBatch}/statement/versions`]) {
      expect((await t.as('vendas', 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

describe('plantel batch close', () => {
  it('previews, then closes a batch from a JSON file, printing the amount payable; a second close is refused', async () => {
    const id = await openBatchFor(t.database.db, companyId, BAND_BATCH, '2026-06-22', { producer: 'Sítio da Linha de Comando', identification: 'Lote CLI' });
    const path = join(dir, 'figures.json');
    await writeFile(path, JSON.stringify(closingBody(BAND_BATCH, '2026-06-22')));
    const before = await counts();
    const preview = await runCliOn(t, ['batch', 'close', String(id), '--file', path, '--user', 'tecnico', '--preview']);
    expect(preview, preview.err).toMatchObject({ code: 0, err: '' });
    // Band contract version 2: 1,193,750 + 59,688 + 83,085 + 20,000 − 20,000 = 1,336,523 ¢.
    expect(preview.out).toMatch(/^Batch \d+ \(preview, nothing stored\)/);
    expect(preview.out).toContain('Payable to Sítio da Linha de Comando: 13365.23');
    expect(await counts()).toEqual(before);

    const closed = await runCliOn(t, ['batch', 'close', String(id), '--file', path, '--user', 'tecnico']);
    expect(closed, closed.err).toMatchObject({ code: 0, err: '' });
    expect(closed.out).toContain(`Batch ${id} closed, statement version 1 under contract "${BAND_CONTRACT.name}" version 2`);
    expect(closed.out).toContain('Payable to Sítio da Linha de Comando: 13365.23');
    expect((await counts()).statements).toBe(before.statements + 1);

    const again = await runCliOn(t, ['batch', 'close', String(id), '--file', path, '--user', 'tecnico']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already closed/);
    const notStaff = await runCliOn(t, ['batch', 'close', String(id), '--file', path, '--user', 'produtor']);
    expect(notStaff).toMatchObject({ code: 1 });
    expect(notStaff.err).toMatch(/Only staff/);
  });
});
