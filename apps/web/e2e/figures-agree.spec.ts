import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { startSignedIn } from './helpers';
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

  // (b) The performance shed list: the shed's row.
  await expect(shedRow(page)).toHaveCount(1);
  const listFcr = (await shedRow(page).locator('[data-field="conversion_factor"]').innerText()).trim();
  const listEpef = (await shedRow(page).locator('[data-field="production_efficiency"]').innerText()).trim();
  expect(listFcr).toMatch(FCR_DISPLAYED);
  expect(listEpef).toMatch(EPEF_DISPLAYED);
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
  await expect(card).toHaveCount(1);
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
