import { expect, test } from '@playwright/test';
import { PASSWORD, startSignedIn } from './helpers';

// A phone that signed in online and opened nothing else walks to the barn: the sheds it follows were
// kept at sign-in, so a shed never opened takes a day's deaths and shows the feed form offline.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('a shed never opened online opens offline and takes a record, with its silos and ration types at hand', async ({ page, context }) => {
  test.setTimeout(180_000);
  const login = await page.request.post('/api/v1/token/', { data: { username: 'produtor', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const lodged = (await (await page.request.get('/api/v2/sheds/lodged?limit=60&offset=0', { headers })).json()) as { results: { id: number; identification: string; production_type: { external_id: number } }[] };
  const shed = lodged.results.find((s) => s.production_type.external_id === 3)!;
  expect(shed).toBeDefined();

  await startSignedIn(page, 'produtor');
  await page.goto('/');
  // The worker takes the page over after the first load; the barn's pages are kept then, unasked.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('plantel.barn.keptAt') ?? ''), { timeout: 120_000 }).toMatch(/^produtor@\d+$/);

  await context.setOffline(true);
  await page.goto(`/broiler/performance/dashboard/${shed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shed.identification);
  const records = page.getByRole('region', { name: /^Registros de / });
  const division = (await records.getByRole('heading', { level: 3 }).innerText()).replace('Registros de ', '');
  await records.getByRole('button', { name: 'Registrar mortalidade' }).click();
  const dialog = page.getByRole('dialog', { name: `Mortalidade do dia: ${division}` });
  await dialog.getByLabel('Aves mortas').fill('1');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Registros no aparelho/ })).toHaveAccessibleName('Registros no aparelho: 1 a enviar');
  await expect(page.getByRole('list', { name: 'No aparelho' }).getByRole('listitem')).toHaveCount(1);

  // The feed form of the same shed, never opened: its silos and the ration types are there.
  await page.goto(`/broiler/nutrition/dashboard/${shed.id}`);
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  const feed = page.getByRole('dialog', { name: /Gestão de ração/ });
  await expect(feed.getByText('Os silos ou os tipos de ração não puderam ser carregados.')).toHaveCount(0);
  // The form's silo (the other Silo filters the list of deliveries).
  await feed.getByLabel('Silo *').click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
