import { expect, test } from '@playwright/test';
import { startSignedIn } from './helpers';

test('the sanity dashboard shows each division, switches between the last 24 h and the whole batch, and paints its charts', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/sanity');
  const first = page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
  await expect(first).toHaveText(/\S/);
  await first.click();
  await expect(page).toHaveURL(/\/broiler\/sanity\/dashboard\/\d+$/);

  const tabs = page.getByRole('tablist', { name: 'Divisões do lote' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  for (const name of ['Temperatura agora', 'Umidade agora', 'Temperatura e faixa ideal', 'Umidade e faixa ideal', 'Amplitude térmica diária', 'Horas em cada nível de conforto, por idade', 'Conforto térmico no lote']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Ar e saúde' })).toContainText('ppm');
  await expect(page.getByText(/Sem leituras desde/)).toHaveCount(0);

  const period = page.getByRole('group', { name: 'Período' });
  await expect(period.getByRole('button', { name: 'Últimas 24 h' })).toHaveAttribute('aria-pressed', 'true');
  await period.getByRole('button', { name: 'Lote inteiro' }).click();
  await expect(period.getByRole('button', { name: 'Lote inteiro' })).toHaveAttribute('aria-pressed', 'true');
  await expect(period.getByRole('button', { name: 'Últimas 24 h' })).toHaveAttribute('aria-pressed', 'false');

  for (const canvas of await page.locator('canvas').all()) {
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  }

  await page.getByRole('link', { name: 'Perfis de ambiência' }).click();
  await expect(page).toHaveURL('/settings/ambience');
});
