import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill('plantel');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/');
}

const modules = (page: Page) => page.getByRole('region', { name: 'Seus módulos' });

test("Home shows a producer's modules with lodged sheds and recent alerts, and leads into them", async ({ page }) => {
  await signIn(page, 'produtor');

  const broiler = modules(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Frangos de corte' }) });
  await expect(broiler).toContainText('4 de 6 galpões alojados');
  // Aviário 01: a heat wave (one alert per box and rule, as many as the hour makes) and empty silos; Aviário 04
  // under the reference weight. Other tests of the run may add alerts of their own, so counts are at least one.
  for (const type of ['Ambiência', 'Nutrição', 'Desempenho']) await expect(broiler.getByLabel(new RegExp(`^${type}: \\d+ alertas?, nível 3$`))).toBeVisible();
  await expect(broiler.getByLabel('Sanidade: nenhum alerta')).toBeVisible();
  // Matrizeiro 01 lost more birds yesterday than the daily limit allows.
  const matrix = modules(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Matrizeiro' }) });
  await expect(matrix.getByLabel(/^Sanidade: 1 alerta, nível \d$/)).toBeVisible();
  await expect(matrix.getByLabel('Desempenho: nenhum alerta')).toBeVisible();
  await expect(modules(page).getByRole('heading', { level: 3 })).toHaveText(['Frangos de corte', 'Matrizeiro']);

  const latest = page.getByRole('region', { name: 'Últimos alertas' });
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  // Which five are newest depends on the hour (a demo sensor that has been quiet for an hour is
  // newly stale): each is of the producer's own farms, none of Roberto Schmidt's.
  for (const item of await latest.getByRole('listitem').all()) await expect(item).toContainText('João Batista Moreira');
  await expect(latest).not.toContainText('Roberto Schmidt');

  await broiler.getByRole('link').click();
  await expect(page).toHaveURL('/broiler/alerts/recent/');
});

test('Home loads without Content-Security-Policy violations or console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`)),
  );
  await signIn(page, 'produtor');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Últimos alertas' }).getByRole('listitem')).toHaveCount(5);
  expect(problems).toEqual([]);
});

test('a sales guest sees only the alerts of their features, with producer and property names masked', async ({ page }) => {
  await signIn(page, 'vendas');
  // Vendas and Performance: Desempenho alerts only; ambience and sanity need Sanidade, nutrition Nutrição.
  const chips = page.getByRole('list', { name: 'Alertas · últimas 24 horas' });
  for (const type of ['Ambiência', 'Sanidade', 'Nutrição']) await expect(chips.getByRole('listitem', { name: `${type}: nenhum alerta` })).toBeVisible();
  await expect(chips.getByRole('listitem', { name: /^Desempenho: \d+ alertas?, nível 3$/ })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Últimos alertas' });
  const items = latest.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let i = 0; i < count; i++) await expect(items.nth(i)).toContainText('Desempenho');
  await expect(latest).toContainText('Aviário');
  await expect(latest).not.toContainText('Sítio Boa Vista');
  await expect(latest).not.toContainText('João Batista Moreira');
  // Property and owner of each, as the server sent them: masked, announced as hidden.
  await expect(latest.getByRole('img', { name: 'oculto' })).toHaveCount(2 * count);
});
