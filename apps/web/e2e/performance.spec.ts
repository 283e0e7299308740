import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, pickerDigits, startSignedIn, typeInPicker } from './helpers';

/** Opens the first lodged broiler shed of the performance list on its dashboard. */
async function openBroilerDashboard(page: Page) {
  await page.goto('/broiler/performance');
  const first = page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
  await expect(first).toHaveText(/\S/);
  await first.click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
}

const divisions = (page: Page) => page.getByRole('radiogroup', { name: 'Divisões do lote' }).getByRole('radio');
const gainCells = (page: Page) => page.getByRole('table', { name: 'Ganho diário (G.P.D.) por idade' }).locator('tbody tr td:nth-child(3)');

test('selecting another division redraws its charts, and G.P.D. colours follow the sign', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await openBroilerDashboard(page);
  await expect(divisions(page).first()).toHaveAttribute('aria-checked', 'true');
  const firstName = await divisions(page).first().getByRole('heading').innerText();
  await expect(page.getByRole('region', { name: `Peso diário, últimos 14 dias: ${firstName}` })).toBeVisible();
  // Every chart actually paints on its canvas.
  for (const canvas of await page.locator('canvas').all()) {
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  }

  const second = divisions(page).nth(1);
  const secondName = await second.getByRole('heading').innerText();
  await second.click();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('region', { name: `Peso diário, últimos 14 dias: ${secondName}` })).toBeVisible();

  const cells = gainCells(page);
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    const text = (await cell.innerText()).trim();
    const tone = await cell.getAttribute('data-tone');
    if (text === '--') expect(tone).toBe('neutral');
    else expect(tone).toBe(text.startsWith('-') ? 'bad' : 'good');
  }
});

test("a weighing of 20 birds typed by hand becomes the day's point and its histogram", async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await openBroilerDashboard(page);
  const division = divisions(page).first();
  const name = await division.getByRole('heading').innerText();
  const cardWeight = async () => Number((await division.locator('p').first().innerText()).replace(/\D/g, ''));
  const before = await cardWeight();

  await page.getByRole('button', { name: 'Registrar pesagem' }).click();
  const dialog = page.getByRole('dialog', { name: `Nova pesagem: ${name}` });
  // 20 birds about 8 % above the division's latest weight.
  const weights = Array.from({ length: 20 }, (_, i) => Math.round(before * 1.08) - 40 + i * 4);
  await dialog.getByLabel('Pesos (g)').fill(weights.join('\n'));
  // A mixed flock is weighed by sex.
  await dialog.getByLabel('Sexo das aves pesadas').click();
  await page.getByRole('option', { name: 'Macho' }).click();
  await expect(dialog).toContainText('20 aves, média');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const histogram = page.getByRole('region', { name: /^Distribuição de pesos/ });
  await expect(async () => {
    const after = await cardWeight();
    expect(after).toBeGreaterThan(before);
  }).toPass();
  await expect(histogram).toBeVisible();
  const records = page.getByRole('list', { name: 'Pesagens digitadas' });
  await expect(records.getByRole('listitem').first()).toContainText('20 aves');
  await expect(records.getByRole('listitem').first()).toContainText('Macho');

  // The typed weighing can be removed again by its author.
  page.once('dialog', (d) => void d.accept());
  await records.getByRole('button', { name: /^Excluir a pesagem de/ }).first().click();
  await expect(records).toBeHidden();
  await expect(async () => expect(await cardWeight()).toBe(before)).toPass();
});

test('animals taken out alive are recorded per division and shown apart from the losses', async ({ page }) => {
  // A shed named here (as staff): the settlement walk closes only sheds no other spec names.
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/performance');
  await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').filter({ hasText: 'Aviário 03' }).locator('[data-field="name"]').click();
  await expect(page).toHaveURL(/\/broiler\/performance\/dashboard\/\d+/);
  const division = divisions(page).first();
  const name = await division.getByRole('heading').innerText();
  const weight = Number((await division.locator('p').first().innerText()).replace(/\D/g, ''));
  await expect(page.getByText('Retirada parcial', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Registrar retirada parcial' }).click();
  const dialog = page.getByRole('dialog', { name: `Retirada parcial: ${name}` });
  const holds = (await dialog.getByText(/^A divisão tem/).innerText()).replace(/\D/g, '');
  // More than the division holds: the server refuses under the field, and nothing is taken out.
  await dialog.getByLabel('Animais retirados').fill(String(Number(holds) + 1));
  await dialog.getByLabel('Peso vivo total (kg)').fill(String(Math.round(((Number(holds) + 1) * weight) / 1000)));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText(`A divisão tem ${Number(holds).toLocaleString('pt-BR')} animais`)).toBeVisible();

  // 50 birds at the division's weight, typed with a decimal comma.
  await dialog.getByLabel('Animais retirados').fill('50');
  await dialog.getByLabel('Peso vivo total (kg)').fill(((50 * weight) / 1000).toFixed(1).replace('.', ','));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const tile = page.getByText('Retirada parcial', { exact: true }).locator('..');
  await expect(tile).toContainText('50 animais');
});

test('a guest reads the performance dashboard but cannot record anything', async ({ page }) => {
  await startSignedIn(page, 'vendas');
  await openBroilerDashboard(page);
  await expect(divisions(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar pesagem' })).toHaveCount(0);
});

test.describe("a browser in another time zone than the company's", () => {
  // Tokyo is twelve hours from São Paulo: a form reading the browser's clock would be half a day off.
  const BROWSER_ZONE = 'Asia/Tokyo';
  test.use({ timezoneId: BROWSER_ZONE });

  const wallClock = (time: number, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .formatToParts(time)
        .map((part) => [part.type, part.value]),
    );
    return { day: `${p.year}-${p.month}-${p.day}`, digits: `${p.day}${p.month}${p.year}${p.hour}${p.minute}` };
  };
  /** The digits a date-time picker shows, section by section (pt-BR: dd MM yyyy HH mm). */
  const pickerShows = async (dialog: Locator) => (await dialog.getByRole('group', { name: 'Data e hora da pesagem', exact: true }).getByRole('spinbutton').allInnerTexts()).join('');

  test("a weighing starts at the company's now and is saved and read back at the picked company-local time", async ({ page }) => {
    const login = await page.request.post('/api/v1/token/', { data: { username: 'produtor', password: PASSWORD } });
    const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    const zone = ((await (await page.request.get('/api/v2/alerts/thresholds', { headers })).json()) as { time_zone: string }).time_zone;
    expect(wallClock(Date.now(), zone).digits.slice(-4)).not.toBe(wallClock(Date.now(), BROWSER_ZONE).digits.slice(-4));

    await startSignedIn(page, 'produtor');
    await openBroilerDashboard(page);
    const division = divisions(page).first();
    const name = await division.getByRole('heading').innerText();
    const before = Number((await division.locator('p').first().innerText()).replace(/\D/g, ''));

    const opened = Date.now();
    await page.getByRole('button', { name: 'Registrar pesagem' }).click();
    const dialog = page.getByRole('dialog', { name: `Nova pesagem: ${name}` });
    await expect(dialog.getByLabel('Pesos (g)')).toBeVisible();
    expect([wallClock(opened, zone).digits, wallClock(Date.now(), zone).digits]).toContain(await pickerShows(dialog));

    // 21:30 yesterday on the company's calendar: already the next day in UTC.
    const yesterday = wallClock(Date.now() - 86_400_000, zone).day;
    const picked = `${pickerDigits(yesterday)}2130`;
    await typeInPicker(dialog, 'Data e hora da pesagem', picked);
    await dialog.getByLabel('Pesos (g)').fill(Array.from({ length: 20 }, (_, i) => Math.round(before * 1.02) - 40 + i * 4).join('\n'));
    if (await dialog.getByLabel('Sexo das aves pesadas').count()) {
      await dialog.getByLabel('Sexo das aves pesadas').click();
      await page.getByRole('option', { name: 'Macho' }).click();
    }
    const saved = page.waitForResponse((r) => r.url().includes('/weighings') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    const weighing = (await answer.json()) as { weighed_at: string; weight: number };
    expect(wallClock(Date.parse(weighing.weighed_at), zone).digits).toBe(picked);
    await expect(dialog).toBeHidden();

    // Opened again to correct it, it shows the time that was picked, not the browser's.
    const records = page.getByRole('list', { name: 'Pesagens digitadas' });
    const item = records.getByRole('listitem').filter({ hasText: `20 aves, ${Math.round(weighing.weight).toLocaleString('pt-BR', { useGrouping: 'always' })} g` });
    // The list writes it on the company's clock too: the same day and time as the dialog.
    const [year, month, day] = yesterday.split('-');
    await expect(item).toContainText(`${day}/${month}/${year} 21:30`);
    await item.getByRole('button', { name: /^Corrigir a pesagem de/ }).click();
    const editing = page.getByRole('dialog', { name: `Corrigir pesagem: ${name}` });
    await expect(editing.getByLabel('Pesos (g)')).toBeVisible();
    expect(await pickerShows(editing)).toBe(picked);
    await editing.getByRole('button', { name: 'Cancelar' }).click();

    page.once('dialog', (d) => void d.accept());
    await item.getByRole('button', { name: /^Excluir a pesagem de/ }).click();
    await expect(item).toHaveCount(0);
  });
});
