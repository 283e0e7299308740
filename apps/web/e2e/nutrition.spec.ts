import { expect, test } from '@playwright/test';
import { openDashboardOf, pickerDigits, typeInPicker } from './helpers';

const DAY = 86_400_000;
const isoDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the nutrition dashboard shows the silos and the end of feed, and filters occupation and consumption', async ({ page }) => {
  const firstHistory = page.waitForResponse((r) => r.url().includes('/occupation-history?') && r.url().includes('days=7'));
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 01');
  await firstHistory;

  // The planted empty silos: every silo critical, the feed already run out.
  for (const silo of ['Silo 1', 'Silo 2', 'Silo 3']) await expect(page.getByRole('region', { name: silo })).toContainText('Crítico');
  await expect(page.getByText(/^Acabou há/)).toBeVisible();
  await expect(page.getByText('Os silos estão vazios: o lote está sem ração.')).toBeVisible();
  // The living demo's load cells read the empty silo with their noise: under 1 %, in Portuguese marks.
  await expect(page.getByRole('img', { name: /^Silo 1: 0,\d % ocupado, Crítico$/ })).toBeVisible();

  // Occupation: the last 3 days.
  const occupation = page.getByRole('region', { name: 'Histórico de ocupação dos silos' });
  await occupation.getByLabel('Dias').fill('0');
  await occupation.getByLabel('Dias').blur();
  await expect(occupation.getByText('Informe pelo menos 1 dia')).toBeVisible();
  await expect(occupation.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await occupation.getByLabel('Dias').fill('3');
  const threeDays = page.waitForResponse((r) => r.url().includes('/occupation-history?') && r.url().includes('days=3'));
  await occupation.getByRole('button', { name: 'Aplicar' }).click();
  const recent = (await (await threeDays).json()) as { results: { device_time: string }[] };
  expect(Date.parse(recent.results[0]!.device_time)).toBeGreaterThan(Date.now() - 3 * DAY - 3_600_000);

  // Occupation: a period; an end after today is refused.
  await occupation.getByRole('button', { name: 'Período' }).click();
  await typeInPicker(occupation, 'Fim', pickerDigits(isoDay(Date.now() + DAY)));
  await page.keyboard.press('Tab');
  await expect(occupation.getByText('O fim não pode ser depois de hoje')).toBeVisible();
  await expect(occupation.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  const [start, end] = [isoDay(Date.now() - 5 * DAY), isoDay(Date.now() - 2 * DAY)];
  await typeInPicker(occupation, 'Início', pickerDigits(start));
  await typeInPicker(occupation, 'Fim', pickerDigits(end));
  const period = page.waitForResponse((r) => r.url().includes('/occupation-history?') && r.url().includes(`start=${start}`) && r.url().includes(`end=${end}`));
  await occupation.getByRole('button', { name: 'Aplicar' }).click();
  const between = (await (await period).json()) as { results: { device_time: string }[] };
  expect(between.results.length).toBeGreaterThan(0);
  // The API takes the period as the company's calendar days (the demo company is in São Paulo).
  const localDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  expect(localDay(between.results[0]!.device_time) >= start).toBe(true);
  expect(localDay(between.results.at(-1)!.device_time) <= end).toBe(true);

  // Consumption by weeks of age.
  const consumption = page.getByRole('region', { name: 'Consumo real × referência' });
  await expect(consumption.getByRole('img', { name: 'Consumo total (kg)' })).toBeVisible();
  const weekly = page.waitForResponse((r) => r.url().includes('/consumption-history?') && r.url().includes('grouping=weeks'));
  await consumption.getByRole('button', { name: 'Por semana' }).click();
  const weeks = (await (await weekly).json()) as { results: { week: number; days: number }[] };
  expect(weeks.results.length).toBeGreaterThan(1);
  expect(weeks.results.length).toBeLessThanOrEqual(3);
  expect(new Set(weeks.results.map((w) => w.week)).size).toBe(weeks.results.length);
  await expect(consumption.getByRole('button', { name: 'Por semana' })).toHaveAttribute('aria-pressed', 'true');

  // Water from the shed's meter.
  await expect(page.getByRole('img', { name: 'Água por hora, últimas 48 h' })).toBeVisible();
  for (const canvas of await page.locator('canvas').all()) {
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  }
});

test('a shed with feed shows when it runs out, and a shed without a water meter says so', async ({ page }) => {
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 03');
  await expect(page.getByText(/^Acaba em/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Previsão de fim da ração' })).toBeVisible();
  await expect(page.getByText('Este galpão não tem hidrômetro.')).toBeVisible();
});

test('a silo takes new status thresholds: a bad pair is refused in the form, a good one regrades the silo', async ({ page }) => {
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 03');
  const silo = page.getByRole('region', { name: 'Silo 1' });
  await expect(silo).toContainText('Satisfatório');
  await silo.getByRole('button', { name: 'Ajustar Silo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustes do Silo 1' });
  await dialog.getByLabel('Limite baixo (alerta)').fill('20');
  await dialog.getByLabel('Limite crítico').fill('30');
  await dialog.getByLabel('Limite crítico').blur();
  await expect(dialog.getByText('O limite crítico deve ficar abaixo do limite baixo')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await dialog.getByLabel('Limite baixo (alerta)').fill('99');
  await dialog.getByLabel('Limite crítico').fill('98');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(silo).toContainText('Crítico');
});
