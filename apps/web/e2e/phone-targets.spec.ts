import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDashboardOf, startSignedIn } from './helpers';

/**
 * The pages a producer opens from an alert, and the devices page, on a 390×844 phone: nothing
 * scrolls sideways, the table's rows are cards with every column in them, and every control a finger
 * presses is at least 44×44 px.
 */

const TOUCH = 44;
test.use({ viewport: { width: 390, height: 844 } });

/** Waits until the page has drawn its data: no spinner, bar or placeholder left. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The visible controls smaller than a finger: buttons, links, role=button, comboboxes, inputs and a
 * chip's delete cross, as drawn.
 * Left out: what no one can press (hidden from assistive technology or from the pointer) and what
 * sits off-screen until focused (the skip link).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a, [role="button"], [role="combobox"], input, .MuiChip-deleteIcon')) {
      if (element.closest('[aria-hidden="true"]') || (element instanceof HTMLInputElement && element.type === 'hidden')) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) || getComputedStyle(element).pointerEvents === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom + window.scrollY <= 0 || box.right <= 0) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.placeholder) : element.textContent;
        const name = (element.getAttribute('aria-label') ?? label ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, TOUCH);
}

async function expectPhoneReady(page: Page) {
  await settled(page);
  expect(await sidewaysScroll(page), 'pixels the page scrolls sideways').toBe(0);
  expect(await smallTargets(page), `controls under ${TOUCH}×${TOUCH} px`).toEqual([]);
}

/** A card of the list lies inside the screen's width. */
async function expectWithinScreen(card: Locator) {
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test('the devices page lists each device as a card with its shed, status, keys and actions', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/devices');
  const devices = page.getByRole('list', { name: 'Dispositivos' });
  await expect(devices.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Dispositivos' })).toHaveCount(0);

  const first = devices.getByRole('listitem').first();
  await expectWithinScreen(first);
  for (const column of ['Tipo', 'Propriedade – galpão', 'Posição', 'Última leitura', 'Chaves']) await expect(first.getByRole('term').filter({ hasText: column })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Editar / })).toBeVisible();
  await expectPhoneReady(page);
});

test('the recent alerts page shows each alert as a card, its message and Acknowledge button on screen', async ({ page, request }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/broiler/alerts/recent/');
  await settled(page);
  const alerts = page.getByRole('list', { name: 'Alertas' });
  const token = ((await (await request.post('/api/v1/token/', { data: { username: 'produtor', password: 'plantel' } })).json()) as { access: string }).access;
  // The last 24 h (the API's default) lie within the page's 7 days: an alert open there has its card here.
  const recent = await request.get('/api/v2/alerts/recent?module=frangos_de_corte&limit=500', { headers: { authorization: `Bearer ${token}` } });
  expect(recent.ok()).toBe(true);
  const open = ((await recent.json()) as { state: string }[]).filter((a) => a.state === 'open').length;
  if (open > 0) {
    const card = alerts.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Reconhecer' }) }).first();
    await expect(card).toBeVisible();
    await expectWithinScreen(card);
    await expectWithinScreen(card.getByRole('button', { name: 'Reconhecer' }));
    await expect(card.getByRole('term').filter({ hasText: 'Mensagem' })).toBeVisible();
  }
  await expectPhoneReady(page);
});

test('the alert history fits the phone with finger-sized controls', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/broiler/alerts/history');
  await settled(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectPhoneReady(page);
});

test('the report schedules are cards with finger-sized actions', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/reports');
  await settled(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectPhoneReady(page);
});

test("the producers a user follows are chips whose delete crosses a finger can press", async ({ page }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/settings/users');
  await settled(page);
  const card = page.getByRole('region', { name: /\(produtor\)$/ });
  const chips = card.locator('.MuiChip-deletable');
  await expect(chips.first()).toBeVisible({ timeout: 20_000 });
  const cross = (await chips.first().locator('.MuiChip-deleteIcon').boundingBox())!;
  expect(Math.min(cross.width, cross.height)).toBeGreaterThanOrEqual(TOUCH - 0.5);
  await expectPhoneReady(page);
});

test('the feed deliveries of a shed are cards on a phone, each with its silo, quantity and actions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 04');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestão de ração: entregas nos silos' });
  const deliveries = dialog.getByRole('list', { name: 'Entregas de ração' });
  await expect(deliveries.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('table', { name: 'Entregas de ração' })).toHaveCount(0);
  const first = deliveries.getByRole('listitem').first();
  await expectWithinScreen(first);
  for (const field of ['Silo', 'Quantidade', 'Origem']) await expect(first.getByRole('term').filter({ hasText: field })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Editar a entrega/ })).toBeVisible();
  expect(await smallTargets(page), `controls under ${TOUCH}×${TOUCH} px`).toEqual([]);
});

test("a dashboard's header keeps to shed, batch and age on a phone, the batch picker and details one tap away", async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await page.getByRole('list', { name: 'Galpões' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
  const header = page.getByRole('region', { name: 'Sobre o galpão' });
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header).toContainText(/Lote .+ · \d+ dias?/);
  // Compact: a quarter of the screen at most, the selector and the figures folded away.
  expect((await header.boundingBox())!.height).toBeLessThan(844 / 4);
  const batchPicker = header.getByRole('combobox', { name: 'Lote' });
  await expect(batchPicker).toBeHidden();
  const details = header.getByRole('button', { name: 'Detalhes do lote' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(batchPicker).toBeVisible();
  await expect(header.getByRole('term').filter({ hasText: 'Linhagem' })).toBeVisible();
  await expectPhoneReady(page);
});

test('the forecast table keeps age, date and weight on a phone; the feed columns are one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/slaughter-prediction');
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 01' }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/pcp\/dashboard\/\d+/);
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole('table', { name: 'Previsão por dia' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText(['Idade (dias)', 'Data', 'Peso previsto (g)']);
  // The 80 % band stays in sight, under each weight.
  await expect(table.getByRole('row').nth(1).getByLabel('Faixa P10–P90 (g)')).toHaveText(/^[\d.]+–[\d.]+$/);
  const more = page.getByRole('button', { name: 'Mostrar consumo e necessidade' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(headers).toHaveCount(5);
  await expect(headers.nth(3)).toHaveText('Consumo acumulado (kg)');
  await expect(page.getByRole('button', { name: 'Ocultar consumo e necessidade' })).toHaveAttribute('aria-expanded', 'true');
  expect(await sidewaysScroll(page), 'pixels the page scrolls sideways').toBe(0);
});
