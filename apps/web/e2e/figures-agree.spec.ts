import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { AlertCounts, HomeSummary, ShedList, SlaughterForecast } from '@plantel/contracts';
import { PASSWORD, startSignedIn } from './helpers';
import { readPdfFile } from './pdf';

const SHED = 'Aviário 01';
const FCR_DISPLAYED = /^\d+,\d{3}$/;
const EPEF_DISPLAYED = /^\d{1,3}(\.\d{3})*$/;

const grid = (page: Page) => page.getByRole('grid', { name: 'Galpões' });
const shedRow = (page: Page) => grid(page).locator('.MuiDataGrid-row').filter({ hasText: SHED });

/** A number as pt-BR writes it ("1.234,567") read back. */
const ptNumber = (text: string) => Number(text.trim().replace(/\./g, '').replace(',', '.'));

/** The value of a tile of the batch's performance dashboard, by its exact label. */
const tile = (page: Page, label: string) => page.locator('dl dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function download(page: Page, open: () => Promise<void>) {
  const saved = page.waitForEvent('download');
  await open();
  return (await saved).path();
}

/** The cells of a pt-BR CSV line (the shed list's file: `;`-separated, names without separators). */
const csvCells = (line: string) => line.split(';');

test('one FCR and one EPEF for a batch: the dashboard, the shed list, the PDF report and the list export agree', async ({ page }) => {
  // Wide enough for the grid to draw every column.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');

  // (b) The performance shed list: the shed's row (the first answer may wait on a busy machine).
  await expect(shedRow(page)).toHaveCount(1, { timeout: 15_000 });
  const listFcr = (await shedRow(page).locator('[data-field="conversion_factor"]').innerText()).trim();
  const listEpef = (await shedRow(page).locator('[data-field="production_efficiency"]').innerText()).trim();
  expect(listFcr).toMatch(FCR_DISPLAYED);
  expect(listEpef).toMatch(EPEF_DISPLAYED);
  const listWeight = (await shedRow(page).locator('[data-field="weight"]').innerText()).trim();
  const listAge = (await shedRow(page).locator('[data-field="age"]').innerText()).trim();
  expect(listWeight).toMatch(/^\d{1,3}(\.\d{3})* g$/);
  // The list shows the shed's name without its property; the link's title carries the whole name, as exported.
  const name = (await shedRow(page).locator('[data-field="name"] a').getAttribute('title'))!.trim();
  await expect(grid(page).getByRole('columnheader', { name: 'Conversão alimentar' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'IEP' })).toBeVisible();

  // (d) The list's export, CSV (pt-BR: decimal comma) and Excel (numbers).
  const exportAs = (format: string) =>
    download(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: format }).click();
    });
  const csv = (await readFile(await exportAs('CSV'), 'utf8')).slice(1).split('\r\n').filter((line) => line !== '').map(csvCells);
  const [header, ...rows] = csv;
  const csvRow = rows.find((r) => r[header!.indexOf('Nome')] === name)!;
  expect(csvRow).toBeDefined();
  const csvFcr = csvRow[header!.indexOf('Conversão alimentar (kg/kg)')]!;
  const csvEpef = csvRow[header!.indexOf('IEP')]!;
  expect(csvFcr).toMatch(/^\d+(,\d{1,3})?$/);
  expect(csvEpef).toMatch(/^\d+$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await exportAs('Excel (.xlsx)'))) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  const sheetRow = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find(
    (r) => r.getCell(titles.indexOf('Nome') + 1).value === name,
  )!;
  expect(sheetRow).toBeDefined();
  const xlsxFcr = sheetRow.getCell(titles.indexOf('Conversão alimentar (kg/kg)') + 1).value;
  const xlsxEpef = sheetRow.getCell(titles.indexOf('IEP') + 1).value;

  // (a) The batch's performance dashboard, opened from the row.
  await shedRow(page).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
  await expect(tile(page, 'Conversão alimentar')).toHaveText(FCR_DISPLAYED);
  const tileFcr = (await tile(page, 'Conversão alimentar').innerText()).trim();
  const tileEpef = (await tile(page, 'IEP').innerText()).trim();
  // The weight of the last weighing and today's age, as the list gives them (the age in the header and the tile alike).
  await expect(tile(page, 'Peso médio')).toHaveText(listWeight);
  const ageText = `${listAge} ${listAge === '1' ? 'dia' : 'dias'}`;
  await expect(tile(page, 'Idade')).toHaveText([ageText, ageText]);

  // (c) The batch's PDF report.
  const pdf = await readPdfFile(await download(page, () => page.getByRole('button', { name: 'Gerar relatório' }).click()));
  const text = pdf.text.replace(/\s+/g, ' ');
  const pdfFcr = /Conversão alimentar \(kg\/kg\) (\S+)/.exec(text)?.[1];
  const pdfEpef = /\bIEP (\d\S*)/.exec(text)?.[1];

  // The same numbers, as each shows them: the screens and the report in pt-BR at their precision.
  expect({ list: listFcr, report: pdfFcr }).toEqual({ list: tileFcr, report: tileFcr });
  expect({ list: listEpef, report: pdfEpef }).toEqual({ list: tileEpef, report: tileEpef });
  // The files keep the value to the same places (the CSV without trailing zeros, Excel as a number).
  expect(ptNumber(csvFcr)).toBe(ptNumber(tileFcr));
  expect(ptNumber(csvEpef)).toBe(ptNumber(tileEpef));
  expect(xlsxFcr).toBe(ptNumber(tileFcr));
  expect(xlsxEpef).toBe(ptNumber(tileEpef));
});

test('on a phone, in English, the shed card gives the FCR and EPEF of the dashboard, without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  const card = page.getByRole('list', { name: 'Sheds' }).getByRole('listitem').filter({ hasText: SHED });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  const figure = (label: string) => card.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  // English writes a decimal point.
  await expect(figure('Feed conversion')).toHaveText(/^\d+\.\d{3}$/);
  await expect(figure('EPEF')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const cardFcr = (await figure('Feed conversion').innerText()).trim();
  const cardEpef = (await figure('EPEF').innerText()).trim();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
  await expect(page.getByRole('list', { name: 'Sheds' })).toHaveCount(0);
  await expect(tile(page, 'Feed conversion')).toHaveText(cardFcr);
  await expect(tile(page, 'EPEF')).toHaveText(cardEpef);
});

/** An API answer as `username` reads it. */
async function apiAs<T>(page: Page, username: string, path: string): Promise<T> {
  const token = await page.request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  const answer = await page.request.get(path, { headers: { authorization: `Bearer ${access}` } });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

test('a critical status names its cause: the list says how many silos are critical, as many as the nutrition dashboard shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // What the server holds now: a broiler shed whose worst silo is critical.
  const list = await apiAs<ShedList>(page, 'tecnico', '/api/v2/sheds/nutrition?module=frangos_de_corte&limit=1000');
  const shed = list.results.find((s) => s.status === 1 && s.silo_statuses.critical > 0)!;
  expect(shed, 'a broiler shed with a critical silo').toBeDefined();
  const critical = shed.silo_statuses.critical;

  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/nutrition');
  const row = grid(page).locator('.MuiDataGrid-row').filter({ hasText: shed.identification });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-field="status"]')).toHaveText(critical === 1 ? '1 silo crítico' : `${critical} silos críticos`);

  await row.locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/nutrition\/dashboard\/\d+/);
  const silos = page.getByRole('region', { name: /^Silo/ });
  await expect(silos).toHaveCount(shed.silos.length);
  await expect(silos.filter({ hasText: 'Crítico' })).toHaveCount(critical);
});

test('a swine shed whose worst silo is critical or low says how many silos, in each language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const cause = (s: ShedList['results'][number]) => (s.status === 1 ? s.silo_statuses.critical : s.status === 2 ? s.silo_statuses.low : 0);
  const words = {
    'pt-BR': { 1: ['silo crítico', 'silos críticos'], 2: ['silo em alerta', 'silos em alerta'] },
    en: { 1: ['critical silo', 'critical silos'], 2: ['low silo', 'low silos'] },
    es: { 1: ['silo crítico', 'silos críticos'], 2: ['silo en alerta', 'silos en alerta'] },
  } as const;
  await startSignedIn(page, 'tecnico');
  for (const lang of ['pt-BR', 'en', 'es'] as const) {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    // The rows the page asked the server for, as it shows them.
    const answer = page.waitForResponse((r) => r.url().includes('/api/v2/sheds/nutrition?') && r.ok());
    await page.goto('/swine/nutrition');
    const list = (await (await answer).json()) as ShedList;
    expect(list.results.length).toBeGreaterThan(0);
    const rows = page.getByRole('grid').locator('.MuiDataGrid-row');
    await expect(rows).toHaveCount(list.results.length);
    for (const shed of list.results) {
      const status = rows.filter({ hasText: shed.identification }).locator('[data-field="status"]');
      const n = cause(shed);
      if (n > 0) await expect(status).toHaveText(`${n} ${words[lang][shed.status as 1 | 2][n === 1 ? 0 : 1]}`);
      else await expect(status).not.toHaveText(/silo/);
    }
  }
});

test('counts say their period and what they count: Home the last 24 hours, the alert cards the last 7 days, as the API counts them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const home = await apiAs<HomeSummary>(page, 'produtor', '/api/v2/home/summary');
  const broiler = home.modules.find((m) => m.module === 'frangos_de_corte')!;
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  const chips = page.getByRole('list', { name: 'Alertas · últimas 24 horas' }).first();
  await expect(chips).toBeVisible();
  for (const { type, count, open, critical_open: critical } of broiler.alerts) {
    const chip = chips.getByRole('listitem').filter({ hasText: new RegExp(`^${type}:`) });
    const openText = open === 0 ? 'nenhum aberto' : `${open} ${open === 1 ? 'aberto' : 'abertos'}`;
    const expected =
      critical > 0
        ? `${type}: ${count} · ${open} em aberto, ${critical} ${critical === 1 ? 'crítico' : 'críticos'}`
        : count === 0 && open === 0
          ? `${type}: 0`
          : `${type}: ${count} · ${openText}`;
    await expect(chip).toHaveText(expected);
    // Red while a critical one is open, amber while only warnings are: resolved alerts alone are no alarm.
    if (critical > 0) await expect(chip).toHaveClass(/MuiChip-colorError/);
    else if (open > 0) await expect(chip).toHaveClass(/MuiChip-colorWarning/);
    else await expect(chip).not.toHaveClass(/MuiChip-color(Error|Warning)/);
  }

  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const counts = await apiAs<AlertCounts>(page, 'produtor', `/api/v2/alerts/counts?module=frangos_de_corte&since=${encodeURIComponent(since)}`);
  await page.goto('/broiler/alerts/recent/');
  for (const { type, count, open, critical_open: critical } of counts.counts) {
    const card = page.getByRole('button', { name: new RegExp(`^${type}`) });
    await expect(card.getByRole('paragraph').first()).toHaveText(`${count} ${count === 1 ? 'alerta' : 'alertas'} · últimos 7 dias`);
    // Open whenever they began, the critical ones apart.
    await expect(card).toContainText(open === 0 ? 'nenhum aberto' : `${open} ${open === 1 ? 'aberto' : 'abertos'}`);
    if (critical > 0) await expect(card).toContainText(`${critical} ${critical === 1 ? 'crítico' : 'críticos'}`);
  }
});

test("the slaughter forecast calls today's weight an estimate, beside the last weighing, and a target day still to come expected, not reached", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/slaughter-prediction');
  const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/slaughter-weight-projection/') && r.ok());
  await grid(page).locator('.MuiDataGrid-row').filter({ hasText: SHED }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/pcp\/dashboard\/\d+/);
  const forecast = ((await (await loaded).json()) as SlaughterForecast).results;

  const weighedToday = forecast.weighed.some((d) => d.age === forecast.age);
  const label = weighedToday ? 'Pesado hoje' : 'Peso estimado hoje';
  await expect(tile(page, label)).toHaveText(`${forecast.current_weight!.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} g`);
  const last = forecast.weighed.reduce((a, b) => (b.age > a.age ? b : a));
  const note = tile(page, label).locator('xpath=following-sibling::dd[1]');
  await expect(note).toContainText(`última pesagem ${last.weight.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} g aos ${last.age} dias`);
  await expect(page.getByText('Peso de hoje', { exact: true })).toHaveCount(0);

  const target = forecast.target;
  if (target && !target.reached) {
    const [y, m, d] = target.date.split('-');
    const targetNote = tile(page, 'Peso meta').locator('xpath=following-sibling::dd[1]');
    // forecast.date is today on the company's calendar.
    await expect(targetNote).toHaveText(`${target.date < forecast.date ? 'Atingido em' : 'Previsto para'} ${d}/${m}/${y} (${target.age} dias)`);
  }
});
