import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BATCH_IMPORT_LABELS, IMPORT_COLUMNS, IMPORT_SHEETS, importWordsOf, type AlertLanguage, type ImportSheet } from '@plantel/contracts';
import { PASSWORD, sideBar, startSignedIn } from './helpers';

type Language = AlertLanguage;
const DAY_MS = 86_400_000;
/** Sheds other specs name: the batch imported here goes elsewhere. */
const SHEDS_OTHER_SPECS_USE = ['Aviário 01', 'Aviário 03', 'Aviário 04'];

interface Shed {
  id: number;
  identification: string;
  stage: string;
}

/**
 * A demo broiler shed with a batch housed now, found through the API as an integration would.
 * The batch imported into it is closed long before that batch opened, so it stays the shed's current one.
 */
async function broilerShed(request: APIRequestContext): Promise<Shed> {
  const login = await request.post('/api/v1/token/', { data: { username: 'admin', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const answer = await request.get('/api/v2/sheds/performance?module=frangos_de_corte&limit=100&ordering=id', { headers });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Shed[] };
  const shed = results.find((s) => s.stage === 'lodged' && !SHEDS_OTHER_SPECS_USE.includes(s.identification));
  expect(shed, 'a lodged demo broiler shed').toBeDefined();
  return shed!;
}

/** Midnight UTC of the day `days` from today: Excel dates carry no zone, the server reads them on the company clock. */
const day = (days: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS);
const at = (days: number, hour: number) => new Date(day(days).getTime() + hour * 3_600_000);

/** A 42-day Ross 308 flock housed 300 days ago and slaughtered, row by row as the template's columns ask. */
function flock(shed: number, identification: string, language: Language) {
  const lodged = -300;
  const housed = 20_000;
  const weights = [190, 480, 950, 1_500, 2_100, 2_700];
  return {
    batch: [[shed, identification, 'Ross 308', BATCH_IMPORT_LABELS[language].sexes.mixed, at(lodged, 8), housed, 42, 0]],
    weighings: weights.map((mean, i) => [at(lodged + 7 * (i + 1), 9), mean, i === weights.length - 1 ? '2650; 2710; 2740' : null]),
    // Intake of a bird grows from 25 g to 225 g a day over the 42 days.
    feed: Array.from({ length: 42 }, (_, i) => [day(lodged + i), Math.round((housed * (25 + (200 * i) / 41)) / 1000)]),
    mortality: [
      [day(lodged + 2), 30, 5],
      [day(lodged + 10), 12, 3],
      [day(lodged + 30), 8, 0],
    ],
    slaughter: [[day(lodged + 42), 19_942, 53_843]],
    // A broiler flock lays no eggs: the sheet stays empty.
    eggs: [],
    // Its health book: the Salmonella drag swabs of day 30, negative three days later, in the template's words.
    treatments: [],
    vaccinations: [],
    samples: [[importWordsOf(language, 'kind').salmonella_drag_swabs, day(lodged + 30), null, 'LabAves', 'DS-0412', importWordsOf(language, 'outcome').negative, null, day(lodged + 33)]],
  } satisfies Record<ImportSheet, unknown[][]>;
}
type Rows = ReturnType<typeof flock>;

/** Fills the downloaded template: each sheet and column found by the names of the template's language. */
async function fillTemplate(templatePath: string, language: Language, rows: Rows, testInfo: TestInfo, name: string): Promise<string> {
  const labels = BATCH_IMPORT_LABELS[language];
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(templatePath)) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(IMPORT_SHEETS.map((s) => labels.sheets[s]));
  for (const sheet of IMPORT_SHEETS) {
    const worksheet = workbook.getWorksheet(labels.sheets[sheet])!;
    const headers = (worksheet.getRow(1).values as unknown[]).slice(1);
    const titles = labels.columns[sheet] as Record<string, string>;
    // The template names its columns in the language asked for.
    expect(headers).toEqual(IMPORT_COLUMNS[sheet].map((key) => titles[key]));
    rows[sheet].forEach((values, i) => {
      const row = worksheet.getRow(i + 2);
      values.forEach((value, column) => {
        if (value !== null) row.getCell(column + 1).value = value;
      });
    });
  }
  const path = testInfo.outputPath(name);
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

/** Downloads the template from the screen's button and answers the saved file's path. */
async function downloadTemplate(page: Page, button: string, fileName: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  return saved.path();
}

/** Chooses a file through the picker the screen's button opens, by keyboard. */
async function chooseFile(page: Page, button: string, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(path);
}

/** The refusal table's rows as [sheet, row, column, reason]. */
const refusalRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('staff import a batch from the template in Portuguese, open it, and see a bad row refused', async ({ page }, testInfo) => {
  const shed = await broilerShed(page.request);
  const identification = `IMP-PT-${Date.now()}`;
  await startSignedIn(page, 'admin');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Importar lote' }).click();
  await expect(page).toHaveURL('/settings/batch-import');
  await expect(page).toHaveTitle('Plantel - Configurações - Importação de lote');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar lote' })).toBeVisible();

  const template = await downloadTemplate(page, 'Baixar o modelo (.xlsx)', 'plantel-importacao-de-lote.xlsx');
  const rows = flock(shed.id, identification, 'pt-BR');
  const good = await fillTemplate(template, 'pt-BR', rows, testInfo, 'lote.xlsx');

  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await chooseFile(page, 'Escolher arquivo', good);
  await expect(page.getByText(/^Arquivo escolhido: lote\.xlsx \(\d+ KB\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Lote importado', { exact: true })).toBeVisible();
  await expect(page.getByText(`Lote ${identification} · Ross 308`)).toBeVisible();
  await expect(page.getByText('6 pesagens, 42 dias de ração e 3 dias de mortalidade.')).toBeVisible();
  await expect(page.getByText('Livro sanitário: nenhum tratamento, nenhuma vacinação e 1 amostra.')).toBeVisible();
  await expect(page.getByText('Encerrado: o abate informado fecha o lote.')).toBeVisible();

  // The link opens that batch (not the shed's current one) on the shed's performance dashboard.
  await page.getByRole('link', { name: 'Abrir o painel do lote' }).click();
  await expect(page).toHaveURL(new RegExp(`/broiler/performance/dashboard/${shed.id}\\?batch=\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lote' })).toContainText(identification);

  // A feed day before the lodging and a weighing of no weight: each refused on its row, and nothing stored.
  await page.goBack();
  await expect(page).toHaveURL('/settings/batch-import');
  rows.feed[2]![0] = day(-305);
  rows.weighings[1]![1] = 0;
  const bad = await fillTemplate(template, 'pt-BR', rows, testInfo, 'lote-com-erro.xlsx');
  await chooseFile(page, 'Escolher arquivo', bad);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('2 valores recusados: nada foi gravado')).toBeVisible();
  const reasons = BATCH_IMPORT_LABELS['pt-BR'].reasons;
  expect(await refusalRows(page, 'Valores recusados')).toEqual(
    expect.arrayContaining([
      ['Pesagens', '3', 'Peso médio (g)', reasons.must_be_positive],
      ['Ração', '4', 'Data', expect.stringMatching(/^É antes do alojamento \(/)],
    ]),
  );
});

test('staff import in English: the template, the answer and the refusals speak English, and a second import replaces the batch', async ({ page }, testInfo) => {
  const shed = await broilerShed(page.request);
  const identification = `IMP-EN-${Date.now()}`;
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/batch-import');
  await sideBar(page).getByRole('button', { name: 'Idioma: Português (Brasil)' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveTitle('Plantel - Settings - Batch import');

  const template = await downloadTemplate(page, 'Download the template (.xlsx)', 'plantel-batch-import.xlsx');
  const rows = flock(shed.id, identification, 'en');
  const good = await fillTemplate(template, 'en', rows, testInfo, 'batch.xlsx');
  await chooseFile(page, 'Choose file', good);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Batch imported', { exact: true })).toBeVisible();
  await expect(page.getByText('6 weighings, 42 feed days and 3 mortality days.')).toBeVisible();
  await expect(page.getByText('Health book: no treatments, no vaccinations and 1 sample.')).toBeVisible();
  await expect(page.getByText('Closed: the slaughter given closes the batch.')).toBeVisible();

  rows.mortality[1]![0] = rows.mortality[0]![0]!;
  const bad = await fillTemplate(template, 'en', rows, testInfo, 'batch-with-error.xlsx');
  await chooseFile(page, 'Choose file', bad);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 value refused: nothing was stored')).toBeVisible();
  expect(await refusalRows(page, 'Refused values')).toEqual([['Mortality', '3', 'Date', 'Same day as row 2']]);

  // The same identification again: its imported history is replaced.
  await chooseFile(page, 'Choose file', good);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Batch replaced: the history imported before gave way to this one')).toBeVisible();
  await page.getByRole('link', { name: "Open the batch's dashboard" }).click();
  await expect(page).toHaveURL(new RegExp(`/broiler/performance/dashboard/${shed.id}\\?batch=\\d+$`));
  await expect(page.getByRole('combobox', { name: 'Batch' })).toContainText(identification);
});

test('on a phone the refusals stack as cards, and a file that is not a workbook is refused in the interface language', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shed = await broilerShed(page.request);
  await startSignedIn(page, 'admin');
  await page.goto('/settings/batch-import');
  const template = await downloadTemplate(page, 'Baixar o modelo (.xlsx)', 'plantel-importacao-de-lote.xlsx');
  const rows = flock(shed.id, `IMP-PHONE-${Date.now()}`, 'pt-BR');
  rows.batch[0]![3] = 'galo';
  const bad = await fillTemplate(template, 'pt-BR', rows, testInfo, 'lote-celular.xlsx');
  await chooseFile(page, 'Escolher arquivo', bad);
  await page.getByRole('button', { name: 'Importar' }).click();
  const cards = page.getByRole('list', { name: 'Valores recusados' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Aba Lote, linha 2');
  await expect(cards.first()).toContainText('Coluna: Sexo');
  await expect(cards.first()).toContainText('"galo" não é um sexo');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);

  const text = testInfo.outputPath('lote.txt');
  await writeFile(text, 'lote, galpão, 20000\n');
  await chooseFile(page, 'Escolher arquivo', text);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText(BATCH_IMPORT_LABELS['pt-BR'].notAFile)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('someone who is not staff has no link to the batch import and the page refuses them', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  await expect(sideBar(page).getByRole('link', { name: 'Limites de alerta' })).toBeVisible();
  await expect(sideBar(page).getByRole('link', { name: 'Importar lote' })).toHaveCount(0);
  await page.goto('/settings/batch-import');
  await expect(page.getByText('Só a equipe técnica da empresa pode importar lotes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toHaveCount(0);
});

/** Today's date plus `days`, as an ISO day. */
const isoDay = (days: number) => day(days).toISOString().slice(0, 10);

test('a batch whose statement is confirmed refuses a re-import by name; its correction makes version 2, and the dashboard agrees with it', async ({ page }, testInfo) => {
  test.slow(); // an import, a closing, a refused import and a correction
  const shed = await broilerShed(page.request);
  const identification = `ACERTO-${Date.now()}`;
  const login = await page.request.post('/api/v1/token/', { data: { username: 'admin', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  // A contract in force only on past days, so it weighs on no other spec's closing of today.
  const contract = await page.request.post('/api/v2/contracts', {
    headers,
    data: {
      name: `E2E acerto ${identification}`,
      coverage: { species: 'broiler', module: null, sex: 'mixed', valid_from: isoDay(-400), valid_to: isoDay(-1) },
      adjusted_fcr: { reference_weight: 2500, points_per_100g: 0.02 },
      prices: { per_bird_cents: 50, per_kg_cents: 0, per_bird_day_cents: 0 },
      steps: [{ kind: 'fixed', name: 'Base', amount_cents: 0 }],
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);

  await startSignedIn(page, 'admin');
  await page.goto('/settings/batch-import');
  // The shed chosen on the screen comes written in the template's batch row.
  const picker = page.getByRole('combobox', { name: 'Galpão do lote' });
  await expect(picker).toBeEnabled();
  const option = picker.locator('option').filter({ hasText: new RegExp(`– ${shed.identification}$`) });
  await picker.selectOption((await option.getAttribute('value'))!);
  const template = await downloadTemplate(page, 'Baixar o modelo (.xlsx)', 'plantel-importacao-de-lote.xlsx');
  const blank = new ExcelJS.Workbook();
  await blank.xlsx.load((await readFile(template)) as unknown as ArrayBuffer);
  expect(blank.getWorksheet('Lote')!.getCell('A2').value).toBe(shed.identification);
  const rows = flock(shed.id, identification, 'pt-BR');
  await chooseFile(page, 'Escolher arquivo', await fillTemplate(template, 'pt-BR', rows, testInfo, 'acerto.xlsx'));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Lote importado', { exact: true })).toBeVisible();
  const batchHref = await page.getByRole('link', { name: 'Abrir o painel do lote' }).getAttribute('href');
  const batch = Number(/batch=(\d+)/.exec(batchHref!)![1]);
  const closed = await page.request.post(`/api/v2/batches/${batch}/close`, { headers, data: { feed_supplied_kg: 155_000 } });
  expect(closed.status(), await closed.text()).toBe(201);

  // The same identification again with a heavier catch: refused, naming the statement, and nothing changes.
  rows.slaughter[0]![2] = 56_000;
  await chooseFile(page, 'Escolher arquivo', await fillTemplate(template, 'pt-BR', rows, testInfo, 'acerto-mais-pesado.xlsx'));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('1 valor recusado: nada foi gravado')).toBeVisible();
  const refusals = await refusalRows(page, 'Valores recusados');
  expect(refusals).toHaveLength(1);
  expect(refusals[0]!.slice(0, 2)).toEqual(['Lote', '2']);
  expect(refusals[0]![3]).toMatch(/versão 1/);

  // The way to change it: the statement's correction, with its reason.
  await page.goto(`/settlement/batches/${batch}/statement`);
  await page.getByRole('button', { name: 'Corrigir' }).click();
  const correction = page.getByRole('region', { name: 'Corrigir o extrato' });
  await correction.getByLabel('Peso vivo entregue (kg)').fill('56000');
  await correction.getByLabel('Motivo').fill('Romaneio final do frigorífico');
  // Enter in a figure's field sends the correction, as the button does.
  await correction.getByLabel('Peso vivo entregue (kg)').press('Enter');
  await expect(page.getByRole('combobox', { name: 'Versão' })).toContainText('Versão 2');
  const latest = await page.request.get(`/api/v2/batches/${batch}/statement`, { headers });
  const { version, statement } = (await latest.json()) as { version: number; statement: { indicators: { meanWeight: number } } };
  expect(version).toBe(2);
  // 56,000 kg over the 19,942 birds delivered.
  expect(statement.indicators.meanWeight).toBeCloseTo(56_000_000 / 19_942, 6);
  const fcr = (await page.getByTestId('indicator-fcr').innerText()).trim();

  await page.goto(`/broiler/performance/dashboard/${shed.id}?batch=${batch}`);
  const tile = page.locator('dl dt').filter({ hasText: /^Conversão alimentar$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(tile).toHaveText(fcr);
});
