import { expect, test, type Page } from '@playwright/test';
import { authHeaders, pickerDigits, startSignedIn, typeInPicker } from './helpers';
import { readPdfFile } from './pdf';

// The flock's health book (docs/health-book.md) on a broiler flock whose health book no other spec
// touches (settlement.spec.ts closes for good a shed no spec names, so this one is named by others too).
const SHED = 'Aviário 06';
const ENROFLOXACIN = 'Enrofloxacino 10 % solução oral (demo)';

interface Book {
  treatments: { id: number; reason: string }[];
  samples: { id: number; sample_id: string; status: string }[];
  open_withdrawal: { ends_at: string; product: string } | null;
}

async function flock(page: Page) {
  const headers = await authHeaders(page.request, 'tecnico');
  const list = await page.request.get(`/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&search=${encodeURIComponent(SHED)}`, { headers });
  expect(list.ok()).toBe(true);
  const shed = ((await list.json()) as { results: { id: number; identification: string; last_batch: number }[] }).results.find((s) => s.identification === SHED)!;
  const book = async () => {
    const answer = await page.request.get(`/api/v2/batches/${shed.last_batch}/health-book`, { headers });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as Book;
  };
  return { shed: shed.id, batch: shed.last_batch, headers, book };
}

const outboxButton = (page: Page) => page.getByRole('button', { name: /^Registros no aparelho/ });

test.describe('in the barn, on a phone without signal', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

  test('a treatment and a sample are kept on the phone, sent once when the signal returns, and the book shows the withdrawal', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { shed, book } = await flock(page);
    const before = await book();

    await startSignedIn(page, 'tecnico');
    await page.goto(`/broiler/sanity/dashboard/${shed}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const panel = page.getByRole('region', { name: 'Livro sanitário' });
    // The catalogue is seen once with signal, as the barn's phone would have it.
    await panel.getByRole('button', { name: 'Registrar tratamento' }).click();
    await page.getByRole('dialog', { name: 'Tratamento' }).getByRole('button', { name: 'Cancelar' }).click();

    await context.setOffline(true);
    await panel.getByRole('button', { name: 'Registrar tratamento' }).click();
    const treatment = page.getByRole('dialog', { name: 'Tratamento' });
    await treatment.getByRole('combobox', { name: 'Produto' }).click();
    await page.getByRole('option', { name: ENROFLOXACIN }).click();
    await expect(treatment.getByRole('combobox', { name: 'Via' })).toHaveText('água');
    await treatment.getByRole('textbox', { name: 'Dose', exact: true }).fill('10');
    await treatment.getByLabel('Unidade da dose').fill('mg/kg de peso vivo');
    await treatment.getByLabel('Quantidade usada').fill('1200');
    await treatment.getByLabel('Veterinário responsável').fill('Dra. Helena Prado');
    await treatment.getByLabel('Registro (CRMV)').fill('CRMV-SP 12345');
    await treatment.getByLabel('Diagnóstico').fill('Colibacilose no galpão');
    expect((await treatment.getByRole('button', { name: 'Salvar' }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await treatment.getByRole('button', { name: 'Salvar' }).click();
    await expect(treatment).toBeHidden();
    await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 1 a enviar');

    await panel.getByRole('button', { name: 'Registrar amostra' }).click();
    const sample = page.getByRole('dialog', { name: 'Amostra' });
    await expect(sample.getByRole('combobox', { name: 'Tipo de amostra' })).toHaveText('Suabe de arrasto (Salmonella)');
    // A necropsy: a pending Salmonella swab would raise its alert before slaughter, which Home's spec counts.
    await sample.getByRole('combobox', { name: 'Tipo de amostra' }).click();
    await page.getByRole('option', { name: 'Necropsia' }).click();
    await sample.getByLabel('Laboratório').fill('Laboratório Avícola Central');
    await sample.getByLabel('Nº da amostra').fill('LAC-0412');
    await sample.getByRole('button', { name: 'Salvar' }).click();
    await expect(sample).toBeHidden();
    await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 2 a enviar');
    expect((await book()).treatments).toHaveLength(before.treatments.length);

    await context.setOffline(false);
    await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 0 a enviar');
    await page.reload();
    const after = await book();
    expect(after.treatments.filter((t) => t.reason === 'Colibacilose no galpão')).toHaveLength(1);
    expect(after.samples.filter((s) => s.sample_id === 'LAC-0412')).toHaveLength(1);
    expect(after.open_withdrawal?.product).toBe(ENROFLOXACIN);

    // The most urgent first: the withdrawal, then the sample still waiting; each record below.
    await expect(panel.getByRole('alert').first()).toContainText(`Em carência até`);
    await expect(panel.getByRole('alert').first()).toContainText(ENROFLOXACIN);
    await expect(panel.getByText('1 amostra aguarda o resultado do laboratório.')).toBeVisible();
    const card = panel.getByRole('listitem').filter({ hasText: 'Colibacilose no galpão' });
    await expect(card).toContainText('Dra. Helena Prado (CRMV-SP 12345)');
    await expect(card).toContainText('Carência da carne até');
    await expect(panel.getByRole('listitem').filter({ hasText: 'LAC-0412' })).toContainText('Aguardando');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The bulletin the plant receives holds them, read back from the PDF.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Boletim sanitário (PDF)' }).click();
    const { text } = await readPdfFile(await (await download).path());
    expect(text).toContain('Boletim Sanitário');
    expect(text).toContain(ENROFLOXACIN);
    expect(text).toContain('Dra. Helena Prado');
    expect(text).toContain('LAC-0412');
    expect(text).toContain('Aguardando');
  });
});

test('a slaughter day inside the withdrawal is refused with the product and its end, and staff plan it anyway with a reason', async ({ page }) => {
  const { shed, batch, headers, book } = await flock(page);
  expect((await book()).open_withdrawal).not.toBeNull();
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() + 86_400_000);

  const projection = await page.request.get(`/api/v1/slaughter-weight-projection/${batch}`, { headers });
  const { plan } = ((await projection.json()) as { results: { plan: { target_date: string | null; target_value: number | null; priority: number | null } } }).results;
  await startSignedIn(page, 'tecnico');
  let plans = 0;
  page.on('request', (r) => void (r.url().includes('/slaughter-plan') && r.method() === 'PUT' && plans++));
  await page.goto(`/broiler/slaughter-prediction/planning/${shed}/${batch}`);
  await typeInPicker(page, 'Dia do abate', pickerDigits(tomorrow));
  const refused = page.waitForResponse((r) => r.url().includes('/slaughter-plan') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar planejamento' }).click();
  expect((await refused).status()).toBe(409);
  const alert = page.getByRole('alert').filter({ hasText: 'está em carência até' });
  await expect(alert).toContainText(ENROFLOXACIN);

  await alert.getByRole('button', { name: 'Planejar mesmo assim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abate dentro da carência' });
  await dialog.getByRole('button', { name: 'Planejar mesmo assim' }).click();
  // A reason is needed, and nothing is sent without it.
  await expect(dialog.getByLabel('Motivo (fica na auditoria)')).toHaveAttribute('aria-invalid', 'true');
  expect(plans).toBe(1);
  await dialog.getByLabel('Motivo (fica na auditoria)').fill('Planta antecipou a escala; carência conferida com a veterinária');
  const saved = page.waitForResponse((r) => r.url().includes('/slaughter-plan') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Planejar mesmo assim' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Planejamento de abate salvo.')).toBeVisible();

  // The plan leaves the flock as it found it for the specs after.
  const restored = await page.request.put(`/api/v2/sheds/${shed}/slaughter-plan`, {
    headers,
    data: { batch, target_date: plan.target_date, target_value: plan.target_value, priority: plan.priority, ...(plan.target_date ? { withdrawal_confirmed: { reason: 'O plano de antes, restaurado pelo teste' } } : {}) },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('the slaughter-prediction list shows the open withdrawal and finds the flocks in it', async ({ page }) => {
  const { book } = await flock(page);
  const open = (await book()).open_withdrawal!;
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/slaughter-prediction');
  await page.getByRole('searchbox', { name: 'Buscar por galpão, produtor, propriedade ou núcleo' }).fill(SHED);
  const grid = page.getByRole('grid', { name: 'Galpões' });
  const row = grid.getByRole('row').filter({ hasText: SHED });
  await expect(row).toHaveCount(1);
  const endsAt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(new Date(open.ends_at))
    .replace(',', '');
  await expect(row.getByRole('gridcell', { name: `até ${endsAt}` })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Adicionar filtro' });
  await filters.getByRole('combobox', { name: 'Campo' }).click();
  await page.getByRole('option', { name: 'Carência' }).click();
  await expect(filters.getByRole('combobox', { name: 'Valor' })).toHaveText('Em carência');
  await filters.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Carência igual a Em carência')).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
});
