import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './helpers';

/*
 * On a phone, in the barn: what the day already holds is shown before a second count is added, each
 * recorded day can be changed, and a thinning typed wrong is corrected, then undone, each with why.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a day counted twice adds up, a recorded day is changed on purpose, a thinning and a lodging typed wrong are corrected, on a phone', async ({ page }) => {
  // Some twenty dialogs on a phone: about 25 s alone, more beside the locale walk.
  test.setTimeout(90_000);
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 04' }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
  // The division in view's weight, kg a bird, for a thinning's plausible live weight.
  const card = page.getByRole('radiogroup', { name: 'Divisões do lote' }).getByRole('radio').first();
  const weight = Number((await card.locator('p').first().innerText()).replace(/\D/g, '')) / 1000;
  await page.setViewportSize({ width: 390, height: 844 });
  const records = page.getByRole('region', { name: /^Registros de / });
  await expect(records).toBeVisible();
  const division = (await records.getByRole('heading', { level: 3 }).innerText()).replace('Registros de ', '');

  // Morning: 14 dead and 3 culled, added to what the day held (nothing yet, or the demo's record).
  const mortality = () => page.getByRole('dialog', { name: `Mortalidade do dia: ${division}` });
  await records.getByRole('button', { name: 'Registrar mortalidade' }).click();
  await mortality().getByLabel('Aves mortas').fill('14');
  await mortality().getByLabel('Aves eliminadas').fill('3');
  await mortality().getByRole('button', { name: 'Salvar' }).click();
  await expect(mortality()).toBeHidden();
  const days = records.getByRole('list', { name: 'Mortalidade registrada' });
  const firstDay = days.getByRole('listitem').first();
  await expect(firstDay).toContainText(/mortes/);
  const [dead, culled] = (await firstDay.innerText()).match(/(\d[\d.]*) mortes, (\d[\d.]*) eliminados/)!.slice(1).map((n) => Number(n.replace(/\./g, '')));

  // Afternoon, a second count: the dialog says what the day holds and who wrote it, and adds 2 to it.
  await records.getByRole('button', { name: 'Registrar mortalidade' }).click();
  await expect(mortality().getByText(`Já registrado neste dia: ${dead} mortes + ${culled} eliminados (por`)).toBeVisible();
  await expect(mortality().getByRole('radio', { name: 'Somar ao já registrado' })).toBeChecked();
  await mortality().getByLabel('Aves mortas').fill('2');
  await mortality().getByLabel('Aves eliminadas').fill('0');
  await mortality().getByRole('button', { name: 'Salvar' }).click();
  await expect(mortality()).toBeHidden();
  await expect(firstDay).toContainText(`${dead! + 2} mortes, ${culled} eliminados`);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The day counted again from scratch: opened from its line, it replaces what was recorded.
  await firstDay.getByRole('button', { name: /^Corrigir a mortalidade de / }).click();
  await expect(mortality().getByRole('radio', { name: 'Substituir o já registrado' })).toBeChecked();
  await expect(mortality().getByLabel('Aves mortas')).toHaveValue(String(dead! + 2));
  await mortality().getByLabel('Aves mortas').fill('15');
  await mortality().getByRole('button', { name: 'Salvar' }).click();
  await expect(mortality()).toBeHidden();
  await expect(firstDay).toContainText(`15 mortes, ${culled} eliminados`);

  // A thinning of 500 birds typed as 5000: corrected with a reason, then undone.
  await records.getByRole('button', { name: 'Registrar retirada parcial' }).click();
  const thinning = page.getByRole('dialog', { name: `Retirada parcial: ${division}` });
  await thinning.getByLabel('Animais retirados').fill('5000');
  await thinning.getByLabel('Peso vivo total (kg)').fill(String(Math.round(5000 * weight)));
  await thinning.getByRole('button', { name: 'Salvar' }).click();
  await expect(thinning).toBeHidden();
  const removals = records.getByRole('list', { name: 'Retiradas parciais' });
  await expect(removals.getByRole('listitem')).toHaveCount(1);
  await expect(removals).toContainText('5.000 animais');

  await removals.getByRole('button', { name: /^Corrigir a retirada de / }).click();
  const correction = page.getByRole('dialog', { name: `Corrigir retirada: ${division}` });
  await correction.getByLabel('Animais retirados').fill('500');
  await correction.getByLabel('Peso vivo total (kg)').fill(String(Math.round(500 * weight)));
  await correction.getByRole('button', { name: 'Salvar' }).click();
  // Without a reason nothing is sent: the field says it is needed.
  await expect(correction.getByRole('textbox', { name: /^Motivo/ })).toHaveAccessibleDescription(/obrigatório/i);
  await correction.getByRole('textbox', { name: /^Motivo/ }).fill('Digitei um zero a mais');
  await correction.getByRole('button', { name: 'Salvar' }).click();
  await expect(correction).toBeHidden();
  await expect(removals).toContainText('500 animais');
  await expect(removals).not.toContainText('5.000');

  await removals.getByRole('button', { name: /^Desfazer a retirada de / }).click();
  const undo = page.getByRole('dialog', { name: /^Desfazer a retirada de / });
  await expect(undo).toContainText(`Os 500 animais voltam para ${division}.`);
  await undo.getByRole('textbox', { name: /^Motivo/ }).fill('O caminhão não veio');
  await undo.getByRole('button', { name: 'Desfazer' }).click();
  await expect(undo).toBeHidden();
  await expect(records.getByRole('list', { name: 'Retiradas parciais' })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The lodging: 10 birds more in the box in view than typed, corrected with a reason; the box holds 10 more.
  const alive = async () => Number((await page.getByRole('radiogroup', { name: 'Divisões do lote' }).getByRole('radio').first().innerText()).match(/Vivos: ([\d.]+)/)![1]!.replace(/\./g, ''));
  const before = await alive();
  await page.getByRole('button', { name: 'Corrigir alojamento' }).click();
  const lodging = page.getByRole('dialog', { name: 'Corrigir o alojamento do lote' });
  // It opens on the lodging as typed: its identification and lineage are there to change.
  await expect(lodging.getByRole('textbox', { name: 'Identificação do lote' })).not.toHaveValue('');
  await expect(lodging.getByRole('textbox', { name: 'Linhagem' })).not.toHaveValue('');
  const box = lodging.getByRole('textbox', { name: division });
  await box.fill(String(Number(await box.inputValue()) + 10));
  await lodging.getByRole('textbox', { name: 'Origem' }).fill('Incubatório Norte');
  await lodging.getByRole('textbox', { name: /^Motivo/ }).fill('Nota do incubatório');
  await lodging.getByRole('button', { name: 'Salvar' }).click();
  await expect(lodging).toBeHidden();
  await expect.poll(alive).toBe(before + 10);
  await page.getByRole('button', { name: 'Corrigir alojamento' }).click();
  await expect(lodging.getByRole('textbox', { name: 'Origem' })).toHaveValue('Incubatório Norte');
  await lodging.getByRole('button', { name: 'Cancelar' }).click();
  await expect(lodging).toBeHidden();

  // A batch with records is not undone: the server's refusal is shown in the dialog, in the page's words.
  await page.getByRole('button', { name: 'Desfazer alojamento' }).click();
  const undoLodging = page.getByRole('dialog', { name: 'Desfazer o alojamento?' });
  await undoLodging.getByRole('textbox', { name: /^Motivo/ }).fill('Teste');
  await undoLodging.getByRole('button', { name: 'Desfazer' }).click();
  await expect(undoLodging).toContainText('O lote já tem registros: corrija o alojamento em vez de desfazê-lo');
});
