import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, batchImportResultSchema, batchPerformanceSchema, shedListSchema, slaughterForecastSchema } from '@plantel/contracts';
import { growthTarget, pigReferenceWeight } from '@plantel/domain';
import { at, createShed, dayAfter, daysAgo } from './helpers/batch-import';
import { readPdf } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let batch: number;
let shedName: string;
let batchIdentification: string;
beforeAll(async () => {
  t = await createTestApp();
  const list = shedListSchema.parse((await t.as('tecnico', 'GET', '/api/v2/sheds/performance?module=frangos_de_corte&ordering=identification')).json());
  const shed = list.results.find((s) => s.identification === 'Aviário 01')!;
  batch = shed.last_batch!;
  shedName = shed.name;
  batchIdentification = (await t.as('tecnico', 'GET', `/api/v2/batches/${batch}`)).json<{ identification: string }>().identification;
});
afterAll(() => t.close());

const tokens = new Map<string, Promise<string>>();
async function authorization(user: string) {
  if (!tokens.has(user)) tokens.set(user, t.tokenFor(user));
  return `Bearer ${await tokens.get(user)}`;
}

async function report(user: string, query = '', headers: Record<string, string> = {}, id = batch) {
  return t.app.inject({ method: 'GET', url: `/api/v2/batches/${id}/report${query}`, headers: { authorization: await authorization(user), ...headers } });
}

const grouped = (lang: string, value: number, decimals: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

describe('GET /api/v2/batches/{id}/report', () => {
  it('is a multi-page PDF naming the batch, with the key numbers the API gives, in Portuguese by default', async () => {
    const res = await report('tecnico', '?format=pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    expect(pdf.pages).toBeLessThanOrEqual(8);
    expect(pdf.title).toContain(batchIdentification);
    expect(pdf.text).toContain('Relatório do lote');
    expect(pdf.text).toContain(batchIdentification);
    expect(pdf.text).toContain(shedName);
    expect(pdf.text).toContain('Empresa');

    const perf = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    expect(perf.weight).not.toBeNull();
    expect(pdf.text).toContain(grouped('pt-BR', perf.weight!, 0));
    expect(pdf.text).toContain(grouped('pt-BR', perf.uniformity!, 1));
    expect(pdf.text).toContain(grouped('pt-BR', perf.conversion_factor!, 3));
    for (const section of ['Indicadores e referência', 'Desempenho', 'Ambiência e conforto térmico', 'Nutrição', 'Entregas de ração', 'Alertas', 'Previsão de abate'])
      expect(pdf.text).toContain(section);
    // The charts are drawn as vector text too: the weekly chart's legend and axis.
    expect(pdf.text).toContain('Peso semanal e referência');
    expect(pdf.text).toContain('Confortável');
  });

  it("gives the weight forecast for the planned slaughter day with its P10–P90, as the forecast's table does", async () => {
    const shed = (await t.as('tecnico', 'GET', `/api/v2/batches/${batch}`)).json<{ shed: number }>().shed;
    const before = slaughterForecastSchema.parse((await t.as('tecnico', 'GET', `/api/v1/slaughter-weight-projection/${batch}`)).json()).results;
    const day = before.predictions[7]!;
    const planned = await t.as('tecnico', 'PUT', `/api/v2/sheds/${shed}/slaughter-plan`, { batch, target_date: day.date });
    expect(planned.statusCode, planned.body).toBe(200);
    const pdf = await readPdf((await report('tecnico', '?format=pdf')).rawPayload);
    expect(pdf.text).toContain('Peso previsto no abate planejado (P10–P90)');
    const n = (x: number) => grouped('pt-BR', x, 0);
    expect(pdf.text).toContain(`${n(day.weight)} g (${n(day.weight_p10!)}–${n(day.weight_p90!)})`);
  });

  it('speaks the asked language: lang first, then Accept-Language', async () => {
    const en = await readPdf((await report('tecnico', '?lang=en', { 'accept-language': 'es' })).rawPayload);
    expect(en.text).toContain('Batch report');
    expect(en.text).toContain('Key indicators and reference');
    const perf = batchPerformanceSchema.parse((await t.as('tecnico', 'GET', `/api/v2/batches/${batch}/performance`)).json());
    expect(en.text).toContain(grouped('en', perf.weight!, 0));
    const es = await readPdf((await report('tecnico', '', { 'accept-language': 'es-AR,es;q=0.9' })).rawPayload);
    expect(es.text).toContain('Informe del lote');
    expect(es.text).toContain('Previsión de faena');
  });

  it('masks the company, property and producer for a guest and leaves out the sections their roles do not grant', async () => {
    const detail = (await t.as('tecnico', 'GET', `/api/v2/sheds/${(await t.as('tecnico', 'GET', `/api/v2/batches/${batch}`)).json<{ shed: number }>().shed}`)).json<{ property_name: string; producer: string; identification: string }>();
    const pdf = await readPdf((await report('vendas')).rawPayload);
    expect(pdf.text).toContain('•••••');
    expect(pdf.text).not.toContain(detail.property_name);
    expect(pdf.text).not.toContain(detail.producer);
    expect(pdf.text).toContain(detail.identification);
    expect(pdf.text).toContain('Indicadores e referência');
    expect(pdf.text).not.toContain('Ambiência e conforto térmico');
    expect(pdf.text).not.toContain('Entregas de ração');
    expect(pdf.text).not.toContain('Previsão de abate');
  });

  it("is a 404 for another company's batch, an unknown batch and a module outside the roles", async () => {
    expect((await report('outra')).statusCode).toBe(404);
    expect((await report('suinos')).statusCode).toBe(404);
    expect((await report('tecnico', '', {}, 999_999)).statusCode).toBe(404);
  });

  it('refuses an unknown format or language naming the field, and a missing session', async () => {
    for (const [query, field] of [['?format=xlsx', 'format'], ['?lang=fr', 'lang']] as const) {
      const res = await report('tecnico', query);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fields?.map((f) => f.field)).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/batches/${batch}/report` })).statusCode).toBe(401);
  });

  it("takes a pig batch's daily-gain reference from the batch's own entry age and weight", async () => {
    // Pigs housed at 21 days weighing 25 kg, four times the default curve's 6.2 kg at that age.
    const SWINE = 5;
    const entry = { age: 21, weight: 25_000 };
    const shed = await createShed(t.database.db, 'Demo', SWINE, 'Crescimento 9');
    const lodging = daysAgo(14);
    const imported = await t.as('admin', 'POST', '/api/v2/batches/import', {
      shed,
      identification: 'Recria 25 kg',
      lineage: 'PIC',
      sex: 'mixed',
      lodged_at: at(lodging),
      housed: 500,
      entry_weight: entry.weight,
      age_at_lodging: entry.age,
      weighings: [7, 12].map((days) => ({ at: at(dayAfter(lodging, days), '10:00'), mean_weight: Math.round(pigReferenceWeight(entry.age + days, entry) * 1000) })),
      feed: [],
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const pigs = batchImportResultSchema.parse(imported.json()).batch;

    const perf = batchPerformanceSchema.parse((await t.as('admin', 'GET', `/api/v2/batches/${pigs}/performance`)).json());
    const age = perf.figures_age ?? perf.age;
    const own = growthTarget(SWINE, 'PIC', 1, age, entry)!.dailyGain;
    const byDefault = growthTarget(SWINE, 'PIC', 1, age)!.dailyGain;
    expect(Math.abs(own - byDefault)).toBeGreaterThan(100);

    const res = await report('admin', '?format=pdf&lang=en', {}, pigs);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await readPdf(res.rawPayload)).text;
    // The indicators' row: label, value, reference, difference.
    const label = 'Daily gain, ADG (g/day)';
    expect(text).toContain(label);
    const [, reference] = text.slice(text.indexOf(label) + label.length).trim().split(/\s+/);
    expect(reference).toBe(grouped('en', own, 1));
  });
});
