import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboardOf, PASSWORD, startSignedIn } from './helpers';

// The demo farm plants these conditions: Aviário 01's silos ran dry hours ago during a heat wave
// (critical comfort, an open critical alert); Aviário 04 is past its planned slaughter day.

// The panels wait on a few API answers: on a busy machine they take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const banner = (page: Page) => page.getByRole('alert', { name: 'Situação mais urgente do galpão' });
const redTile = (page: Page, label: string) => page.locator('[data-alarm="true"]').filter({ hasText: label });

test('empty silos open the nutrition dashboard with a no-feed banner and a red feed tile', async ({ page }) => {
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 01');
  await expect(banner(page)).toContainText(/^Sem ração: os silos estão vazios \(3 de 3\)/);
  await expect(redTile(page, 'Ração disponível')).toBeVisible();
  // The banner comes before the dashboard's header and panels.
  const bannerTop = (await banner(page).boundingBox())!.y;
  expect(bannerTop).toBeLessThan((await redTile(page, 'Ração disponível').boundingBox())!.y);
  await expect(redTile(page, 'Consumo esperado em 24 h')).toHaveCount(0);
});

test('critical comfort is named on the sanity dashboard, with an open critical alert, and the comfort tile turns red', async ({ page }) => {
  await openDashboardOf(page, '/broiler/sanity', 'Aviário 01');
  await expect(banner(page)).toContainText('Conforto térmico crítico no galpão agora');
  // Critical comfort raises a critical alert per division: the banner counts them all.
  await expect(banner(page)).toContainText(/\d+ alertas? críticos? abertos? desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(redTile(page, 'Conforto agora')).toBeVisible();
  await expect(redTile(page, 'CO₂ agora')).toHaveCount(0);
});

test('an overdue slaughter is flagged in the list, on the forecast dashboard and, as a warning, on the planning page', async ({ page }) => {
  test.slow(); // three pages
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/slaughter-prediction');
  const row = page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 04' });
  // The day whole, the marker beside it as a chip.
  await expect(row.locator('[data-field="target_date"]')).toContainText(/^\d{2}\/\d{2}\/\d{4}/);
  await expect(row.locator('[data-field="target_date"] .MuiChip-root')).toHaveText(/^atrasado \d+ dias?$/);
  const aviario01 = page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 01' });
  await expect(aviario01).toBeVisible();
  await expect(aviario01).not.toContainText('atrasado');

  await row.locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/pcp\/dashboard\/\d+(\?sex=\d)?$/);
  await expect(banner(page)).toContainText(/Abate atrasado \d+ dias?: planejado para \d{2}\/\d{2}\/\d{4}/);
  await expect(redTile(page, 'Abate planejado')).toBeVisible();
  // On a phone the planned day, bold, stays on one line (it broke inside the year: "02/12/202 / 6").
  await page.setViewportSize({ width: 390, height: 844 });
  const day = redTile(page, 'Abate planejado').locator('dd').first();
  await expect(day).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const lineHeight = await day.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await day.boundingBox())!.height).toBeLessThan(1.5 * lineHeight);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/broiler/slaughter-prediction/planning');
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 04' }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/slaughter-prediction\/planning\/\d+\/\d+(\?sex=\d)?$/);
  const form = page.getByRole('form', { name: 'Planejamento de abate' });
  await expect(form.getByRole('alert').filter({ hasText: /^Abate atrasado \d+ dias?: estava planejado para/ })).toBeVisible();
  // Nothing was typed yet: no field is in error, and the day says what to do.
  await expect(form.locator('.Mui-error')).toHaveCount(0);
  await expect(form.getByText('O dia planejado já passou: escolha um novo dia.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Salvar planejamento' })).toBeDisabled();
});

test('the empty silos head Home\'s latest alerts and the alerts table, before newer warnings and the breeder flock\'s deaths', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Últimos alertas' }).getByRole('listitem');
  await expect(latest).toHaveCount(5);
  await expect(latest.first()).toContainText('Silos vazios: o lote está sem ração');
  await expect(latest.first()).toContainText('Aviário 01');

  await page.goto('/broiler/alerts/recent/');
  const rows = page.getByRole('table', { name: 'Alertas' }).getByRole('row');
  // Row 0 is the header.
  await expect(rows.nth(1)).toContainText('Silos vazios: o lote está sem ração');
  await expect(rows.nth(1)).toContainText('Aviário 01');
});

test('the shed lists put the shed with an open critical alert first, marked, unless the user sorts otherwise', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  const rows = page.getByRole('grid', { name: 'Galpões' }).getByRole('row');
  // Row 0 is the header.
  await expect(rows.nth(1)).toContainText('Aviário 01');
  await expect(rows.nth(1).getByRole('img', { name: 'Alerta crítico aberto' })).toBeVisible();
  const marks = page.getByRole('grid', { name: 'Galpões' }).getByRole('img', { name: /^Alerta/ });
  // Marked rows come before unmarked ones: the marks are on the first rows only.
  const marked = await marks.count();
  for (let i = 1; i <= marked; i++) await expect(rows.nth(i).getByRole('img', { name: /^Alerta/ })).toBeVisible();
});

/** The nutrition list of each module, and the module's name in the API. */
const NUTRITION_LISTS = [
  ['frangos_de_corte', '/broiler/nutrition'],
  ['matrizeiro', '/matrix/nutrition'],
  ['aves_poedeiras', '/laying-birds/nutrition'],
  ['suinos', '/swine/nutrition'],
] as const;

/**
 * A lodged shed the server finds in order now, and its module's nutrition list: the demo's silos and
 * climate move with the hour, and other specs close or load some sheds, so any module's will do.
 */
async function shedInOrder(request: APIRequestContext): Promise<{ shed: string; list: string }> {
  const login = await request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  for (const [module, list] of NUTRITION_LISTS) {
    const lodged = await request.get(`/api/v2/sheds/lodged?module=${module}&limit=50&ordering=id`, { headers });
    for (const shed of ((await lodged.json()) as { results: { id: number; identification: string }[] }).results) {
      const answer = await request.get(`/api/v2/sheds/${shed.id}/conditions`, { headers });
      if (((await answer.json()) as { conditions: unknown[] }).conditions.length === 0) return { shed: shed.identification, list };
    }
  }
  throw new Error('No lodged shed of the demo is in order');
}

test('a shed in order opens its dashboard without a banner or red tiles', async ({ page, request }) => {
  const { shed, list } = await shedInOrder(request);
  await openDashboardOf(page, list, shed);
  await expect(page.getByRole('region', { name: 'Nutrição' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('[data-alarm="true"]')).toHaveCount(0);
});
