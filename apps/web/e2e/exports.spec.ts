import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { startSignedIn } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Galpões' });
const dataRows = (page: Page) => grid(page).locator('.MuiDataGrid-row');
const cells = (page: Page, field: string) => dataRows(page).locator(`[data-field="${field}"]`).allInnerTexts();

/** The total the grid's footer gives ("1–6 de 6"). */
async function listedCount(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/(\d+)\s*$/.exec(text)![1]);
}

/** Chooses a format in the list's Export menu and answers the saved file's path and name. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const saved = await download;
  return { path: await saved.path(), name: saved.suggestedFilename() };
}

test('the shed list downloads as CSV and Excel with the filter and ordering on screen: the same columns and rows as the table', async ({ page }) => {
  // Wide enough for the grid to draw every column (it leaves out those off screen).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await expect.poll(() => listedCount(page)).toBeGreaterThan(0);
  const everyShed = await listedCount(page);

  const form = page.getByRole('form', { name: 'Adicionar filtro' });
  await form.getByLabel('Campo').click();
  await page.getByRole('option', { name: 'Idade', exact: true }).click();
  await form.getByLabel('Comparação').click();
  await page.getByRole('option', { name: 'maior que', exact: true }).click();
  await form.getByLabel('Valor').fill('20');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('button', { name: 'Idade maior que 20' })).toBeVisible();
  // Heaviest first: sorted by the weight column, twice for descending.
  const weightHeader = grid(page).getByRole('columnheader', { name: 'Peso' });
  await weightHeader.click();
  await weightHeader.click();
  await expect(weightHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(async () => {
    const ages = (await cells(page, 'age')).map((a) => Number(a.replace(/\D/g, '')));
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) expect(age).toBeGreaterThan(20);
    // The rows on screen are those of the descending answer, not of the ascending one still drawn.
    const weights = (await cells(page, 'weight')).map((w) => Number(w.replace(/\D/g, '')));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  }).toPass();
  await expect.poll(() => listedCount(page)).toBeLessThan(everyShed);
  const count = await listedCount(page);
  // One page on screen holds them all, so every name can be compared.
  expect(count).toBeLessThanOrEqual(25);
  const titles = await grid(page).getByRole('columnheader').allInnerTexts();
  // The cell shows the shed; its link's title, like the files, gives the full name with the property.
  const names = await dataRows(page).locator('[data-field="name"] a').evaluateAll((links) => links.map((a) => a.getAttribute('title')));

  const csvFile = await exportAs(page, 'CSV');
  expect(csvFile.name).toMatch(/^aviarios-desempenho-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(csvFile.path, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).split('\r\n').filter((line) => line !== '').map((line) => line.split(';'));
  // The file's titles are the table's, with their units: "Peso (g)" for "Peso".
  expect(header).toHaveLength(Number(await grid(page).getAttribute('aria-colcount')));
  expect(header).toHaveLength(titles.length);
  header!.forEach((title, i) => expect(title.startsWith(titles[i]!.trim())).toBe(true));
  expect(rows).toHaveLength(count);
  expect(rows.map((r) => r[header!.indexOf('Nome')])).toEqual(names);

  const xlsxFile = await exportAs(page, 'Excel (.xlsx)');
  expect(xlsxFile.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(xlsxFile.path)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(count + 1);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
  expect(Array.from({ length: count }, (_, i) => sheet.getRow(i + 2).getCell(header!.indexOf('Nome') + 1).value)).toEqual(names);
  expect(typeof sheet.getRow(2).getCell(header!.indexOf('Peso (g)') + 1).value).toBe('number');
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeEnabled();
});
