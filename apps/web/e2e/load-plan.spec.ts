import { expect, test, type Page } from '@playwright/test';
import type { LoadPlan } from '@plantel/contracts';
import { authHeaders, startInLanguage, startSignedIn } from './helpers';
import { readPdfFile } from './pdf';

// The load plan (docs/plant-loop.md) of demo broiler flocks planned for slaughter two days or more
// ahead, none of them the flock whose health book health-book.spec.ts treats (a catch inside its
// withdrawal would be refused).
const TREATED_ELSEWHERE = ['Aviário 06'];
const DAY = 86_400_000;

interface Listed {
  id: number;
  identification: string;
  last_batch: number;
  target_date: string | null;
}

/** The `n`th demo broiler shed whose flock is planned for slaughter at least two days from now, and that planned day. */
async function plannedFlock(page: Page, n: number) {
  const headers = await authHeaders(page.request, 'tecnico');
  const answer = await page.request.get('/api/v2/sheds/slaughter-prediction?module=frangos_de_corte&stage=lodged&limit=100&ordering=id', { headers });
  expect(answer.ok()).toBe(true);
  const soonest = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  const flocks = ((await answer.json()) as { results: Listed[] }).results.filter((s) => s.target_date !== null && s.target_date >= soonest && !TREATED_ELSEWHERE.includes(s.identification));
  expect(flocks.length, 'demo broiler flocks planned two days ahead or more').toBeGreaterThan(n);
  const flock = flocks[n]!;
  const plan = async () => (await (await page.request.get(`/api/v2/batches/${flock.last_batch}/load-plan`, { headers })).json()) as LoadPlan;
  return { shed: flock.id, plannedDay: flock.target_date!, plan };
}

const grams = (n: number, locale: string) => Math.round(n).toLocaleString(locale);

test('staff build a flock’s load plan in Portuguese, see a load the flock cannot give refused, and read the plant’s PDF', async ({ page }) => {
  const { shed, plan } = await plannedFlock(page, 0);
  await startSignedIn(page, 'tecnico');
  await page.goto(`/broiler/pcp/dashboard/${shed}`);
  const panel = page.getByRole('region', { name: 'Plano de carregamento' });
  await panel.getByRole('button', { name: /^(Montar|Alterar) o plano$/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Plano de carregamento' });
  const first = dialog.getByRole('group', { name: 'Carga 1' });
  await first.getByLabel('Caminhão').fill('ABC-1D23');
  await dialog.getByRole('button', { name: 'Adicionar carga' }).click();
  const second = dialog.getByRole('group', { name: 'Carga 2' });
  await second.getByLabel('Caminhão').fill('XYZ-9K88');
  await first.getByLabel('Aves').fill('60000');
  await dialog.getByRole('button', { name: 'Salvar nova versão' }).click();
  // 60,000 + 3,000 birds: more than the flock holds; the server says so, and nothing is saved.
  await expect(dialog.getByRole('alert').filter({ hasText: /^As cargas levam 63\.000 aves; o lote tem \d{1,3}(\.\d{3})*$/ })).toBeVisible();

  await first.getByLabel('Aves').fill('3000');
  await dialog.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(dialog).toBeHidden();

  const saved = await plan();
  expect(saved.loads.map((l) => l.truck)).toEqual(['ABC-1D23', 'XYZ-9K88']);
  const table = panel.getByRole('table', { name: 'Plano de carregamento' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(grams(saved.loads[0]!.expected_weight, 'pt-BR'));
  await expect(table.getByRole('row').nth(3)).toContainText('6.000');
  await expect(table.getByRole('row').nth(3)).toContainText(grams(saved.totals.kg, 'pt-BR'));
  await expect(panel.getByText(/^Estimativa: a previsão quando a ração é retirada \(6 h antes da apanha\), menos 0,3 % por hora/)).toBeVisible();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Baixar o plano (PDF)' }).click();
  const { text } = await readPdfFile(await (await download).path());
  expect(text).toContain('Plano de carregamento');
  expect(text).toContain('ABC-1D23');
  expect(text).toContain('XYZ-9K88');
  expect(text).toContain(grams(saved.totals.kg, 'pt-BR'));
});

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff build the plan load by load, read it without sideways scroll, and download it in English', async ({ page }) => {
    const { shed, plan } = await plannedFlock(page, 1);
    await startInLanguage(page, 'en');
    await startSignedIn(page, 'tecnico');
    await page.goto(`/broiler/pcp/dashboard/${shed}`);
    const panel = page.getByRole('region', { name: 'Load plan' });
    await panel.getByRole('button', { name: /^(Build|Change) the plan$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Load plan' });
    await dialog.getByRole('group', { name: 'Load 1' }).getByLabel('Truck').fill('TRK-01');
    await dialog.getByRole('button', { name: 'Add a load' }).click();
    await dialog.getByRole('group', { name: 'Load 2' }).getByLabel('Truck').fill('TRK-02');
    await dialog.getByRole('button', { name: 'Add a load' }).click();
    await dialog.getByRole('group', { name: 'Load 3' }).getByLabel('Truck').fill('TRK-03');
    await dialog.getByRole('button', { name: 'Remove load 3' }).click();
    await dialog.getByRole('button', { name: 'Save a new version' }).click();
    await expect(dialog).toBeHidden();

    const saved = await plan();
    expect(saved.loads.map((l) => l.truck)).toEqual(['TRK-01', 'TRK-02']);
    // The second load is caught two hours after the first.
    expect(Date.parse(saved.loads[1]!.catch_at) - Date.parse(saved.loads[0]!.catch_at)).toBe(2 * 3_600_000);
    await expect(panel.getByRole('table', { name: 'Load plan' }).getByRole('row').nth(3)).toContainText('6,000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download the plan (PDF)' }).click();
    const { text } = await readPdfFile(await (await download).path());
    expect(text).toContain('Load plan');
    expect(text).toContain('TRK-02');
    expect(text).toContain('Expected weight at the plant');
  });
});
