import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, startInLanguage, startSignedIn } from './helpers';

// A breeder flock's eggs lead its performance dashboard (docs/kpis.md, "Eggs"): the week's hen-day
// production against the week before, the lay curve with the hatching share, the weekly table, and
// the word that no breed standard is loaded.

const ZONE = 'America/Sao_Paulo';
const companyDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() - daysAgo * 86_400_000);

interface Production {
  divisions: { id: number; identification: string }[];
  records: { date: string; hens: number }[];
  weeks: { week: number; hen_day_percent: number | null }[];
}

/** The first lodged breeder shed, with eleven days of eggs recorded through the API in its first division. */
async function breederWithEggs(page: Page) {
  const login = await page.request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const sheds = await page.request.get('/api/v2/sheds/performance?module=matrizeiro&stage=lodged', { headers });
  const shed = ((await sheds.json()) as { results: { id: number; last_batch: number }[] }).results[0]!;
  const eggs = async () => (await (await page.request.get(`/api/v2/batches/${shed.last_batch}/eggs`, { headers })).json()) as Production;
  const division = (await eggs()).divisions[0]!;
  for (let daysAgo = 11; daysAgo >= 1; daysAgo--) {
    const answer = await page.request.put(`/api/v2/batches/${shed.last_batch}/eggs`, {
      headers,
      data: { division: division.id, date: companyDay(daysAgo), total: 1000 + daysAgo, hatching: 900, cracked: 10, floor: 15, mean_egg_weight: 62 },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  return { shed, division, production: await eggs() };
}

for (const [language, size] of [
  ['pt-BR', { width: 1440, height: 900 }],
  ['en', { width: 390, height: 844 }],
] as const) {
  test(`a breeder flock's dashboard leads with its eggs: lay curve, hatching and no standard loaded (${language}, ${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    const { shed, production } = await breederWithEggs(page);
    if (language !== 'pt-BR') await startInLanguage(page, language);
    await startSignedIn(page, 'tecnico');
    await page.goto(`/matrix/performance/dashboard/${shed.id}`);
    const words = language === 'pt-BR'
      ? { title: 'Produção de ovos', noStandard: 'Nenhum padrão de linhagem carregado: o lote é comparado com o seu próprio histórico.', curve: 'Curva de postura por semana de vida', weeks: 'Semanas de postura', hatching: 'Incubáveis' }
      : { title: 'Egg production', noStandard: 'No breed standard is loaded: the flock is compared with its own history.', curve: 'Lay curve by week of life', weeks: 'Weeks of lay', hatching: 'Hatching eggs' };
    const panel = page.getByRole('region', { name: words.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(words.noStandard)).toBeVisible();
    await expect(panel.getByRole('img', { name: words.curve })).toBeVisible();
    // The latest week's hen-day production, as the API computed it, in the language's marks.
    const latest = production.weeks.at(-1)!;
    const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(latest.hen_day_percent!);
    await expect(panel.getByRole('definition').filter({ hasText: `${percent} %` }).first()).toBeVisible();
    // The weeks of lay, the latest first, with the hatching share of a breeder flock.
    const weeks = size.width < 600 ? panel.getByRole('list', { name: words.weeks }) : panel.getByRole('table', { name: words.weeks });
    await expect(weeks).toBeVisible();
    await expect(weeks).toContainText(words.hatching);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test("a day's eggs typed in the dialog are kept once, and its refusal is said under the field", async ({ page }) => {
  const { shed, division } = await breederWithEggs(page);
  await startSignedIn(page, 'tecnico');
  await page.goto(`/matrix/performance/dashboard/${shed.id}`);
  const panel = page.getByRole('region', { name: 'Produção de ovos' });
  await panel.getByRole('button', { name: 'Registrar ovos' }).click();
  const dialog = page.getByRole('dialog', { name: `Ovos do dia: ${division.identification}` });
  // More eggs than the division's hens: the server's reason, in Portuguese, under the field.
  await dialog.getByRole('textbox', { name: 'Ovos coletados' }).fill('9999999');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Ovos coletados' })).toHaveAccessibleDescription(/^Mais ovos do que as [\d.]+ galinhas da divisão naquele dia$/);
  await dialog.getByRole('textbox', { name: 'Ovos coletados' }).fill('1234');
  await dialog.getByRole('textbox', { name: 'Incubáveis' }).fill('1100');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('table', { name: 'Semanas de postura' })).toBeVisible();
});

test('a laying flock has a performance page: its sheds listed, its eggs leading its dashboard, and no feed conversion', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/laying-birds/performance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desempenho');
  // The laying sheds are listed as the other modules' are; a row opens its dashboard.
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').nth(1).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/laying-birds\/performance\/dashboard\/\d+/);
  const panel = page.getByRole('region', { name: 'Produção de ovos' });
  await expect(panel.getByText('Nenhum padrão de linhagem carregado: o lote é comparado com o seu próprio histórico.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Registrar ovos' })).toBeVisible();
  // Hens in lay are judged by their eggs: no feed conversion tile on their page.
  await expect(page.getByText('Conversão alimentar', { exact: true })).toHaveCount(0);
});
