import { expect, test, type Page } from '@playwright/test';
import { sideBar, startSignedIn } from './helpers';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('staff set how many months of raw readings are kept, by keyboard, and it is kept after a reload', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Retenção de leituras' }).click();
  await expect(page).toHaveURL(/\/settings\/retention$/);
  await expect(page).toHaveTitle('Plantel - Configurações - Retenção de leituras');
  const months = page.getByRole('textbox', { name: 'Leituras brutas guardadas' });
  const saved = await months.inputValue();
  expect(Number(saved)).toBeGreaterThanOrEqual(4);

  // Out of range or not whole: refused on the field, before anything is sent.
  await months.fill('3');
  await expect(page.getByText('Informe um número inteiro de meses de 4 a 120.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await months.fill('6,5');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  const next = saved === '36' ? '30' : '36';
  await months.fill(next);
  await page.getByRole('button', { name: 'Salvar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Salvo: as leituras brutas são guardadas por ${next} meses antes do atual.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Leituras brutas guardadas' })).toHaveValue(next);

  // The value it had back (the rest of the suite runs on it).
  await page.getByRole('textbox', { name: 'Leituras brutas guardadas' }).fill(saved);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Salvo: as leituras brutas são guardadas por ${saved} meses antes do atual.`)).toBeVisible();
});

test('the screen speaks Spanish and English and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
  });
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Retención de lecturas' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lecturas brutas guardadas' })).toBeEditable();
  expect(await noSidewaysScroll(page)).toBe(true);
  const save = await page.getByRole('button', { name: 'Guardar' }).boundingBox();
  expect(save!.height).toBeGreaterThanOrEqual(44);

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page).toHaveTitle('Plantel - Settings - Reading retention');
  await expect(page.getByRole('textbox', { name: 'Raw readings kept' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('a producer reads the retention but cannot change it', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/settings/retention');
  await expect(page.getByText('Somente a equipe técnica pode alterar.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Leituras brutas guardadas' })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
