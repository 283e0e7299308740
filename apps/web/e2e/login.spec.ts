import { expect, test } from '@playwright/test';
import { makeJwtExpiringIn } from '../src/testing/makeJwt';
import { sideBar, signIn } from './helpers';

test('a producer signs in, stays signed in across a reload and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
  await expect(page).toHaveTitle('Plantel - Entrar');
  // The cursor waits in the username field.
  await expect(page.getByLabel('Usuário')).toBeFocused();

  await signIn(page, 'produtor');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo!');
  await expect(page).toHaveTitle('Plantel');
  const modules = sideBar(page).getByRole('button', { expanded: false }).filter({ hasNotText: 'Português' });
  await expect(modules).toHaveText(['Frangos de corte', 'Matrizeiro']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo!');
  await expect(page.getByRole('banner')).toContainText('Paulo');

  await sideBar(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a wrong password shows why and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'produtor', 'wrong-password');

  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha incorretos.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('an expired sign-in (its access and refresh tokens both expired) sends the user back to sign in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'produtor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo!');

  await page.evaluate((expired) => {
    const stored = JSON.parse(localStorage.getItem('plantel_session') ?? '{}') as { state: { token: string; refresh: string } };
    stored.state.token = expired;
    stored.state.refresh = expired;
    localStorage.setItem('plantel_session', JSON.stringify(stored));
  }, makeJwtExpiringIn(-60));
  await page.reload();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
});
