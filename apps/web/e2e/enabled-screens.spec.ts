import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AlertHistory } from '@plantel/contracts';
import { openModuleMenu, PASSWORD, startSignedIn } from './helpers';

/** The module's latest alert in the history, by the API (none for a module whose demo sheds raised none). */
async function latestAlertOf(request: APIRequestContext, username: string, module: string) {
  const token = await request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  const auth = { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
  const answer = await request.get(`/api/v2/alerts/history?module=${module}&limit=1`, { headers: auth });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as AlertHistory).results[0];
}

async function openFromMenu(page: Page, module: string, item: string) {
  await page.goto('/');
  await (await openModuleMenu(page, module)).getByRole('link', { name: item, exact: true }).click();
}

for (const { module, role, path } of [
  { module: 'Frangos de corte', role: 'frangos_de_corte', path: '/broiler/alerts/history' },
  { module: 'Matrizeiro', role: 'matrizeiro', path: '/matrix/alerts/history/' },
]) {
  test(`the ${module} alert history opens from the menu and lists a shed's past alerts`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const alert = await latestAlertOf(request, 'produtor', role);
    await startSignedIn(page, 'produtor');
    await openFromMenu(page, module, 'Histórico de alertas');
    // The address changes once the page's code and first data are in: on a busy machine that takes a few seconds.
    await expect(page).toHaveURL(path, { timeout: 15_000 });
    await expect(page).toHaveTitle(`Plantel - ${module} - Alertas - Histórico`);

    const rows = page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row');
    const row = alert?.shed_identification ? rows.filter({ hasText: alert.shed_identification }).first() : rows.first();
    // The dashboard's heading is the full name, with the property, that the cell's link gives as its title.
    const shed = await row.locator('[data-field="name"] a').getAttribute('title');
    await row.locator('[data-field="name"]').click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/\/$/, '')}/dashboard/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shed!);
    const history = page.getByRole('region', { name: 'Histórico de alertas' });
    if (!alert) {
      await expect(history.getByText('Nenhum alerta.')).toBeVisible();
      return;
    }
    const listed = history.getByRole('row').filter({ hasText: alert.message }).first();
    await expect(listed).toBeVisible();
    if (alert.batch_identification) await expect(listed).toContainText(alert.batch_identification);
  });
}

test('the slaughter-prediction dashboard opens from the menu through its list, and by its address', async ({ page }) => {
  test.setTimeout(60_000);
  await startSignedIn(page, 'produtor');
  await openFromMenu(page, 'Frangos de corte', 'Painel: Previsão de abate');
  await expect(page).toHaveURL('/broiler/slaughter-prediction');
  const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/slaughter-weight-projection/') && r.ok());
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 01' }).locator('[data-field="name"]').click();
  await loaded;
  const shedId = /\/dashboard\/(\d+)/.exec(page.url())![1];

  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/slaughter-weight-projection/') && r.ok());
  await page.goto(`/broiler/slaughter-prediction/dashboard/${shedId}`);
  await expect(page).toHaveTitle('Plantel - Frangos de corte - Previsão de abate - Painel');
  const forecast = (await (await answer).json()) as { results: { predictions: unknown[] } };
  const table = page.getByRole('table', { name: 'Previsão por dia' });
  await expect(table.getByRole('row')).toHaveCount(forecast.results.predictions.length + 1);
  await expect(page.getByRole('img', { name: 'Peso: pesado e previsto' })).toBeVisible();
});
