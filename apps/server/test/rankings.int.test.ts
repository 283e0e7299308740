import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rankingsResponseSchema, type RankingsResponse, type SettlementContractInput } from '@plantel/contracts';
import { RANKING_FIGURES, type RankingFigure } from '@plantel/domain';
import { RANKING_EXPECTED, RANKING_FIGURES_BY_BATCH, RANKING_PRODUCERS, rankingBatchId, rankingClosedOn, rankingProducerOf, rankingStatement } from '@plantel/domain/testing/ranking-cases';
import { BAND_CONTRACT } from '@plantel/domain/testing/settlement-cases';
import { batches, producers, properties, settlementContractVersions, sheds, users } from '../src/db/schema';
import { insertContract, insertContractVersion, insertStatement } from '../src/repositories/settlement.repository';
import { isoWeekOf } from '../src/services/settlement/settlement-statements.service';
import { addDays } from '../src/services/common/calendar-days';
import { localDay } from '../src/shared/wall-time';
import { readXlsx } from './helpers/export-files';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The demo user `produtor` follows this producer: the third of the ranking's six. */
const OWN = 'João Batista Moreira';
const OTHERS = RANKING_PRODUCERS.filter((name) => name !== OWN);
const PERIOD = 'from=2026-08-01&to=2026-08-31';

let t: TestApp;
let contractId: number;
/** Database id of b01 … b30. */
const batchIds = new Map<string, number>();

const contractInput: SettlementContractInput = {
  name: BAND_CONTRACT.name,
  coverage: { species: 'broiler', module: null, sex: 'mixed', valid_from: '2026-01-01', valid_to: '2026-12-31' },
  adjusted_fcr: { reference_weight: 2500, points_per_100g: 0.02 },
  prices: { per_bird_cents: 62.5, per_kg_cents: null, per_bird_day_cents: null },
  steps: [{ kind: 'per_unit', name: 'Base per bird delivered', unit: 'bird_delivered' }],
};

/** The 30 closed batches of ranking-cases.ts: one shed each, on the farms of six producers, one of them `produtor`'s. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [own] = await db.select({ id: producers.id, companyId: producers.companyId }).from(producers).where(eq(producers.name, OWN));
  const companyId = own!.companyId;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  contractId = await insertContract(db, companyId);
  await insertContractVersion(db, companyId, contractId, 1, contractInput, admin!.id);
  const [version] = await db.select({ id: settlementContractVersions.id }).from(settlementContractVersions).where(eq(settlementContractVersions.contractId, contractId));
  const producerIds = await Promise.all(
    RANKING_PRODUCERS.map(async (name) =>
      name === OWN ? own!.id : (await db.insert(producers).values({ companyId, name }).returning({ id: producers.id }))[0]!.id,
    ),
  );
  for (const [i, figures] of RANKING_FIGURES_BY_BATCH.entries()) {
    const n = i + 1;
    const identification = rankingBatchId(n);
    const [property] = await db.insert(properties).values({ companyId, producerId: producerIds[rankingProducerOf(n) - 1]!, name: `Sítio do lote ${identification}`, ownerName: '' }).returning({ id: properties.id });
    const [shed] = await db.insert(sheds).values({ companyId, propertyId: property!.id, identification: `R-${identification}`, name: `Galpão R-${identification}`, core: '', productionTypeExternalId: 3 }).returning({ id: sheds.id });
    const [batch] = await db
      .insert(batches)
      .values({ companyId, shedId: shed!.id, identification, stage: 'slaughter', sexExternalId: 1, initialLodged: 20_000, currentLodged: 19_200, ageAtLodging: 0, entryWeight: 44, openingDate: new Date('2026-06-20T15:00:00Z') })
      .returning({ id: batches.id });
    batchIds.set(identification, batch!.id);
    const statement = rankingStatement(figures, String(batch!.id));
    await insertStatement(db, {
      companyId,
      batchId: batch!.id,
      version: 1,
      contractId,
      contractVersionId: version!.id,
      slaughterDate: rankingClosedOn(n),
      periodWeek: isoWeekOf(rankingClosedOn(n)),
      periodBatches: 1,
      figures: { batchId: String(batch!.id), species: 'broiler', birdsHoused: 20_000, entryWeight: 44, birdsDelivered: 19_200, liveWeightKg: 55_680, condemnedBirds: 100, condemnedKg: 290, feedSuppliedKg: 93_000, feedReturnedKg: 1_128, ageAtSlaughter: 42, daysHoused: 42, lostKg: 840, inputs: [] },
      statement: { ...statement, contractId: String(contractId) },
      payableCents: statement.payableCents,
      reason: null,
      changes: [],
      createdBy: admin!.id,
    });
  }
});
afterAll(() => t.close());

async function rankings(user: string, figure: RankingFigure, extra = ''): Promise<{ body: RankingsResponse; raw: string }> {
  const res = await t.as(user, 'GET', `/api/v2/rankings?${PERIOD}&contractId=${contractId}&figure=${figure}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: rankingsResponseSchema.parse(res.json()), raw: res.body };
}

describe('GET /api/v2/rankings', () => {
  it('ranks the 30 closed batches as sorted by hand, for every figure', async () => {
    for (const figure of RANKING_FIGURES) {
      const { body } = await rankings('tecnico', figure);
      expect([figure, body.batches.map((b) => [b.batch, b.rank])]).toEqual([figure, RANKING_EXPECTED[figure]]);
      expect(body.masked).toBe(false);
      expect(body.batches.map((b) => b.batch_id)).toEqual(RANKING_EXPECTED[figure].map(([batch]) => batchIds.get(batch)));
    }
    const epef = (await rankings('tecnico', 'epef')).body;
    expect(epef).toMatchObject({ figure: 'epef', better: 'higher', ranked: 29, contract_id: contractId });
    expect(epef.batches[0]).toMatchObject({ batch: 'b23', producer: 'Sítio Paraíso', closed_on: '2026-08-23', rank: 1 });
    expect(epef.distribution).toMatchObject({ count: 29, min: 338.6, max: 432.1 });
  });

  it("shows a producer his own batches and places, and no other producer's name or id anywhere", async () => {
    for (const figure of RANKING_FIGURES) {
      const { body, raw } = await rankings('produtor', figure, '');
      for (const name of OTHERS) expect(raw, `${figure}: ${name}`).not.toContain(name);
      expect(body.masked).toBe(true);
      // The same places as staff see, others' batches anonymous.
      expect(body.batches.map((b) => b.rank)).toEqual(RANKING_EXPECTED[figure].map(([, rank]) => rank));
      const others = body.batches.filter((b) => b.producer !== OWN);
      expect(others.every((b) => b.batch_id === null && b.batch === null && b.producer_id === null && /^Produtor [1-5]$/.test(b.producer))).toBe(true);
      expect(body.own.map((b) => b.batch)).toEqual(['b03', 'b09', 'b15', 'b21', 'b27']);
    }
    // His EPEF places, batch over batch: b03 5th, b09 19th, b15 14th, b21 9th, b27 10th of 29.
    expect((await rankings('produtor', 'epef')).body.own.map((b) => b.rank)).toEqual([5, 19, 14, 9, 10]);
    const english = await t.app.inject({ method: 'GET', url: `/api/v2/rankings?${PERIOD}&figure=epef`, headers: { authorization: `Bearer ${await t.tokenFor('produtor')}`, 'accept-language': 'en' } });
    expect(rankingsResponseSchema.parse(english.json()).batches[0]!.producer).toBe('Producer 4');
  });

  it('exports the ranking as xlsx, masked for a producer', async () => {
    const staff = await t.as('tecnico', 'GET', `/api/v2/rankings.xlsx?${PERIOD}&contractId=${contractId}&figure=cost_per_kg&lang=en`);
    expect(staff.statusCode, staff.body).toBe(200);
    const sheet = await readXlsx(staff.rawPayload);
    expect(sheet.header).toEqual(['Place', 'Producer', 'Batch', 'Closed on', 'Cost per kg (R$)']);
    expect(sheet.rows.map((r) => [r[2], r[0]])).toEqual(RANKING_EXPECTED.cost_per_kg);
    // b23: 352.9 ¢ a kg is R$ 3.529.
    expect(sheet.rows[0]!.slice(0, 2)).toEqual([1, 'Sítio Paraíso']);
    expect(sheet.rows[0]![4]).toBeCloseTo(3.529, 9);

    const mine = await t.as('produtor', 'GET', `/api/v2/rankings.xlsx?${PERIOD}&figure=pay_per_kg`);
    expect(mine.statusCode, mine.body).toBe(200);
    const text = JSON.stringify((await readXlsx(mine.rawPayload)).rows);
    for (const name of OTHERS) expect(text).not.toContain(name);
    expect(text).toContain(OWN);
  });

  it('keeps to the period and the contract', async () => {
    // 5 to 10 August: b05 to b10, by EPEF 402.31, 389.0, 410.4, 366.7, 379.98, 345.0.
    const week = await t.as('tecnico', 'GET', `/api/v2/rankings?from=2026-08-05&to=2026-08-10&contractId=${contractId}&figure=epef`);
    expect(rankingsResponseSchema.parse(week.json()).batches.map((b) => [b.batch, b.rank])).toEqual([
      ['b07', 1],
      ['b05', 2],
      ['b06', 3],
      ['b09', 4],
      ['b08', 5],
      ['b10', 6],
    ]);
    const otherContract = rankingsResponseSchema.parse((await t.as('tecnico', 'GET', `/api/v2/rankings?${PERIOD}&contractId=${contractId + 1000}`)).json());
    expect(otherContract).toMatchObject({ ranked: 0, batches: [], distribution: null });
  });

  it('opens on the last 12 months to the company\'s today without a period', async () => {
    const res = await t.as('tecnico', 'GET', '/api/v2/rankings');
    expect(res.statusCode, res.body).toBe(200);
    const answer = rankingsResponseSchema.parse(res.json());
    const today = localDay(new Date(), 'America/Sao_Paulo');
    expect(answer.to).toBe(today);
    expect(answer.from).toBe(addDays(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, 1));
    const sameAsked = rankingsResponseSchema.parse((await t.as('tecnico', 'GET', `/api/v2/rankings?from=${answer.from}&to=${answer.to}`)).json());
    expect(answer.batches).toEqual(sameAsked.batches);
  });

  it('refuses a guest, and a period that ends before it starts', async () => {
    expect((await t.as('vendas', 'GET', `/api/v2/rankings?${PERIOD}`)).statusCode).toBe(403);
    expect((await t.as('vendas', 'GET', `/api/v2/rankings.xlsx?${PERIOD}`)).statusCode).toBe(403);
    const backwards = await t.as('tecnico', 'GET', '/api/v2/rankings?from=2026-08-31&to=2026-08-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0].field).toBe('to');
  });
});

describe('GET /api/v2/batches/{id}/statement.pdf and .xlsx', () => {
  it("gives a producer his own batch's statement in his language, not another's; a guest none", async () => {
    const own = batchIds.get('b03')!;
    const pdf = await t.as('produtor', 'GET', `/api/v2/batches/${own}/statement.pdf?lang=en`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Integrated producer João Batista Moreira');
    expect(text).toContain('Batch b03');
    expect(text).toContain('Broiler, mixed sex, 2026, version 1');
    // b03 pays 28.01 ¢ on 50,000 kg: R$ 14,005.00.
    expect(text).toContain('Amount payable to the producer: R$14,005.00');

    const xlsx = await t.as('produtor', 'GET', `/api/v2/batches/${own}/statement.xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.name).toBe('Demonstrativo');
    expect(JSON.stringify(sheet.rows)).toContain('Valor a pagar ao produtor');

    const other = batchIds.get('b01')!;
    expect((await t.as('produtor', 'GET', `/api/v2/batches/${other}/statement.pdf`)).statusCode).toBe(404);
    expect((await t.as('vendas', 'GET', `/api/v2/batches/${own}/statement.pdf`)).statusCode).toBe(403);
    expect((await t.as('tecnico', 'GET', `/api/v2/batches/${own}/statement.xlsx?version=2`)).statusCode).toBe(404);
  });
});
