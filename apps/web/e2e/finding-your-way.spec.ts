import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './helpers';

const focused = (page: Page) => page.locator(':focus');

test('by keyboard alone: sign in, skip to the content, open a shed from the list with Enter, reach its dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuário').focus();
  await page.keyboard.type('produtor');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('app-bar-title')).toHaveText('Início');
  // Signed in, the keyboard starts from the page's content, not from the top of the document.
  await expect(focused(page)).toHaveAttribute('id', 'main-content');

  await page.goto('/broiler/performance');
  await expect(page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
  // The skip link is the first stop, and shows a focus ring.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Pular para o conteúdo');
  expect(await focused(page).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('id', 'main-content');

  // Tab on through the page until the list's table, then down to the first shed.
  const grid = page.getByRole('grid', { name: 'Galpões' });
  for (let i = 0; i < 40 && !(await grid.evaluate((g) => g.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
  expect(await grid.evaluate((g) => g.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowDown');
  const row = grid.locator('.MuiDataGrid-row').filter({ has: page.locator(':focus') });
  await expect(row).toHaveCount(1);
  const shed = (await row.locator('[data-field="name"]').innerText()).trim();
  // The shed's name is a real link: it opens in a new tab too.
  await expect(row.locator('[data-field="name"] a')).toHaveAttribute('href', /^\/broiler\/performance\/dashboard\/\d+\?sex=\d$/);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+\?sex=\d$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shed);
  // The app bar names the shed and the batch.
  await expect(page.getByTestId('app-bar-title')).toContainText(shed);
  await expect(page.getByTestId('app-bar-title')).toContainText('Lote');
});

test('the shed list at 1440 px shows its key figures without a sideways scroll inside the table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signIn(page, 'produtor');
  await expect(page).toHaveURL('/');
  await page.goto('/broiler/performance');
  const grid = page.getByRole('grid', { name: 'Galpões' });
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
  // The last column ends inside the table's own box: nothing hides behind a sideways scroll.
  const table = (await grid.boundingBox())!;
  const last = (await grid.getByRole('columnheader').last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(table.x + table.width + 1);
  for (const title of ['Peso', 'Conversão alimentar', 'IEP', 'Fase']) await expect(grid.getByRole('columnheader', { name: title, exact: true })).toBeInViewport();
  // The property has a column of its own: the shed's name does not repeat it.
  const first = grid.locator('.MuiDataGrid-row').first();
  const property = (await first.locator('[data-field="property"]').innerText()).trim();
  expect((await first.locator('[data-field="name"]').innerText()).trim().startsWith(property)).toBe(false);
});

test('the user menu switches the language', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'produtor');
  await expect(page).toHaveURL('/');
  await page.getByRole('banner').getByRole('button', { name: 'Conta de Paulo' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account of Paulo' })).toBeVisible();
  await expect(page.getByTestId('app-bar-title')).toHaveText('Home');
  await page.getByRole('banner').getByRole('button', { name: 'Account of Paulo' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Português (Brasil)' }).click();
  await expect(page.getByTestId('app-bar-title')).toHaveText('Início');
});
