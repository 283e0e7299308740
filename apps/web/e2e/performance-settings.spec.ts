import { expect, test, type Page } from '@playwright/test';
import { sideBar, startSignedIn } from './helpers';

const reference = (page: Page) => page.getByRole('textbox', { name: 'Peso de referência' });
const points = (page: Page) => page.getByRole('textbox', { name: 'Pontos de CA por 100 g' });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('staff choose the older convention for the adjusted FCR, save it, and it is kept after a reload', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Configurações de desempenho' }).click();
  await expect(page).toHaveURL(/\/settings\/performance$/);
  await expect(page).toHaveTitle('Plantel - Configurações - Desempenho');
  await expect(page.getByText('CA ajustada = CA − (peso médio − peso de referência) ÷ 100 g × pontos por 100 g')).toBeVisible();

  // Plantel's default until staff change it: the ILVO proposal.
  await expect(reference(page)).toHaveValue('2500');
  await expect(points(page)).toHaveValue('0,02');
  await expect(page.getByRole('radio', { name: 'Proposta ILVO (padrão do Plantel): 2.500 g e 0,02 por 100 g' })).toBeChecked();
  await expect(page.getByText('Exemplo: um lote com CA 1,650 e peso médio de 2.900 g: 1,650 − (2.900 − 2.500) ÷ 100 × 0,02 = CA ajustada 1,570.')).toBeVisible();

  // By keyboard: the convention radios, then Save.
  await page.getByRole('radio', { name: /^Proposta ILVO/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Convenção anterior: 1.500 g e 0,04 por 100 g' })).toBeChecked();
  await expect(reference(page)).toHaveValue('1500');
  await expect(points(page)).toHaveValue('0,04');
  await expect(page.getByText(/= CA ajustada 1,090\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Configurações salvas: a CA ajustada passa a usar 1.500 g e 0,04 por 100 g.')).toBeVisible();

  await page.reload();
  await expect(reference(page)).toHaveValue('1500');
  await expect(points(page)).toHaveValue('0,04');
  await expect(page.getByRole('radio', { name: /^Convenção anterior/ })).toBeChecked();

  // Out of range is refused on the field, before anything is sent.
  await points(page).fill('0,5');
  await expect(page.getByText('Informe um número de 0 a 0,2.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // A value of the company's own, then the default back (the rest of the suite runs on it).
  await reference(page).fill('2200');
  await points(page).fill('0,03');
  await expect(page.getByRole('radio', { name: 'Valores próprios' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas: a CA ajustada passa a usar 2.200 g e 0,03 por 100 g.')).toBeVisible();
  await page.getByRole('radio', { name: /^Proposta ILVO/ }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas: a CA ajustada passa a usar 2.500 g e 0,02 por 100 g.')).toBeVisible();
});

test('the screen speaks English with English numbers and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/performance');
  await expect(page).toHaveTitle('Plantel - Settings - Performance');
  await expect(page.getByRole('radio', { name: "ILVO proposal (Plantel's default): 2,500 g and 0.02 per 100 g" })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'FCR points per 100 g' })).toHaveValue('0.02');
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('a producer reads the performance settings but cannot change them', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Configurações de desempenho' }).click();
  await expect(page.getByText('Somente a equipe técnica pode alterar.')).toBeVisible();
  await expect(page.getByText('Em uso: Proposta ILVO (padrão do Plantel): 2.500 g e 0,02 por 100 g.')).toBeVisible();
  await expect(reference(page)).toHaveValue('2500');
  await expect(reference(page)).not.toBeEditable();
  await expect(points(page)).not.toBeEditable();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
