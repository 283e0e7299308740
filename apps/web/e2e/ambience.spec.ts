import { expect, test } from '@playwright/test';
import { startSignedIn } from './helpers';

test("staff change a module's ambience bands, unsound bands are refused with the reason, and the defaults come back on reset", async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/ambience');
  await expect(page).toHaveTitle('Plantel - Configurações - Ambiência');
  await expect(page.getByText('Padrão do Plantel', { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'Faixas de Frangos de corte' });
  const firstMax = table.getByLabel('Temp. máx. (°C), a partir de 0 dias');
  await firstMax.fill('34');
  await page.getByRole('button', { name: 'Salvar' }).click();
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

  await page.getByRole('button', { name: 'Voltar ao padrão' }).click();
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
