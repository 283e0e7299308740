import { expect, test, type Page } from '@playwright/test';
import { authHeaders, startSignedIn } from './helpers';

/*
 * One broiler flock's whole life, as flock-life.int.test.ts walks it through the API, with the barn's
 * steps on a 390 px phone that signed in online and opened nothing else: the office lodges it in two
 * boxes; someone counts the morning's deaths in Box 1; the phone, offline in the barn, adds the
 * afternoon's and weighs Box 1; back in signal both counts stand; it weighs Box 2, thins Box 2 with a
 * typo and corrects it; the office settles it; the shed is empty in every list; the next flock is
 * lodged. After each step the shed's list row agrees with the dashboard (and Home with both), and the
 * phone's page shows the same. Figures are worked by hand beside each check.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const DAY = 86_400_000;
/** The demo company's wall clock (São Paulo, UTC−3 all year) for a moment, as the forms send it. */
const wallClock = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16);
const today = () => wallClock(new Date()).slice(0, 10);

/** A CPF with valid check digits, new on each run, for the walk's own producer. */
function newCpf(): string {
  const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

interface Performance {
  id: number;
  housed: number;
  current_lodged: number;
  mortality: number;
  removed: number;
  weight: number | null;
  conversion_factor: number | null;
  production_efficiency: number | null;
  final: boolean;
  divisions: { id: number; identification: string; current_lodge: number }[];
}
interface ListRow {
  id: number;
  last_batch: number | null;
  stage: string;
  weight: number | null;
  conversion_factor?: number | null;
  production_efficiency?: number | null;
}

const outboxButton = (page: Page) => page.getByRole('button', { name: /^Registros no aparelho/ });

test('one flock from lodging to the next, the barn steps offline on a phone, every list agreeing with the dashboard', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const admin = await authHeaders(request, 'admin');
  const api = async <T,>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: object, status = 0): Promise<T> => {
    const res = await request.fetch(url, { method, headers: admin, ...(data ? { data } : {}) });
    if (status) expect(res.status(), await res.text()).toBe(status);
    else expect(res.ok(), await res.text()).toBe(true);
    return (res.status() === 204 ? null : await res.json()) as T;
  };

  // The walk's own farm, on a núcleo of its own, so its contract settles nothing else.
  const run = Date.now().toString(36);
  const core = `Vida ${run}`;
  const producer = await api<{ id: number }>('POST', '/api/v2/producers', { name: `Granja Vida ${run}`, tax_id: newCpf() });
  const property = await api<{ id: number }>('POST', '/api/v2/properties', { name: `Sítio Ciclo ${run}`, producer: producer.id });
  const shed = await api<{ id: number; identification: string; divisions: { id: number }[] }>('POST', '/api/v2/sheds', {
    property: property.id,
    identification: `Ciclo ${run}`,
    core,
    production_type: 3,
    lineage: 'Ross 308',
    capacity: 12_000,
    divisions: [
      { identification: 'Box 1', capacity: 6_000 },
      { identification: 'Box 2', capacity: 6_000 },
    ],
  });
  await api('POST', '/api/v2/contracts', {
    name: `Contrato ${core}`,
    coverage: { species: 'broiler', module: core, sex: 'mixed', valid_from: '2026-01-01', valid_to: null },
    adjusted_fcr: { reference_weight: 2800, points_per_100g: 0.03 },
    prices: { per_bird_cents: 50, per_kg_cents: 0, per_bird_day_cents: 0 },
    steps: [{ kind: 'per_unit', name: 'Base', unit: 'bird_delivered' }],
  });

  let batch = 0;
  const dashboard = () => api<Performance>('GET', `/api/v2/batches/${batch}/performance`);
  const listRow = async (list: string) =>
    (await api<{ results: ListRow[] }>('GET', `/api/v2/sheds/${list}${list.includes('?') ? '&' : '?'}search=${encodeURIComponent(shed.identification)}`)).results.find((s) => s.id === shed.id);
  const lodgedOnHome = async () => (await api<{ modules: { module: string; lodged_sheds: number }[] }>('GET', '/api/v2/home/summary')).modules.find((m) => m.module === 'frangos_de_corte')!.lodged_sheds;
  /** The performance list's row shows what the dashboard computes. */
  const expectListAgrees = async (perf: Performance, stage: string) => {
    const row = (await listRow('performance?module=frangos_de_corte&stage=lodged,slaughter,empty_batch'))!;
    expect(row).toMatchObject({ last_batch: perf.id, stage });
    if (perf.weight === null) expect(row.weight).toBeNull();
    else expect(row.weight).toBeCloseTo(perf.weight, 2);
    expect(row.conversion_factor ?? null).toBe(perf.conversion_factor);
    expect(row.production_efficiency ?? null).toBe(perf.production_efficiency);
  };

  // 1. The office lodges 5,000 birds in each box, 20 days and an hour ago: 10,000 housed and alive.
  const homeBefore = await lodgedOnHome();
  const lodgedAt = new Date(Date.now() - 20 * DAY - 3_600_000);
  batch = (
    await api<{ id: number }>('POST', '/api/v2/batches', {
      shed: shed.id,
      identification: `CICLO-${run}`,
      opened_at: wallClock(lodgedAt),
      lineage: 'Ross 308',
      sex: 1,
      entry_weight: 42,
      divisions: shed.divisions.map((d) => ({ division: d.id, animals: 5_000 })),
    })
  ).id;
  let perf = await dashboard();
  const [box1] = perf.divisions;
  expect(perf).toMatchObject({ housed: 10_000, current_lodged: 10_000, mortality: 0 });
  await expectListAgrees(perf, 'lodged');
  expect(await lodgedOnHome()).toBe(homeBefore + 1);

  // 2. The morning's count in Box 1, by someone else online: 14 dead and 3 culled.
  await api('PUT', `/api/v2/batches/${batch}/mortality`, { division: box1!.id, date: today(), amount_mortality: 14, amount_eliminated: 3, mode: 'add' });

  // The phone signs in online and opens nothing else; the barn's pages are kept for it.
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('plantel.barn.keptAt') ?? ''), { timeout: 150_000 }).toMatch(/^tecnico@\d+$/);

  // In the barn, without signal: the afternoon's 2 dead in Box 1, added; Box 1 weighed, 50 birds at 900 g.
  await context.setOffline(true);
  await page.goto(`/broiler/performance/dashboard/${shed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shed.identification);
  const records = page.getByRole('region', { name: 'Registros de Box 1' });
  await records.getByRole('button', { name: 'Registrar mortalidade' }).click();
  const mortality = page.getByRole('dialog', { name: 'Mortalidade do dia: Box 1' });
  await mortality.getByLabel('Aves mortas').fill('2');
  await mortality.getByLabel('Aves eliminadas').fill('0');
  await mortality.getByRole('button', { name: 'Salvar' }).click();
  await expect(mortality).toBeHidden();
  await records.getByRole('button', { name: 'Registrar pesagem' }).click();
  const weighing = page.getByRole('dialog', { name: 'Nova pesagem: Box 1' });
  await weighing.getByRole('radio', { name: 'Média e quantidade' }).check();
  await weighing.getByRole('textbox', { name: 'Peso médio (g)' }).fill('900');
  await weighing.getByRole('textbox', { name: 'Aves pesadas' }).fill('50');
  await weighing.getByRole('button', { name: 'Salvar' }).click();
  await expect(weighing).toBeHidden();
  await expect(page.getByRole('list', { name: 'No aparelho' }).getByRole('listitem')).toHaveCount(2);
  // The chicks' origin, missing from the lodging, put right from the barn too: it waits on the phone with the rest.
  await page.getByRole('button', { name: 'Corrigir alojamento' }).click();
  const lodgingFix = page.getByRole('dialog', { name: 'Corrigir o alojamento do lote' });
  await expect(lodgingFix.getByRole('textbox', { name: 'Identificação do lote' })).toHaveValue(`CICLO-${run}`);
  await lodgingFix.getByRole('textbox', { name: 'Origem' }).fill('Incubatório Vida');
  await lodgingFix.getByRole('textbox', { name: /^Motivo/ }).fill('Nota do incubatório');
  await lodgingFix.getByRole('button', { name: 'Salvar' }).click();
  await expect(lodgingFix).toBeHidden();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 3 a enviar');

  // Back in signal: both records go, and both counts stand. 14 + 3 + 2 = 19 lost; Box 1 holds 4,981.
  await context.setOffline(false);
  // The outbox sends its records one after the other: both are in once the deaths count and the flock has a weight.
  await expect.poll(async () => ((p) => [p.mortality, p.weight !== null])(await dashboard()), { timeout: 60_000 }).toEqual([19, true]);
  await expect.poll(async () => (await api<{ origin: string }>('GET', `/api/v2/batches/${batch}/lodging`)).origin, { timeout: 60_000 }).toBe('Incubatório Vida');
  perf = await dashboard();
  expect(perf.current_lodged).toBe(9_981);
  expect(perf.divisions[0]!.current_lodge).toBe(4_981);
  // Box 2 never weighed moves nothing: the flock weighs what Box 1 weighs.
  expect(perf.weight).toBeCloseTo(900, 0);
  await expectListAgrees(perf, 'lodged');
  await page.reload();
  await expect(records.getByRole('list', { name: 'Mortalidade registrada' }).getByRole('listitem').first()).toContainText('16 mortes, 3 eliminados');

  // 3. Box 2 weighed, online: 50 birds at 880 g. (900 × 4,981 + 880 × 5,000) ÷ 9,981 = 889.98 g.
  await page.getByRole('radiogroup', { name: 'Divisões do lote' }).getByRole('radio', { name: /Box 2/ }).click();
  const records2 = page.getByRole('region', { name: 'Registros de Box 2' });
  await records2.getByRole('button', { name: 'Registrar pesagem' }).click();
  const weighing2 = page.getByRole('dialog', { name: 'Nova pesagem: Box 2' });
  await weighing2.getByRole('radio', { name: 'Média e quantidade' }).check();
  await weighing2.getByRole('textbox', { name: 'Peso médio (g)' }).fill('880');
  await weighing2.getByRole('textbox', { name: 'Aves pesadas' }).fill('50');
  await weighing2.getByRole('button', { name: 'Salvar' }).click();
  await expect(weighing2).toBeHidden();
  await expect.poll(async () => Math.round((await dashboard()).weight ?? 0)).toBe(890);
  perf = await dashboard();
  await expectListAgrees(perf, 'lodged');

  // 4. A thinning in Box 2, 500 typed for 50, corrected offline with a reason: 50 birds and 44 kg leave.
  await records2.getByRole('button', { name: 'Registrar retirada parcial' }).click();
  const thinning = page.getByRole('dialog', { name: 'Retirada parcial: Box 2' });
  await thinning.getByLabel('Animais retirados').fill('500');
  await thinning.getByLabel('Peso vivo total (kg)').fill('440');
  await thinning.getByRole('button', { name: 'Salvar' }).click();
  await expect(thinning).toBeHidden();
  const removals = records2.getByRole('list', { name: 'Retiradas parciais' });
  await expect(removals).toContainText('500 animais');
  // The typo is seen in the barn, without signal: the correction waits on the phone.
  await context.setOffline(true);
  await removals.getByRole('button', { name: /^Corrigir a retirada de / }).click();
  const correction = page.getByRole('dialog', { name: 'Corrigir retirada: Box 2' });
  await correction.getByLabel('Animais retirados').fill('50');
  await correction.getByLabel('Peso vivo total (kg)').fill('44');
  await correction.getByRole('textbox', { name: /^Motivo/ }).fill('Eram 50 aves');
  await correction.getByRole('button', { name: 'Salvar' }).click();
  await expect(correction).toBeHidden();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 1 a enviar');
  await context.setOffline(false);
  await expect.poll(async () => (await dashboard()).removed, { timeout: 60_000 }).toBe(50);
  await expect(removals).toContainText('50 animais');
  perf = await dashboard();
  // Box 2: 5,000 − 50 = 4,950; the flock 4,981 + 4,950 = 9,931 alive.
  expect(perf).toMatchObject({ current_lodged: 9_931, removed: 50 });
  await expectListAgrees(perf, 'lodged');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // 5. The office settles it: 9,931 caught, 9,434 kg, 12,000 kg of feed. With the thinning, 9,981 birds
  // and 9,478 kg delivered: FCR 12,000 ÷ 9,478 = 1.2661, the same on the statement, the dashboard and the list.
  const settled = await api<{ statement: { indicators: { fcr: number; epef: number } } }>(
    'POST',
    `/api/v2/batches/${batch}/close`,
    { slaughter_date: today(), birds_delivered: 9_931, live_weight_kg: 9_434, feed_supplied_kg: 12_000 },
    201,
  );
  expect(settled.statement.indicators.fcr).toBeCloseTo(12_000 / 9_478, 9);
  perf = await dashboard();
  expect(perf.final).toBe(true);
  expect(perf.conversion_factor).toBeCloseTo(settled.statement.indicators.fcr, 9);
  await expectListAgrees(perf, 'empty_batch');

  // 6. The shed is empty everywhere: out of the lodged lists, in the empty ones, and off Home's count.
  expect(await listRow('lodged?module=frangos_de_corte')).toBeUndefined();
  expect(await listRow('slaughter-prediction?module=frangos_de_corte&stage=lodged,slaughter')).toBeUndefined();
  expect((await listRow('empty_batch?module=frangos_de_corte'))?.stage).toBe('empty_batch');
  expect(await lodgedOnHome()).toBe(homeBefore);
  await page.goto('/settings/register?tab=sheds');
  await page.getByLabel('Buscar').fill(shed.identification);
  const shedItem = page.getByRole('list', { name: 'Galpões' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: shed.identification }) });
  await expect(shedItem).toContainText('Vazio há 0 dias');

  // 7. The next flock, inside the sanitary break, only when confirmed; every list follows it.
  const next = { shed: shed.id, identification: `CICLO-${run}-2`, opened_at: wallClock(new Date()), lineage: 'Ross 308', sex: 1, divisions: shed.divisions.map((d) => ({ division: d.id, animals: 5_500 })) };
  await api('POST', '/api/v2/batches', next, 409);
  batch = (await api<{ id: number }>('POST', '/api/v2/batches', { ...next, confirm_short_break: true }, 201)).id;
  perf = await dashboard();
  expect(perf).toMatchObject({ housed: 11_000, current_lodged: 11_000, mortality: 0, removed: 0 });
  await expectListAgrees(perf, 'lodged');
  expect(await lodgedOnHome()).toBe(homeBefore + 1);

  // The walk leaves the demo as it found it: the next flock undone, its shed archived.
  await api('DELETE', `/api/v2/batches/${batch}`, { reason: 'Fim do teste do ciclo' }, 204);
  await api('POST', `/api/v2/sheds/${shed.id}/archive`);
  expect(await lodgedOnHome()).toBe(homeBefore);
});
