import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './helpers';

// The only spec that changes a demo login for good (outra's password, which cannot go back to the
// seven-letter demo one): the config runs it after every other spec, which sign in as outra.

test('the user menu shows the profile and changes the password: the new one signs in, the old one no longer', async ({ page }) => {
  test.slow(); // Three sign-ins and three password checks (scrypt), each slow by design.
  const NEW_PASSWORD = 'uma-senha-nova-42';
  await page.goto('/login');
  await signIn(page, 'outra');
  await expect(page).toHaveURL('/');

  const openMenu = () => page.getByRole('banner').getByRole('button', { name: 'Conta de Olga' }).click();
  await openMenu();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('region', { name: 'Seu perfil' })).toContainText('Usuário: outra');
  await expect(menu.getByRole('region', { name: 'Seu perfil' })).toContainText('Empresa: Outra');
  await expect(menu.getByRole('region', { name: 'Seu perfil' })).toContainText('Frangos de corte');
  await menu.getByRole('menuitem', { name: 'Alterar senha' }).click();

  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByLabel('Senha atual').fill('not-my-password');
  await dialog.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText('A senha atual não confere.')).toBeVisible();

  await dialog.getByLabel('Confirme a nova senha').fill('something-else');
  await dialog.getByLabel('Senha atual').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText('As senhas não coincidem.')).toBeVisible();

  await dialog.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This session goes on with the fresh token.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Conta de Olga' })).toBeVisible();
  await expect(page).toHaveURL('/');

  await openMenu();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, 'outra');
  await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, 'outra', NEW_PASSWORD);
  await expect(page).toHaveURL('/');
});
