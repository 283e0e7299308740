import { expect, test } from '@playwright/test';
import { authHeaders, startSignedIn } from './helpers';
import { readPdfFile } from './pdf';

// A company sets up its veterinary catalogue from the screen, and a flock's book and bulletin use it.
const VACCINE = 'Vacina Bouba Aviária (importada)';
const CATALOGUE = {
  products: [
    {
      name: VACCINE,
      kind: 'vaccine',
      unit: 'dose',
      routes: ['injection'],
      active_ingredients: [{ name: 'fowlpox virus, live' }],
      withdrawal: { poultry: { meat_days: 0, egg_days: 0 }, swine: null },
    },
    {
      name: 'Tilosina 20 % (importada)',
      kind: 'antimicrobial',
      unit: 'g',
      routes: ['water', 'feed'],
      active_ingredients: [{ name: 'tylosin', class: 'macrolides', mg_per_unit: 200 }],
      withdrawal: { poultry: { meat_days: 3, egg_days: null }, swine: { meat_days: 5 } },
    },
  ],
};

test.use({ viewport: { width: 1440, height: 900 } });

/** The template as the screen downloads it, with `rows` typed below its header. */
async function filled(path: string, rows: (string | number | null)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Produto | Tipo | Unidade | Vias | Princípio ativo | Classe | mg por unidade | Carência aves, carne | ovos | suínos
const VACCINE_ROW = [VACCINE, 'Vacina', 'dose', 'Injeção', 'vírus da bouba aviária, vivo', null, null, 0, 0, null];
const TYLOSIN_ROW = ['Tilosina 20 % (importada)', 'Antimicrobiano', 'g', 'Água, Ração', 'tilosina', 'macrolídeos', 200, 3, null, 5];

test('staff import the catalogue from its template, record a vaccination with it, and the bulletin names it', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/health-products');
  await expect(page).toHaveTitle('Plantel - Configurações - Catálogo veterinário');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo (.xlsx)' }).click();
  const template = await downloaded;
  expect(template.suggestedFilename()).toBe('catalogo-sanitario.xlsx');
  const templatePath = await template.path();

  // The tylosin's strength left out: refused by its row and column, and nothing is added.
  const importer = page.getByLabel('Importar catálogo (.xlsx ou JSON)');
  await importer.setInputFiles({ name: 'catalogo.xlsx', mimeType: XLSX, buffer: await filled(templatePath, [VACCINE_ROW, TYLOSIN_ROW.map((v, i) => (i === 6 ? null : v))]) });
  await expect(page.getByRole('alert')).toContainText('Linha 3, mg por unidade: Cada princípio ativo de um antimicrobiano precisa dos seus mg por unidade');
  const catalogue = page.getByRole('list', { name: 'Catálogo veterinário' });
  await expect(catalogue.getByRole('listitem').filter({ hasText: VACCINE })).toHaveCount(0);

  await importer.setInputFiles({ name: 'catalogo.xlsx', mimeType: XLSX, buffer: await filled(templatePath, [VACCINE_ROW, TYLOSIN_ROW]) });
  await expect(page.getByText('2 produtos importados.')).toBeVisible();
  await expect(catalogue.getByRole('listitem').filter({ hasText: 'Tilosina 20 % (importada)' })).toContainText('Aves: carne 3 d, não permitido em postura · Suínos: carne 5 d');
  await expect(catalogue.getByRole('listitem').filter({ hasText: 'Tilosina 20 % (importada)' })).toContainText('tilosina 200 mg/g');

  // The year's antimicrobial use for the whole company: the screen shows the server's figures.
  const use = page.getByRole('region', { name: 'Uso de antimicrobianos por período' });
  await use.getByRole('combobox', { name: 'Agrupar por' }).click();
  await page.getByRole('option', { name: 'Empresa' }).click();
  const answer = page.waitForResponse((r) => r.url().includes('/api/v2/antimicrobial-use') && r.url().includes('group=company'));
  await use.getByRole('button', { name: 'Mostrar' }).click();
  const report = (await (await answer).json()) as { rows: { flocks: number; live_weight_kg: number }[] };
  if (report.rows.length === 0) await expect(use.getByText('Nenhum lote abatido no período.')).toBeVisible();
  else {
    const row = use.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText(new Intl.NumberFormat('pt-BR').format(report.rows[0]!.flocks));
    await expect(row.getByRole('cell').nth(1)).toHaveText(new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(report.rows[0]!.live_weight_kg));
  }

  // The same products again as JSON: every name is taken, nothing is added, and the reason is said.
  await importer.setInputFiles({ name: 'catalogo.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(CATALOGUE)) });
  await expect(page.getByRole('alert')).toContainText('O catálogo já tem um produto com este nome');
  await expect(catalogue.getByRole('listitem').filter({ hasText: VACCINE })).toHaveCount(1);

  // A broiler flock is vaccinated with it.
  const headers = await authHeaders(page.request, 'tecnico');
  const list = await page.request.get('/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&search=Aviário 03', { headers });
  const shed = ((await list.json()) as { results: { id: number; identification: string }[] }).results.find((s) => s.identification === 'Aviário 03')!;
  await page.goto(`/broiler/sanity/dashboard/${shed.id}`);
  const panel = page.getByRole('region', { name: 'Livro sanitário' });
  await panel.getByRole('button', { name: 'Registrar vacinação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vacinação' });
  await dialog.getByRole('combobox', { name: 'Vacina' }).click();
  await page.getByRole('option', { name: VACCINE }).click();
  await expect(dialog.getByRole('combobox', { name: 'Via' })).toHaveText('injeção');
  await dialog.getByRole('combobox', { name: 'Local' }).click();
  await page.getByRole('option', { name: 'No incubatório' }).click();
  await dialog.getByLabel('Partida da vacina').fill('BB-2026-117');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('listitem').filter({ hasText: VACCINE })).toContainText('Partida da vacina: BB-2026-117');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Boletim sanitário (PDF)' }).click();
  const { text } = await readPdfFile(await (await download).path());
  expect(text).toContain(VACCINE);
  expect(text).toContain('BB-2026-117');
  expect(text).toContain('Incubatório');

  // Issued and kept as a version; the demo company has no events address, and the screen says so.
  await panel.getByRole('button', { name: /^(Emitir e enviar à planta|Emitir de novo)$/ }).click();
  await expect(panel.getByText(/Versão \d+ emitida em .* por Tiago · não enviado: a empresa não tem endereço de eventos/)).toBeVisible();
  await expect(panel.getByText('O boletim emitido está desatualizado', { exact: false })).toHaveCount(0);
});
