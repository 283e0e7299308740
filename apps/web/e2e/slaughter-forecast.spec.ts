import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SlaughterForecast } from '@plantel/contracts';
import { pickerDigits, startSignedIn, typeInPicker } from './helpers';

type Forecast = SlaughterForecast['results'];

/** Opens a shed from a slaughter-prediction list as a user would, and keeps the forecast the page loads. */
async function openFromList(page: Page, listPath: string, shed: string, target: RegExp): Promise<Forecast> {
  await startSignedIn(page, 'tecnico');
  await page.goto(listPath);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/slaughter-weight-projection/') && r.ok());
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: shed }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(target);
  return ((await (await loaded).json()) as SlaughterForecast).results;
}

/** Hovers the weight chart over an age (x axis from the first weighed age to the last forecast one) and reads the tooltip. */
async function tooltipAt(chart: Locator, forecast: Forecast, age: number): Promise<string> {
  const box = (await chart.boundingBox())!;
  const [left, right] = [64, 24];
  const first = forecast.weighed[0]!.age;
  const last = forecast.predictions.at(-1)!.age;
  const x = left + ((age - first) / (last - first)) * (box.width - left - right);
  await chart.hover({ position: { x, y: box.height / 2 } });
  // ECharts' tooltip box: the one layer it puts above everything else.
  const tooltip = chart.locator('div[style*="z-index: 9999999"]').filter({ hasText: /Pesado|Previsão/ });
  await expect(tooltip).toBeVisible();
  return tooltip.innerText();
}

const grams = (n: number) => `${Math.round(n).toLocaleString('pt-BR')}`;

test('the slaughter forecast draws the weighings until today and the forecast after, with the forecast table', async ({ page }) => {
  const forecast = await openFromList(page, '/broiler/slaughter-prediction', 'Aviário 01', /\/broiler\/pcp\/dashboard\/\d+(\?sex=\d)?$/);
  expect(forecast.method).toBe('table-trend');

  const chart = page.getByRole('img', { name: 'Peso: pesado e previsto' });
  await expect(chart).toBeVisible();
  // Before today only the weighed line has points, after today only the forecast; today both meet.
  const past = forecast.weighed.at(-3)!;
  const pastTip = await tooltipAt(chart, forecast, past.age);
  expect(pastTip).toContain('Pesado');
  expect(pastTip).not.toContain('Previsão');
  const future = forecast.predictions[5]!;
  const futureTip = await tooltipAt(chart, forecast, future.age);
  expect(futureTip).toContain('Previsão');
  expect(futureTip).not.toContain('Pesado');
  expect(futureTip).toContain(grams(future.weight));
  // Within its 80 % band, each edge at its own weight.
  expect(futureTip).toContain('P10 (intervalo de 80 %)');
  expect(futureTip).toContain(grams(future.weight_p10!));
  expect(futureTip).toContain(grams(future.weight_p90!));
  expect(future.weight_p10!).toBeLessThan(future.weight);
  await expect(page.getByText(/faixa sombreada é o intervalo de previsão de 80 %/)).toBeVisible();

  // The table: one row per forecast day, in the user's locale, the target day marked.
  const table = page.getByRole('table', { name: 'Previsão por dia' });
  await expect(table.getByRole('row')).toHaveCount(forecast.predictions.length + 1);
  const [y, m, d] = future.date.split('-');
  await expect(table.getByRole('row').nth(6)).toContainText(`${d}/${m}/${y}`);
  await expect(table.getByRole('row').nth(6)).toContainText(grams(future.accumulated_consumption));
  // Each day's 80 % band beside its weight, as the API sends it.
  await expect(table.getByRole('columnheader', { name: 'Faixa P10–P90 (g)' })).toBeVisible();
  await expect(table.getByRole('row').nth(6)).toContainText(`${grams(future.weight_p10!)}–${grams(future.weight_p90!)}`);
  const target = forecast.target!;
  await expect(table.getByRole('row').filter({ hasText: 'peso meta' })).toContainText(String(target.age));

  // The PCP below: the 15 ages up to today and the forecast after.
  await expect(page.getByRole('table', { name: 'Projeção de produção por idade' }).getByRole('row')).toHaveCount(15 + forecast.predictions.length + 1);
});

test('planning a slaughter day shows the expected weight and feed, saves it, and the list follows', async ({ page }) => {
  const forecast = await openFromList(page, '/broiler/slaughter-prediction/planning', 'Aviário 03', /\/broiler\/slaughter-prediction\/planning\/\d+\/\d+(\?sex=\d)?$/);
  const day = forecast.predictions.find((p) => p.age === 40)!;

  await typeInPicker(page, 'Dia do abate', pickerDigits(day.date));
  await expect(page.getByText('Peso previsto', { exact: true })).toBeVisible();
  const expected = page.locator('dl').filter({ hasText: 'Peso previsto' });
  await expect(expected).toContainText(`${grams(day.weight)} g`);
  await expect(expected).toContainText(`${grams(day.necessary_ration)} kg`);
  await expect(expected).toContainText(`Entre ${grams(day.weight_p10!)} e ${grams(day.weight_p90!)} g (P10–P90)`);

  // A day beyond the forecast is refused before it is sent.
  const beyond = new Date(Date.parse(forecast.predictions.at(-1)!.date) + 86_400_000).toISOString().slice(0, 10);
  await typeInPicker(page, 'Dia do abate', pickerDigits(beyond));
  await expect(page.getByText('O dia está além da previsão.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar planejamento' })).toBeDisabled();

  await typeInPicker(page, 'Dia do abate', pickerDigits(day.date));
  await page.getByLabel('Peso meta (g)').fill('3200');
  const saved = page.waitForResponse((r) => r.url().includes('/slaughter-plan') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar planejamento' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Planejamento de abate salvo.')).toBeVisible();

  await page.goto('/broiler/slaughter-prediction/planning');
  const [y, m, d] = day.date.split('-');
  await expect(page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 03' })).toContainText(`${d}/${m}/${y}`);

  // The slaughter-prediction list gives the planned day's forecast with its 80 % band, as the forecast's table does.
  await page.goto('/broiler/slaughter-prediction');
  const grid = page.getByRole('grid', { name: 'Galpões' });
  await expect(grid.getByRole('columnheader', { name: 'Peso no abate (P10–P90)' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Aviário 03' })).toContainText(`${grams(day.weight)} g (${grams(day.weight_p10!)}–${grams(day.weight_p90!)})`);
});
