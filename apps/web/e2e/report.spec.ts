import { expect, test, type Page } from '@playwright/test';
import { openDashboardOf, startSignedIn } from './helpers';
import { readPdfFile } from './pdf';

/** Holds the report's answer back a little, so the progress a slow server would show can be seen. */
async function slowReports(page: Page) {
  await page.route('**/api/v2/batches/*/report?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

async function generateReport(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return { pdf: await readPdfFile(await (await download).path()) };
}

test('the dashboard builds the batch report, shows its progress and saves a PDF of the batch shown', async ({ page }) => {
  await slowReports(page);
  await openDashboardOf(page, '/broiler/sanity', 'Aviário 01');
  const batch = (await page.getByRole('combobox', { name: 'Lote' }).innerText()).split(' (')[0]!.trim();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gerando o relatório do lote…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeDisabled();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('status').filter({ hasText: `Relatório salvo: ${saved.suggestedFilename()}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeEnabled();

  const pdf = await readPdfFile(await saved.path());
  expect(pdf.pages).toBeGreaterThanOrEqual(3);
  expect(pdf.text).toContain('Relatório do lote');
  expect(pdf.text).toContain(batch);
  expect(pdf.text).toContain('Ambiência e conforto térmico');
});

test("the report speaks the interface's language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await page.getByRole('grid', { name: 'Sheds' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]').click();
  const { pdf } = await generateReport(page, 'Generate report');
  expect(pdf.text).toContain('Batch report');
  expect(pdf.text).toContain('Key indicators and reference');
});

test("a guest's report hides the producer and property, as the dashboard does", async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await page.goto('/broiler/performance');
  await page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]').click();
  await expect(page.getByRole('region', { name: 'Sobre o galpão' }).getByRole('img', { name: 'oculto' }).first()).toBeVisible();
  const { pdf } = await generateReport(page, 'Gerar relatório');
  expect(pdf.text).toContain('•••••');
  expect(pdf.text).toContain('Indicadores e referência');
});
