import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './helpers';

// Saving or resetting a profile judges every stored reading of the module again before it answers:
// on a busy two-core machine that can outlast an assertion's 5 s, so each waits for its answer first.
const profileAnswer = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse((r) => r.url().includes('/api/v2/ambience-profiles/') && r.request().method() === method, { timeout: 60_000 });

test("staff change a module's ambience bands, unsound bands are refused with the reason, and the defaults come back on reset", async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/ambience');
  await expect(page).toHaveTitle('Plantel - Configurações - Ambiência');
  await expect(page.getByText('Padrão do Plantel', { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'Faixas de Frangos de corte' });
  const firstMax = table.getByLabel('Temp. máx. (°C), a partir de 0 dias');
  await firstMax.fill('34');
  const saved = profileAnswer(page, 'PUT');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Perfil salvo: os painéis passam a usá-lo.')).toBeVisible();
  await expect(page.getByText('Perfil da empresa', { exact: true })).toBeVisible();
  await page.reload();
  await expect(table.getByLabel('Temp. máx. (°C), a partir de 0 dias')).toHaveValue('34');

  // A band whose minimum passes its maximum is refused with the reason.
  await table.getByLabel('Temp. mín. (°C), a partir de 0 dias').fill('40');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toContainText('temperature minimum must be below its maximum');
  // What is not a number is marked under its cell, and nothing is sent.
  await firstMax.fill('3a');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(firstMax).toHaveAccessibleDescription('Valor inválido');
  await page.reload();
  await expect(firstMax).toHaveValue('34');

  const reset = profileAnswer(page, 'DELETE');
  await page.getByRole('button', { name: 'Voltar ao padrão' }).click();
  expect((await reset).status()).toBe(204);
  await expect(page.getByText('Padrão do Plantel', { exact: true })).toBeVisible();
  await expect(table.getByLabel('Temp. máx. (°C), a partir de 0 dias')).not.toHaveValue('34');
});

test('a producer reads the ambience bands but cannot change them', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/settings/ambience');
  await expect(page.getByText('Somente a equipe técnica pode alterar.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Faixas de Frangos de corte' }).getByLabel('Temp. máx. (°C), a partir de 0 dias')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
