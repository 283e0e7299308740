import { expect, test } from '@playwright/test';
import { sideBar, startSignedIn } from './helpers';

test('staff change an alert threshold and it is kept after a reload', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Limites de alerta' }).click();
  await expect(page).toHaveURL(/\/settings\/alerts$/);
  await expect(page).toHaveTitle('Plantel - Configurações - Alertas');

  const hours = page.getByRole('textbox', { name: 'Sem telemetria' });
  await expect(hours).toHaveValue('6');
  await hours.fill('8');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Limites salvos: os próximos alertas passam a usá-los.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Sem telemetria' })).toHaveValue('8');

  // Out of range is refused on the field, before anything is sent.
  await page.getByRole('textbox', { name: 'Sem telemetria' }).fill('500');
  await expect(page.getByText('Informe um número de 1 a 168.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // The defaults come back once saved (the rest of the suite runs on them).
  await page.getByRole('button', { name: 'Restaurar padrões' }).click();
  await expect(page.getByRole('textbox', { name: 'Sem telemetria' })).toHaveValue('6');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Limites salvos: os próximos alertas passam a usá-los.')).toBeVisible();
});

test('a producer reads the alert thresholds but cannot change them', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/settings/alerts');
  await expect(page.getByText('Somente a equipe técnica pode alterar.')).toBeVisible();
  const margin = page.getByRole('textbox', { name: 'Margem de temperatura' });
  await expect(margin).toHaveValue('2');
  await expect(margin).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
