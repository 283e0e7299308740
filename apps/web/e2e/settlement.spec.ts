import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, startInLanguage, startSignedIn, typeInPicker, pickerDigits } from './helpers';

type Language = 'pt-BR' | 'en';

interface ShedRow {
  id: number;
  identification: string;
  core: string | null;
  stage: string;
  last_batch: number | null;
  sex: { name: 'mixed' | 'female' | 'male' } | null;
}

/** The words of each language the walk clicks and reads. */
const WORDS = {
  'pt-BR': {
    newContract: 'Novo contrato',
    name: 'Nome',
    sex: 'Sexo',
    sexes: { mixed: 'Misto', female: 'Fêmea', male: 'Macho' },
    module: 'Núcleo',
    perBird: 'Por ave entregue',
    stepName: 'Nome do passo',
    kind: 'Tipo',
    band: 'Tabela de faixas',
    fixed: 'Valor fixo',
    figure: 'Indicador',
    viability: 'Viabilidade (%)',
    addStep: 'Adicionar passo',
    addBand: 'Adicionar faixa',
    amount: 'Valor (R$)',
    save: 'Salvar contrato',
    saved: 'salvo (versão 1)',
    close: 'Fechar o lote',
    slaughterDay: 'Data do abate',
    delivered: 'Aves entregues',
    liveWeight: 'Peso vivo entregue (kg)',
    housed: 'Pintinhos alojados',
    feed: 'Ração fornecida (kg)',
    preview: 'Ver o extrato',
    previewChip: 'Prévia',
    confirm: 'Confirmar o fechamento',
    payable: 'Valor a pagar',
    decimal: ',',
    rankingFigure: 'Indicador',
    payPerKg: 'Pagamento por kg',
  },
  en: {
    newContract: 'New contract',
    name: 'Name',
    sex: 'Sex',
    sexes: { mixed: 'Mixed', female: 'Female', male: 'Male' },
    module: 'Site',
    perBird: 'Per bird delivered',
    stepName: 'Step name',
    kind: 'Kind',
    band: 'Band table',
    fixed: 'Fixed amount',
    figure: 'Figure',
    viability: 'Viability (%)',
    addStep: 'Add a step',
    addBand: 'Add a band',
    amount: 'Amount (R$)',
    save: 'Save contract',
    saved: 'saved (version 1)',
    close: 'Close the batch',
    slaughterDay: 'Slaughter day',
    delivered: 'Birds delivered',
    liveWeight: 'Live weight delivered (kg)',
    housed: 'Chicks housed',
    feed: 'Feed supplied (kg)',
    preview: 'Preview the statement',
    previewChip: 'Preview',
    confirm: 'Confirm the closing',
    payable: 'Amount payable',
    decimal: '.',
    rankingFigure: 'Figure',
    payPerKg: 'Pay per kg',
  },
} as const;

/**
 * The hand-worked statement both walks expect. 1,000 chicks housed, 960 birds delivered (viability
 * 96 %), none condemned; the contract pays 50 ¢ a bird, × 1.05 from 95 % viability, less R$ 100.00:
 * 960 × 50 = 48,000 ¢; 48,000 × (1.05 − 1) = 2,400 ¢; − 10,000 ¢ → 40,400 ¢ = R$ 404.00.
 */
const EXPECTED_PAYABLE_CENTS = 40_400;

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/token/', { data: { username: 'admin', password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

/** Shed names any other spec mentions: the batches closed here are elsewhere. */
async function shedsOtherSpecsName(): Promise<Set<string>> {
  const dir = import.meta.dirname;
  const names = new Set<string>();
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.spec.ts') || file === 'settlement.spec.ts') continue;
    for (const match of (await readFile(`${dir}/${file}`, 'utf8')).matchAll(/Avi[aá]rio \d+/g)) names.add(match[0]);
  }
  return names;
}

/**
 * Demo broiler sheds with a batch housed now, asked of the API as it stands now: first the one the
 * walk closes for good (no other spec names it), then one whose closing it only previews.
 */
async function lodgedSheds(request: APIRequestContext): Promise<{ closed: ShedRow | undefined; previewed: ShedRow }> {
  const headers = await adminHeaders(request);
  // In id order, not the list's default urgent-first: which shed is closed must not follow the hour's alerts.
  const answer = await request.get('/api/v2/sheds/performance?module=frangos_de_corte&limit=100&ordering=id', { headers });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: ShedRow[] };
  const taken = await shedsOtherSpecsName();
  const lodged = results.filter((s) => s.stage === 'lodged' && s.last_batch !== null && s.sex !== null);
  // Once the pt-BR walk has closed its shed, that shed is empty and no longer among these.
  const closed = lodged.find((s) => !taken.has(s.identification));
  const previewed = lodged.find((s) => s !== closed);
  expect(previewed, 'another lodged demo broiler shed').toBeDefined();
  return { closed, previewed: previewed! };
}

/** Today on the company's calendar, as the server reckons days. */
async function companyToday(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v2/alerts/thresholds', { headers: await adminHeaders(request) });
  const { time_zone } = (await answer.json()) as { time_zone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone: time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes the contract above on the editor, a step at a time, as staff would. */
async function writeContract(page: Page, language: Language, shed: ShedRow, name: string) {
  const w = WORDS[language];
  const d = (text: string) => text.replace('.', w.decimal);
  await page.goto('/settings/contracts');
  await page.getByRole('button', { name: w.newContract }).click();
  const form = page.getByRole('form');
  await form.getByLabel(w.name, { exact: true }).fill(name);
  await choose(page, w.sex, w.sexes[shed.sex!.name]);
  // The English walk's contract is its shed's module's own: it wins over the one for every module.
  if (language === 'en' && shed.core) await form.getByLabel(w.module, { exact: true }).fill(shed.core);
  await form.getByLabel(w.perBird).fill(d('0.50'));

  const step = (n: number) => form.getByRole('region').nth(n);
  await step(0).getByLabel(w.stepName).fill('Base');
  await form.getByRole('button', { name: w.addStep }).click();
  await step(1).getByLabel(w.stepName).fill('Viability');
  await choose(page, w.kind, w.band, step(1));
  await choose(page, w.figure, w.viability, step(1));
  const bands = step(1).getByRole('group', { name: /^(Faixa|Band) \d+$/ });
  await bands.nth(0).getByRole('textbox').nth(1).fill('95');
  await bands.nth(0).getByRole('textbox').nth(2).fill(d('0.9'));
  await step(1).getByRole('button', { name: w.addBand }).click();
  // The new band starts where the one before ends.
  await expect(bands.nth(1).getByRole('textbox').nth(0)).toHaveValue('95');
  await bands.nth(1).getByRole('textbox').nth(2).fill(d('1.05'));
  await form.getByRole('button', { name: w.addStep }).click();
  await step(2).getByLabel(w.stepName).fill('Assistance');
  await choose(page, w.kind, w.fixed, step(2));
  await step(2).getByLabel(w.amount).fill('-100');
  await form.getByRole('button', { name: w.save }).click();
  await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
  await expect(page.getByRole('table', { name: /^(Contratos|Contracts)$/ })).toContainText(name);
}

/** Closes the shed's batch from its dashboard: the figures, the preview, and (`confirm`) the confirmed statement. */
async function closeBatch(page: Page, language: Language, shed: ShedRow, today: string, confirm: boolean) {
  const w = WORDS[language];
  await page.goto(`/broiler/performance/dashboard/${shed.id}`);
  await page.getByRole('link', { name: w.close }).click();
  await expect(page).toHaveURL(new RegExp(`/settlement/batches/${shed.last_batch}/close$`));
  await typeInPicker(page, w.slaughterDay, pickerDigits(today, language));
  await page.getByLabel(w.delivered).fill('960');
  await page.getByLabel(w.liveWeight).fill('2784');
  await page.getByLabel(w.housed).fill('1000');
  await page.getByLabel(w.feed).fill('4600');
  const lines = page.getByRole('group', { name: /^(Insumo|Input) \d+/ });
  // The chicks' and the feed's lines are there already: their quantities and prices.
  await lines.nth(0).getByRole('textbox').nth(2).fill('1000');
  await lines.nth(0).getByRole('textbox').nth(4).fill(language === 'en' ? '1.60' : '1,60');
  await lines.nth(1).getByRole('textbox').nth(2).fill('4600');
  await lines.nth(1).getByRole('textbox').nth(4).fill(language === 'en' ? '1.85' : '1,85');
  await page.getByRole('button', { name: w.preview }).click();
  await expect(page.getByText(w.previewChip, { exact: true })).toBeVisible();
  await expect(page.getByTestId('payable')).toHaveText(money(EXPECTED_PAYABLE_CENTS, language));
  if (!confirm) return;
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/settlement/batches/${shed.last_batch}/statement$`));
}

/** The batch the pt-BR walk closes: the English walk reads its statement and its place. */
let closedShed: ShedRow | null = null;

test.describe.serial('settlement walk', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    test(`contract, closing, statement and ranking of a batch in ${language}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const sheds = await lodgedSheds(request);
      const today = await companyToday(request);
      await startInLanguage(page, language);
      await startSignedIn(page, 'admin');

      if (language === 'pt-BR') {
        expect(sheds.closed, 'a lodged demo broiler shed no other spec uses').toBeDefined();
        closedShed = sheds.closed!;
        await writeContract(page, language, closedShed, `E2E pt-BR ${closedShed.identification}`);
        await closeBatch(page, language, closedShed, today, true);
      } else {
        // The English walk writes its own contract (its shed's module's) and previews a closing that stores nothing.
        await writeContract(page, language, sheds.previewed, `E2E en ${sheds.previewed.identification}`);
        await closeBatch(page, language, sheds.previewed, today, false);
        await page.goto(`/settlement/batches/${closedShed!.last_batch}/statement`);
      }
      const shed = closedShed!;

      // The statement as stored: the screen shows the amount the API computed, in the language's way.
      const stored = await request.get(`/api/v2/batches/${shed.last_batch}/statement`, { headers: await adminHeaders(request) });
      expect(stored.ok()).toBe(true);
      const answer = (await stored.json()) as { statement: { payableCents: number }; batch: { identification: string } };
      expect(answer.statement.payableCents).toBe(EXPECTED_PAYABLE_CENTS);
      await expect(page.getByTestId('payable')).toHaveText(money(answer.statement.payableCents, language));
      await expect(page.getByTestId('indicator-viabilityPercent')).toHaveText(language === 'en' ? '96.00' : '96,00');
      // The statement's files, in the page's language.
      for (const format of ['PDF', 'xlsx']) {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: new RegExp(format) }).click();
        expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
      }

      // Producers compared: the batch among those closed today, by pay per kg.
      await page.goto('/settlement/rankings');
      await choose(page, WORDS[language].rankingFigure, WORDS[language].payPerKg);
      const ranking = await request.get(`/api/v2/rankings?from=${today}&to=${today}&figure=pay_per_kg`, { headers: await adminHeaders(request) });
      expect(ranking.ok()).toBe(true);
      const ranked = ((await ranking.json()) as { batches: { batch_id: number | null; value: number | null }[] }).batches.find((b) => b.batch_id === shed.last_batch);
      expect(ranked?.value).toBeCloseTo(EXPECTED_PAYABLE_CENTS / 2784, 6);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: answer.batch.identification, exact: true }) });
      await expect(row).toContainText(money(ranked!.value!, language));
    });
  }
});
