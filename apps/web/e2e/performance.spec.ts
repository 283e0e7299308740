import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './helpers';

/** Opens the first lodged broiler shed of the performance list on its dashboard. */
async function openBroilerDashboard(page: Page) {
  await page.goto('/broiler/performance');
  const first = page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
  await expect(first).toHaveText(/\S/);
  await first.click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
}

const divisions = (page: Page) => page.getByRole('radiogroup', { name: 'Divisões do lote' }).getByRole('radio');
const gainCells = (page: Page) => page.getByRole('table', { name: 'Ganho diário (G.P.D.) por idade' }).locator('tbody tr td:nth-child(3)');

test('selecting another division redraws its charts, and G.P.D. colours follow the sign', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await openBroilerDashboard(page);
  await expect(divisions(page).first()).toHaveAttribute('aria-checked', 'true');
  const firstName = await divisions(page).first().getByRole('heading').innerText();
  await expect(page.getByRole('region', { name: `Peso diário, últimos 14 dias: ${firstName}` })).toBeVisible();
  // Every chart actually paints on its canvas.
  for (const canvas of await page.locator('canvas').all()) {
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  }

  const second = divisions(page).nth(1);
  const secondName = await second.getByRole('heading').innerText();
  await second.click();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('region', { name: `Peso diário, últimos 14 dias: ${secondName}` })).toBeVisible();

  const cells = gainCells(page);
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    const text = (await cell.innerText()).trim();
    const tone = await cell.getAttribute('data-tone');
    if (text === '--') expect(tone).toBe('neutral');
    else expect(tone).toBe(text.startsWith('-') ? 'bad' : 'good');
  }
});

test("a weighing of 20 birds typed by hand becomes the day's point and its histogram", async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await openBroilerDashboard(page);
  const division = divisions(page).first();
  const name = await division.getByRole('heading').innerText();
  const cardWeight = async () => Number((await division.locator('p').first().innerText()).replace(/\D/g, ''));
  const before = await cardWeight();

  await page.getByRole('button', { name: 'Registrar pesagem' }).click();
  const dialog = page.getByRole('dialog', { name: `Nova pesagem: ${name}` });
  // 20 birds about 8 % above the division's latest weight.
  const weights = Array.from({ length: 20 }, (_, i) => Math.round(before * 1.08) - 40 + i * 4);
  await dialog.getByLabel('Pesos (g)').fill(weights.join('\n'));
  // A mixed flock is weighed by sex.
  await dialog.getByLabel('Sexo das aves pesadas').click();
  await page.getByRole('option', { name: 'Macho' }).click();
  await expect(dialog).toContainText('20 aves, média');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const histogram = page.getByRole('region', { name: /^Distribuição de pesos/ });
  await expect(async () => {
    const after = await cardWeight();
    expect(after).toBeGreaterThan(before);
  }).toPass();
  await expect(histogram).toBeVisible();
  const records = page.getByRole('list', { name: 'Pesagens digitadas' });
  await expect(records.getByRole('listitem').first()).toContainText('20 aves');
  await expect(records.getByRole('listitem').first()).toContainText('Macho');

  // The typed weighing can be removed again by its author.
  page.once('dialog', (d) => void d.accept());
  await records.getByRole('button', { name: /^Excluir a pesagem de/ }).first().click();
  await expect(records).toBeHidden();
  await expect(async () => expect(await cardWeight()).toBe(before)).toPass();
});

test('a guest reads the performance dashboard but cannot record anything', async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await openBroilerDashboard(page);
  await expect(divisions(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar pesagem' })).toHaveCount(0);
});
