import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, startInLanguage, startSignedIn } from './helpers';

// A company imports its breed's lay standard on the Padrões de postura page; the breeder flocks of
// that lineage are then compared with it on their dashboard (docs/kpis.md, "Breed standards").

/** The first lodged breeder shed, and the lineage its flock bears. */
async function breederShed(page: Page) {
  const login = await page.request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const sheds = await page.request.get('/api/v2/sheds/performance?module=matrizeiro&stage=lodged', { headers });
  const shed = ((await sheds.json()) as { results: { id: number; last_batch: number }[] }).results[0]!;
  const batch = (await (await page.request.get(`/api/v2/batches/${shed.last_batch}`, { headers })).json()) as { lineage: string };
  return { shed, lineage: batch.lineage };
}

const standardFile = (weeks: { week: number; hen_day_percent: number }[]) => ({ name: 'padrao.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ weeks })) });

test("a breed's lay standard imported on its page is what the breeder flocks of that lineage are compared with", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { shed, lineage } = await breederShed(page);
  await startSignedIn(page, 'admin');
  await page.goto('/settings/lay-standards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Padrões de postura');
  await expect(page.getByText('Nenhum padrão carregado ainda: os lotes são comparados com o seu próprio histórico.')).toBeVisible();
  // The open flocks' lineages without a standard are named, with how many flocks bear each.
  await expect(page.getByText('Lotes abertos cujas linhagens não têm padrão', { exact: false })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${lineage} · Matrizeiro: \\d+ lotes?$`) })).toBeVisible();

  await page.getByRole('button', { name: 'Importar padrão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar padrão de postura' });
  await expect(dialog.getByRole('combobox', { name: 'Módulo' })).toHaveText('Matrizeiro');
  // The lineage is picked from those the flocks bear, not typed.
  await dialog.getByRole('combobox', { name: 'Linhagem' }).click();
  await page.getByRole('option', { name: new RegExp(`^${lineage} · \\d+ lotes?, sem padrão$`) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Linhagem' })).toHaveValue(lineage);
  // A week out of its limits: the server's reason, row and column in Portuguese; nothing is stored.
  await dialog.locator('input[type=file]').setInputFiles(standardFile([{ week: 200, hen_day_percent: 80 }]));
  await expect(dialog.getByText('Arquivo: padrao.json')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Linha 1: Semana de vida deve estar entre 1 e 120' })).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(standardFile(Array.from({ length: 100 }, (_, i) => ({ week: i + 1, hen_day_percent: 85 }))));
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Padrões carregados' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`${lineage} · Matrizeiro`);
  await expect(list).toContainText('Semanas 1 a 100: 100 semanas');
  await expect(list).toContainText(/Comparado com \d+ lotes? abertos?/);
  // Its weeks, as imported: the table and the curve.
  await list.getByRole('button', { name: `Ver as semanas do padrão ${lineage}` }).click();
  const weeksDialog = page.getByRole('dialog', { name: `${lineage} · Matrizeiro` });
  const table = weeksDialog.getByRole('table', { name: `Semanas do padrão ${lineage}` });
  await expect(table.getByRole('row')).toHaveCount(101);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '85,0', '--', '--', '--', '--']);
  await expect(weeksDialog.getByRole('img', { name: `Curva do padrão ${lineage}` })).toBeVisible();
  await weeksDialog.getByRole('button', { name: 'Fechar' }).click();

  // The flock's dashboard compares its weeks with the standard: its line, its column and the deviation.
  await page.goto(`/matrix/performance/dashboard/${shed.id}`);
  const panel = page.getByRole('region', { name: 'Produção de ovos' });
  await expect(panel.getByText(`Comparado com o padrão da linhagem ${lineage}.`)).toBeVisible();
  await expect(panel.getByText('Nenhum padrão de linhagem carregado', { exact: false })).toHaveCount(0);
  const weeks = panel.getByRole('table', { name: 'Semanas de postura' });
  await expect(weeks.getByRole('columnheader', { name: 'Padrão' })).toBeVisible();
  await expect(weeks.getByRole('columnheader', { name: 'Desvio (pontos)' })).toBeVisible();
  await expect(weeks.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('85,0 %');

  // The breeders' list carries each flock's hen-day production and, for this lineage, its deviation from the standard.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/matrix/performance');
  const grid = page.getByRole('grid', { name: 'Galpões' });
  await expect(grid.getByRole('columnheader', { name: 'Postura ave-dia, últimos 7 dias' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Desvio do padrão (pontos)' })).toBeVisible();
  const row = grid.locator(`.MuiDataGrid-row[data-id="${shed.id}"]`);
  await expect(row.locator('[data-field="hen_day_percent"]')).toHaveText(/^\d{1,3},\d %$/);
  await expect(row.locator('[data-field="hen_day_deviation"]')).toHaveText(/^[+-]?\d{1,3},\d$/);

    // On a phone, in English: the same comparison, in the list of weeks, without sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await startInLanguage(page, 'en');
  await page.goto(`/matrix/performance/dashboard/${shed.id}`);
  const phonePanel = page.getByRole('region', { name: 'Egg production' });
  await expect(phonePanel.getByText(`Compared with the ${lineage} breed standard.`)).toBeVisible();
  await expect(phonePanel.getByRole('list', { name: 'Weeks of lay' })).toContainText('Deviation (points)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Removed, the flock is compared with its own history again.
  await page.goto('/settings/lay-standards');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: `Remove the ${lineage} standard?` }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No standard loaded yet: flocks are compared with their own history.')).toBeVisible();
  await page.goto(`/matrix/performance/dashboard/${shed.id}`);
  await expect(page.getByRole('region', { name: 'Egg production' }).getByText('No breed standard is loaded: the flock is compared with its own history.')).toBeVisible();
});
