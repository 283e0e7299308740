import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Galpões' });
const dataRows = (page: Page) => grid(page).locator('.MuiDataGrid-row');
const cells = (page: Page, field: string) => dataRows(page).locator(`[data-field="${field}"]`).allInnerTexts();

async function addFilter(page: Page, field: string, operator: string, value: string) {
  const form = page.getByRole('form', { name: 'Adicionar filtro' });
  await form.getByLabel('Campo').click();
  await page.getByRole('option', { name: field, exact: true }).click();
  await form.getByLabel('Comparação').click();
  await page.getByRole('option', { name: operator, exact: true }).click();
  await form.getByLabel('Valor').fill(value);
  await form.getByRole('button', { name: 'Adicionar' }).click();
}

const age = (text: string) => Number(text.replace(/\D/g, ''));

test('filters broiler performance by lineage and age, keeps the filters on reload, and opens a shed on its dashboard', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/broiler/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Desempenho' })).toBeVisible();
  // Before filtering, the list holds sheds the filters will leave out.
  await expect(async () => {
    const [lineages, ages] = [await cells(page, 'lineage'), await cells(page, 'age')];
    expect(lineages.some((l, i) => !/Ross/.test(l) || age(ages[i]!) <= 20)).toBe(true);
  }).toPass();

  await addFilter(page, 'Linhagem', 'contém', 'ross');
  await addFilter(page, 'Idade', 'maior que', '20');
  await expect(page.getByRole('button', { name: 'Linhagem contém ross' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idade maior que 20' })).toBeVisible();

  const check = async () => {
    await expect(async () => {
      const lineages = await cells(page, 'lineage');
      const ages = await cells(page, 'age');
      expect(lineages.length).toBeGreaterThan(0);
      for (const lineage of lineages) expect(lineage).toMatch(/Ross/);
      for (const a of ages) expect(age(a)).toBeGreaterThan(20);
    }).toPass();
  };
  await check();
  const shown = await cells(page, 'name');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Linhagem contém ross' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idade maior que 20' })).toBeVisible();
  await check();
  expect(await cells(page, 'name')).toEqual(shown);

  const first = dataRows(page).first();
  const name = await first.locator('[data-field="name"]').innerText();
  const lineage = await first.locator('[data-field="lineage"]').innerText();
  const firstAge = await first.locator('[data-field="age"]').innerText();
  await first.locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+\?sex=[123]$/);
  const header = page.getByRole('region', { name: 'Sobre o galpão' });
  await expect(header.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(header).toContainText(lineage);
  await expect(header).toContainText(`${age(firstAge)} dias`);
  // The performance dashboard's own panel, for the batch in the header.
  await expect(page.getByRole('radiogroup', { name: 'Divisões do lote' })).toBeVisible();
});

test('a phone-sized screen shows the list as cards that open the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/swine/nutrition');
  const cards = page.getByRole('list', { name: 'Galpões' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await expect(cards.first()).toContainText('Ração disponível');
  const title = await cards.first().getByRole('heading').innerText();
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/swine\/nutrition\/dashboard\/\d+/);
  // The card names the shed; the dashboard's heading puts the property before it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`- ${title}$`));
  // The swine nutrition panel counts feed per pig.
  await expect(page.getByRole('region', { name: 'Nutrição' }).getByText('Ração disponível')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consumo por suíno' })).toBeVisible();

  // The same swine shed under a broiler address is not found there.
  const shedId = new URL(page.url()).pathname.split('/').at(-1);
  await page.goto(`/broiler/nutrition/dashboard/${shedId}`);
  await expect(page.getByRole('alert')).toHaveText('Galpão não encontrado, ou fora dos módulos da sua conta.');
});

test('on a phone, search and stages stay in sight, the field filters fold behind "Filtros (n)", and two sheds start above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  const cards = page.getByRole('list', { name: 'Galpões' }).getByRole('listitem');
  await expect(cards.nth(1)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar por galpão, produtor, propriedade ou núcleo' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fase do lote' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Adicionar filtro' });
  await expect(form).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Filtros (0)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  for (const card of [cards.nth(0), cards.nth(1)]) expect((await card.boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // By keyboard: the button opens the fold, a filter is added, and the count follows.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await addFilter(page, 'Idade', 'maior que', '1');
  await expect(page.getByRole('button', { name: 'Idade maior que 1' })).toBeVisible();
  const folded = page.getByRole('button', { name: 'Filtros (1)' });
  await folded.click();
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  expect((await cards.nth(1).boundingBox())!.y).toBeLessThan(844);
});

test('a guest sees producer and property masked in the list and on the dashboard', async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await page.goto('/broiler/performance');
  await expect(dataRows(page).first()).toBeVisible();
  // The server masks the names; the list leaves out the two columns that would read only •••••.
  await expect(page.getByRole('columnheader', { name: 'Produtor' })).toHaveCount(0);
  expect([...(await cells(page, 'producer')), ...(await cells(page, 'property'))]).toEqual([]);
  // Shed names carry the property's name: a guest reads the identification instead.
  const names = await cells(page, 'name');
  for (const name of names) expect(name).toMatch(/^Aviário \d+$/);
  await dataRows(page).first().locator('[data-field="name"]').click();
  const header = page.getByRole('region', { name: 'Sobre o galpão' });
  await expect(header.getByRole('img', { name: 'oculto' })).toHaveCount(2);
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
});

test('a guest’s filter panel offers no producer or property filter, and filters by the identification', async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await page.goto('/broiler/performance');
  await expect(dataRows(page).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Adicionar filtro' });
  await form.getByLabel('Campo').click();
  await expect(page.getByRole('option', { name: 'Identificação', exact: true })).toBeVisible();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options).toContain('Identificação');
  expect(options).toContain('Linhagem');
  expect(options).not.toContain('Produtor');
  expect(options).not.toContain('Propriedade');
  await page.keyboard.press('Escape');
  await addFilter(page, 'Identificação', 'contém', '01');
  await expect(page.getByRole('button', { name: 'Identificação contém 01' })).toBeVisible();
  await expect(async () => {
    const names = await cells(page, 'name');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/01/);
  }).toPass();
});

test('the stage switches narrow the list: empty sheds only when asked for', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/nutrition');
  await expect(dataRows(page).first()).toBeVisible();
  const stagesShown = async () => new Set(await cells(page, 'stage'));
  await expect(async () => expect([...(await stagesShown())].every((s) => s === 'Alojado' || s === 'Abate')).toBe(true)).toPass();

  const stages = page.getByRole('group', { name: 'Fase do lote' });
  await stages.getByRole('button', { name: 'Alojado', exact: true }).click();
  await stages.getByRole('button', { name: 'Lote vazio' }).click();
  await expect(stages.getByRole('button', { name: 'Lote vazio' })).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => expect([...(await stagesShown())]).toEqual(['Lote vazio'])).toPass();
});

test('a page configured for an external dashboard embeds it for the batch, in the interface language', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP ')) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`)),
  );
  await startSignedIn(page, 'tecnico');
  await page.goto('/matrix/sanity');
  await dataRows(page).first().locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/matrix\/sanity\/dashboard\/\d+$/);

  const frame = page.getByTitle('Painel: Sanidade e ambiência');
  await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:9\/grafana\/d\/sanity-pt\?orgId=1&theme=light&kiosk&/);
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.searchParams.getAll('var-batch_id')).toHaveLength(1);
  expect(src.searchParams.getAll('var-silos').length).toBeLessThanOrEqual(3);
  const from = Number(src.searchParams.get('from'));
  const to = Number(src.searchParams.get('to'));
  expect(to - from).toBeGreaterThanOrEqual(50 * 24 * 3600 * 1000);
  await expect(page.getByRole('heading', { name: 'Indicadores do lote' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Idioma: Português (Brasil)' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTitle('Dashboard: Health and ambience')).toHaveAttribute('src', /\/grafana\/d\/sanity-en\?/);
  expect(violations).toEqual([]);
});
