import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CompanyUser, Producer, ShedList } from '@plantel/contracts';
import { PASSWORD, sideBar, signIn, startSignedIn } from './helpers';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function bearer(request: APIRequestContext, username: string) {
  const login = await request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

/**
 * What is true now, asked of the API as staff: the produtor user, the producers they follow, and a
 * producer they do not follow with broiler sheds (those sheds' identifications).
 */
async function currentLinks(request: APIRequestContext) {
  const headers = await bearer(request, 'admin');
  const users = ((await (await request.get('/api/v2/users', { headers })).json()) as { results: CompanyUser[] }).results;
  const produtor = users.find((u) => u.username === 'produtor')!;
  const producers = ((await (await request.get('/api/v2/producers', { headers })).json()) as { results: Producer[] }).results;
  const sheds = ((await (await request.get('/api/v2/sheds/performance?module=frangos_de_corte&limit=500', { headers })).json()) as ShedList).results;
  const linked = new Set(produtor.producers.map((p) => p.name));
  const other = producers.find((p) => !linked.has(p.name) && sheds.some((s) => s.producer === p.name))!;
  expect(other, 'a producer produtor does not follow, with broiler sheds').toBeDefined();
  return { headers, produtor, other, otherSheds: sheds.filter((s) => s.producer === other.name).map((s) => s.identification) };
}

test('a user manager links the produtor user to one more producer, and produtor then sees that producer’s sheds', async ({ page, request }) => {
  const { headers, produtor, other, otherSheds } = await currentLinks(request);
  const original = produtor.producers.map((p) => p.id);
  // Staff without the Usuários permission read the links but do not change them.
  expect((await request.put(`/api/v2/users/${produtor.id}/producers`, { headers: await bearer(request, 'tecnico'), data: { producer_ids: [] } })).status()).toBe(403);
  try {
    await page.goto('/login');
    await signIn(page, 'admin');
    await sideBar(page).getByRole('link', { name: 'Usuários' }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page).toHaveTitle('Plantel - Configurações - Usuários');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();

    const card = page.getByRole('region', { name: /\(produtor\)$/ });
    const picker = card.getByRole('combobox', { name: 'Produtores acompanhados' });
    for (const p of produtor.producers) await expect(card.getByRole('button', { name: p.name })).toBeVisible();
    // Staff see every farm: their cards have no picker.
    await expect(page.getByRole('region', { name: /\(tecnico\)$/ }).getByRole('combobox')).toHaveCount(0);

    // By keyboard: type part of the name, choose it, close the list, save.
    await picker.focus();
    await page.keyboard.type(other.name.slice(0, 6));
    await expect(page.getByRole('option', { name: other.name })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', { name: other.name })).toBeVisible();
    await expect(card.getByText(`Vê só as granjas destes ${produtor.producers.length + 1} produtores.`)).toBeVisible();
    await card.getByRole('button', { name: /^Salvar/ }).focus();
    await page.keyboard.press('Enter');
    const names = [...produtor.producers.map((p) => p.name), other.name].sort((a, b) => a.localeCompare(b));
    await expect(card.getByRole('status')).toHaveText(new RegExp(`^Salvo: .*produtor\\) passa a ver só as granjas de ${names.join(', ')}\\.$`));

    // The list stays as saved after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: /\(produtor\)$/ }).getByRole('button', { name: other.name })).toBeVisible();

    await sideBar(page).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'produtor');
    await expect(sideBar(page)).toBeVisible();
    await page.goto('/broiler/performance');
    // Empty sheds too: the other producer's may have had its batch settled by another spec.
    await page.getByRole('group', { name: 'Fase do lote' }).getByRole('button', { name: 'Lote vazio' }).click();
    const grid = page.getByRole('grid', { name: 'Galpões' });
    await expect(async () => {
      const shown = await grid.locator('.MuiDataGrid-row [data-field="name"]').allInnerTexts();
      expect(shown.some((name) => otherSheds.some((shed) => name.includes(shed))), `${shown.join(' | ')} holds one of ${otherSheds.join(', ')}`).toBe(true);
    }).toPass();
  } finally {
    const restored = await request.put(`/api/v2/users/${produtor.id}/producers`, { headers, data: { producer_ids: original } });
    expect(restored.ok()).toBe(true);
  }
  const after = await currentLinks(request);
  expect(after.produtor.producers.map((p) => p.id)).toEqual(original);
});

test('someone outside the staff has no Users menu item, reads why on the page, and the API answers 403 (and lists only his own producer)', async ({ page, request }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/');
  await expect(sideBar(page).getByRole('link', { name: 'Limites de alerta' })).toBeVisible();
  await expect(sideBar(page).getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await page.goto('/settings/users');
  await expect(page.getByText('Somente a equipe técnica pode gerenciar os usuários.')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);

  const headers = await bearer(request, 'produtor');
  expect((await request.get('/api/v2/users', { headers })).status()).toBe(403);
  // The producers list is the register's: a producer reads his own, nobody else's.
  const producers = await request.get('/api/v2/producers', { headers });
  expect(producers.status()).toBe(200);
  expect(((await producers.json()) as { results: { name: string }[] }).results.map((p) => p.name)).toEqual(['João Batista Moreira']);
  const own = await request.put('/api/v2/users/1/producers', { headers, data: { producer_ids: [] } });
  expect(own.status()).toBe(403);
});

test('the Users screen speaks English and Spanish and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // English on the first visit only: the language chosen later stays across the reload.
  await page.addInitScript(() => {
    if (localStorage.getItem('lang') === null) localStorage.setItem('lang', 'en');
  });
  await startSignedIn(page, 'admin');
  await page.goto('/settings/users');
  await expect(page).toHaveTitle('Plantel - Settings - Users');
  const card = page.getByRole('region', { name: /\(produtor\)$/ });
  await expect(card.getByRole('combobox', { name: 'Producers followed' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Save/ })).toBeVisible();
  const box = await card.getByRole('button', { name: /^Save/ }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await expect(page).toHaveTitle('Plantel - Configuración - Usuarios');
  await expect(page.getByRole('region', { name: /\(produtor\)$/ }).getByRole('combobox', { name: 'Productores seguidos' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});
