import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, sideBar, startSignedIn } from './helpers';

const table = (page: Page) => page.getByRole('table', { name: 'Agendamentos' });
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text });

/** Picks an option of a select; a click that lands while the list is still opening is tried again. */
async function choose(page: Page, field: string, option: string) {
  const select = page.getByRole('dialog').getByRole('combobox', { name: field });
  const list = page.getByRole('listbox', { name: field });
  await expect(async () => {
    if (!(await list.isVisible())) await select.click();
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(list).toBeHidden();
}

async function chooseShed(page: Page, identification: string) {
  const sheds = page.getByRole('dialog').getByRole('combobox', { name: 'Galpões' });
  await sheds.click();
  await sheds.fill(identification);
  await page.getByRole('option', { name: new RegExp(`^${identification} \\(`) }).click();
  await sheds.press('Escape');
}

/** A schedule of produtor's, made through the API as produtor would. */
async function producerSchedule(request: APIRequestContext) {
  const login = await request.post('/api/v1/token/', { data: { username: 'produtor', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const options = (await (await request.get('/api/v2/report-schedules/options', { headers })).json()) as { sheds: { id: number; identification: string }[] };
  const shed = options.sheds.find((s) => s.identification === 'Aviário 03')!;
  const created = await request.post('/api/v2/report-schedules', { headers, data: { sheds: [shed.id], weekday: 3, hour: 9, language: 'pt-BR', email: 'joao@example.com' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { remove: () => request.delete(`/api/v2/report-schedules/${id}`, { headers }) };
}

test('a technician schedules a weekly report of the sheds they follow, changes it and deletes it', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Relatórios agendados' }).click();
  await expect(page).toHaveURL('/settings/reports');
  await expect(page).toHaveTitle('Plantel - Configurações - Relatórios agendados');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios agendados' })).toBeVisible();
  // The e2e server has no SMTP: schedules are kept, nothing can be sent yet.
  await expect(page.getByText('Este servidor ainda não envia e-mails.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo relatório agendado' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Escolha pelo menos um galpão ou módulo.')).toBeVisible();

  await chooseShed(page, 'Aviário 01');
  await dialog.getByRole('checkbox', { name: 'Matrizeiro' }).check();
  await choose(page, 'Dia da semana', 'Sexta-feira');
  await choose(page, 'Hora', '18:00');
  await dialog.getByRole('textbox', { name: 'Enviar para (e-mail)' }).fill('tecnico@example.com');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Agendamento de Sexta-feira às 18:00 salvo.')).toBeVisible();

  const row = rowOf(page, 'tecnico@example.com');
  await expect(row).toContainText('Aviário 01 (Sítio Boa Vista)');
  await expect(row).toContainText('Todos os galpões de Matrizeiro');
  await expect(row).toContainText('Sexta-feira às 18:00');
  await expect(row).toContainText('Português (Brasil)');
  await expect(row).toContainText('Ainda não enviado');

  await row.getByRole('button', { name: 'Editar o agendamento de Sexta-feira às 18:00' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar relatório agendado' });
  await expect(edit.getByRole('textbox', { name: 'Enviar para (e-mail)' })).toHaveValue('tecnico@example.com');
  await choose(page, 'Hora', '06:00');
  await choose(page, 'Idioma do e-mail e dos relatórios', 'English');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Sexta-feira às 06:00');
  await expect(row).toContainText('English');

  // Reload: the change was stored.
  await page.reload();
  await expect(rowOf(page, 'tecnico@example.com')).toContainText('Sexta-feira às 06:00');

  await rowOf(page, 'tecnico@example.com').getByRole('button', { name: 'Excluir o agendamento de Sexta-feira às 06:00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir o agendamento de Sexta-feira às 06:00?' });
  await expect(confirm).toContainText('tecnico@example.com deixará de receber este relatório.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'tecnico@example.com')).toHaveCount(0);
});

test("staff changing a producer's schedule read the server's refusal on the sheds field", async ({ page, request }) => {
  const schedule = await producerSchedule(request);
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/reports');
  const row = rowOf(page, 'joao@example.com');
  await expect(row).toContainText('produtor');
  await expect(row).toContainText('Aviário 03 (Sítio Boa Vista)');

  await row.getByRole('button', { name: 'Editar o agendamento de Quarta-feira às 09:00' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar relatório agendado' });
  // The technician follows the swine sheds; the producer, whose reports these are, does not.
  await chooseShed(page, 'Suínos 01');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  const sheds = edit.getByRole('combobox', { name: 'Galpões' });
  await expect(sheds).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByText('Escolha só galpões que o dono do agendamento acompanha.')).toBeVisible();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'joao@example.com')).not.toContainText('Suínos 01');
  await schedule.remove();
});
