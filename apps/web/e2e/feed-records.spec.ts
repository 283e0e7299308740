import { expect, test } from '@playwright/test';
import { openDashboardOf, typeInPicker } from './helpers';

test('a feed delivery is recorded, corrected and deleted; an automatic one keeps its silo and date', async ({ page }) => {
  await openDashboardOf(page, '/broiler/nutrition', 'Aviário 04');
  await expect(page.getByRole('button', { name: 'Adicionar alerta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestão de ração: entregas nos silos' });
  const form = dialog.getByRole('form', { name: 'Entrega de ração' });
  const table = dialog.getByRole('table', { name: 'Entregas de ração' });

  const add = form.getByRole('button', { name: 'Adicionar' });
  await expect(add).toBeDisabled();
  await form.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'Silo 1' }).click();
  await form.getByRole('combobox', { name: 'Tipo de ração' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Quantidade').fill('12 t');
  await form.getByLabel('Quantidade').blur();
  await expect(form.getByText('Informe a quantidade em kg (um número)')).toBeVisible();
  await expect(add).toBeDisabled();
  await form.getByLabel('Quantidade').fill('1234');
  await add.click();
  await expect(form.getByText('Entrega salva.')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: '1.234 kg' });
  await expect(row).toContainText('Manual');

  await row.getByRole('button', { name: /^Editar a entrega/ }).click();
  await expect(form.getByText('Corrigindo entrega no Silo 1')).toBeVisible();
  // Invoices from the scales come in tens of kg; a figure off the tens cannot match one of them.
  await form.getByLabel('Quantidade').fill('1503');
  await form.getByRole('button', { name: 'Salvar correção' }).click();
  const corrected = table.getByRole('row').filter({ hasText: '1.503 kg' });
  await expect(corrected).toContainText('Manual');
  await expect(table.getByRole('row').filter({ hasText: '1.234 kg' })).toHaveCount(0);

  page.once('dialog', (confirm) => void confirm.accept());
  await corrected.getByRole('button', { name: /^Excluir a entrega/ }).click();
  await expect(table.getByRole('row').filter({ hasText: '1.503 kg' })).toHaveCount(0);

  // Automatic rows: no delete button, and editing locks silo and date.
  await typeInPicker(dialog, 'Início', '01012020');
  const automatic = table.getByRole('row').filter({ hasText: 'Automático' }).first();
  await expect(automatic.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await automatic.getByRole('button', { name: /^Editar a entrega/ }).click();
  await expect(form.getByText('Registro automático (balança do silo): o silo e a data não podem mudar.')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first()).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('combobox', { name: 'Silo' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByText('Nova entrega')).toBeVisible();
});

test('a minimum-consumption alert shows each rule broken, then is created, switched off and deleted', async ({ page }) => {
  await openDashboardOf(page, '/laying-birds/nutrition', 'Poedeiras 01');
  await page.getByRole('button', { name: 'Adicionar alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alertas de consumo mínimo' });
  const form = dialog.getByRole('form', { name: 'Novo alerta' });
  const save = form.getByRole('button', { name: 'Salvar' });
  const type = async (label: string, value: string) => {
    if (label === 'Início' || label === 'Término') {
      await typeInPicker(form, label, value.replace(':', ''));
      await page.keyboard.press('Tab');
      return;
    }
    await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel(label, { exact: true }).blur();
  };

  await type('Nome', '');
  await expect(form.getByText('Nome é obrigatório')).toBeVisible();
  await type('Consumo mínimo (kg)', '0');
  await expect(form.getByText('Valor deve ser maior que 0')).toBeVisible();
  await type('Início', '06:30');
  await expect(form.getByText('Hora deve ser inteira (ex: 06:00)')).toBeVisible();
  await type('Início', '07:00');
  await expect(form.getByText('Horário de início deve ser par (ex: 06:00, 14:00)')).toBeVisible();
  await type('Término', '18:30');
  await expect(form.getByText('Hora deve ser inteira (ex: 18:00)')).toBeVisible();
  await type('Término', '17:00');
  await expect(form.getByText('Horário de término deve ser par (ex: 06:00, 14:00)')).toBeVisible();
  await type('Início', '18:00');
  await type('Término', '06:00');
  await expect(form.getByText('Horário de início deve ser menor que o horário de término')).toBeVisible();
  await type('Início', '06:00');
  await type('Término', '18:00');
  await type('Intervalo (h)', '3');
  await expect(form.getByText('Intervalo deve ser um número par')).toBeVisible();
  await type('Intervalo (h)', '8');
  await expect(form.getByText('Intervalo deve dividir igualmente o período de 12h')).toBeVisible();
  await expect(save).toBeDisabled();

  await type('Intervalo (h)', '4');
  await type('Nome', 'Teste madrugada');
  await type('Consumo mínimo (kg)', '35');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Alerta criado com sucesso!')).toBeVisible();
  const row = dialog.getByRole('row').filter({ hasText: 'Teste madrugada' });
  await expect(row).toContainText('06:00–18:00, a cada 4 h');

  const active = row.getByRole('switch', { name: 'Alerta Teste madrugada ativo' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  // Reopened, the list comes from the server again: the switch stayed off.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Alertas de consumo mínimo' }).click();
  await expect(dialog.getByRole('switch', { name: 'Alerta Teste madrugada ativo' })).not.toBeChecked();

  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Excluir o alerta Teste madrugada' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: 'Teste madrugada' })).toHaveCount(0);
});
