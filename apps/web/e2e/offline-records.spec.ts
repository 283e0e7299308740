import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, pickerDigits, startSignedIn, typeInPicker } from './helpers';

// Records typed in the barn without signal (docs/offline.md): kept on the phone, through a reload,
// and sent once each when the network returns.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const ZONE = 'America/Sao_Paulo';
const companyDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() - daysAgo * 86_400_000);

interface Performance {
  mortality: number;
  ideal_weight: number | null;
  divisions: { id: number; identification: string; weighings: { count: number; weighed_at: string }[] }[];
}

async function api(request: APIRequestContext, username = 'produtor') {
  const login = await request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const get = async <T>(url: string) => {
    const answer = await request.get(url, { headers });
    expect(answer.ok(), url).toBe(true);
    return (await answer.json()) as T;
  };
  return { get, put: (url: string, data: object) => request.put(url, { headers, data }) };
}

const outboxButton = (page: Page) => page.getByRole('button', { name: /^Registros no aparelho/ });

/** The phone's outbox as stored (IndexedDB `plantel-outbox`); `resend` first marks every record waiting again, as a phone that lost the answers. */
function outboxRecords(page: Page, resend = false) {
  return page.evaluate(
    (markWaiting) =>
      new Promise<{ state: string; sentAt?: number }[]>((resolve, reject) => {
        const open = indexedDB.open('plantel-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('records', 'readwrite').objectStore('records');
          const all = store.getAll();
          all.onsuccess = () => {
            const records = all.result as { state: string; sentAt?: number }[];
            if (markWaiting) for (const record of records) store.put({ ...record, state: 'waiting' });
            store.transaction.oncomplete = () => {
              open.result.close();
              resolve(records);
            };
          };
        };
      }),
    resend,
  );
}

const sentAt = (record: { state: string; sentAt?: number }) => (record.state === 'sent' ? (record.sentAt ?? 0) : 0);

async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('three mortalities, a weighing and a delivery typed offline survive a reload and reach the server once each, even sent twice', async ({ page, context }) => {
  // Five records typed, three reloads and the outbox sent three times: about 17 s alone, and near
  // the default 30 s while the locale walk shares the machine's two cores.
  test.setTimeout(60_000);
  const server = await api(page.request);
  // A shed whose typed records no later spec counts (the performance spec types into the first one).
  const sheds = await server.get<{ results: { id: number; identification: string; last_batch: number }[] }>('/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged&search=Aviário 06');
  const { id: shed, last_batch: batch } = sheds.results.find((s) => s.identification === 'Aviário 06')!;
  const before = await server.get<Performance>(`/api/v2/batches/${batch}/performance`);
  const division = before.divisions[0]!;
  // The three days as this person left them, none dead: their deaths after sending are exactly ours.
  const days = [1, 2, 3].map(companyDay);
  for (const date of days) expect((await server.put(`/api/v2/batches/${batch}/mortality`, { division: division.id, date, amount_mortality: 0, amount_eliminated: 0 })).ok()).toBe(true);
  const startMortality = (await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).mortality;
  const deliveriesOf = async () => (await server.get<{ results: { quantity: number }[] }>(`/api/v1/feed-controls?batch=${batch}&limit=500`)).results.filter((d) => d.quantity === 2_345).length;
  const weighingsOf = async () => (await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).divisions[0]!.weighings.filter((w) => w.count === 20 && Date.parse(w.weighed_at) > Date.now() - 3_600_000).length;
  expect(await deliveriesOf()).toBe(0);

  // Online first: the app and the pages to be used in the barn are seen once.
  await startSignedIn(page, 'produtor');
  await page.goto(`/broiler/nutrition/dashboard/${shed}`);
  await waitForWorker(page);
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  await expect(page.getByRole('list', { name: 'Entregas de ração' })).toBeVisible();
  await page.goto(`/broiler/performance/dashboard/${shed}`);
  await expect(page.getByRole('button', { name: 'Registrar mortalidade' })).toBeVisible();

  await context.setOffline(true);
  for (const [i, date] of days.entries()) {
    await page.getByRole('button', { name: 'Registrar mortalidade' }).click();
    const dialog = page.getByRole('dialog', { name: `Mortalidade do dia: ${division.identification}` });
    await typeInPicker(dialog, 'Dia', pickerDigits(date));
    await dialog.getByLabel('Aves mortas').fill(String(i + 2));
    await dialog.getByLabel('Aves eliminadas').fill('1');
    // A thumb's target, and a numeric keypad for the counts.
    expect((await dialog.getByRole('button', { name: 'Salvar' }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expect(dialog.getByLabel('Aves mortas')).toHaveAttribute('inputmode', 'numeric');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(outboxButton(page)).toHaveAccessibleName(`Registros no aparelho: ${i + 1} a enviar`);
  }
  await expect(page.getByText('Salvo no aparelho: será enviado quando houver sinal.')).toBeVisible();

  await page.getByRole('button', { name: 'Registrar pesagem' }).click();
  const weighing = page.getByRole('dialog', { name: `Nova pesagem: ${division.identification}` });
  const mean = before.ideal_weight!;
  await weighing.getByLabel('Pesos (g)').fill(Array.from({ length: 20 }, (_, i) => Math.round(mean - 38 + i * 4)).join('\n'));
  const sex = weighing.getByLabel('Sexo das aves pesadas');
  if (await sex.count()) {
    await sex.click();
    await page.getByRole('option', { name: 'Macho' }).click();
  }
  expect((await weighing.getByRole('button', { name: 'Salvar' }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await weighing.getByRole('button', { name: 'Salvar' }).click();
  await expect(weighing).toBeHidden();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 4 a enviar');
  // On the page, where they belong: the division's records list them as on the phone.
  const onPhone = page.getByRole('list', { name: 'No aparelho' });
  await expect(onPhone.getByRole('listitem')).toHaveCount(4);
  await expect(onPhone.getByRole('listitem').filter({ hasText: '3 mortes, 1 eliminados' })).toContainText('Aguardando envio');

  await page.goto(`/broiler/nutrition/dashboard/${shed}`);
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  const form = page.getByRole('form', { name: 'Entrega de ração' });
  await form.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'Silo 1' }).click();
  await form.getByRole('combobox', { name: 'Tipo de ração' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Quantidade').fill('2345');
  expect((await form.getByRole('button', { name: 'Adicionar' }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('Sem sinal: a entrega ficou salva no aparelho e será enviada quando houver conexão.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 5 a enviar');

  // A reload without signal: the app opens, and the five records are still on the phone, waiting.
  await page.reload();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 5 a enviar');
  await outboxButton(page).click();
  const outbox = page.getByRole('dialog', { name: 'Registros no aparelho' });
  await expect(outbox.getByRole('listitem')).toHaveCount(5);
  await expect(outbox.getByText('Aguardando envio')).toHaveCount(5);
  await expect(outbox.getByRole('listitem').filter({ hasText: 'Entrega de ração' })).toContainText('2.345 kg');
  expect(await deliveriesOf()).toBe(0);

  // Signal again: all five go, each marked sent, and the server holds each once.
  await context.setOffline(false);
  await expect(outbox.getByText(/^Enviado às \d{2}:\d{2}$/)).toHaveCount(5);
  await expect(outbox.getByText(/^Última sincronização: /)).toBeVisible();
  await outbox.getByRole('button', { name: 'Fechar' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 0 a enviar');
  const expectOnce = async () => {
    expect(await deliveriesOf()).toBe(1);
    expect(await weighingsOf()).toBe(1);
    expect((await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).mortality).toBe(startMortality + (2 + 1) + (3 + 1) + (4 + 1));
  };
  await expectOnce();

  // The dashboards show them: the delivery in the nutrition table, the weighing among the typed ones.
  await page.getByRole('button', { name: 'Gestão de ração' }).click();
  await expect(page.getByRole('list', { name: 'Entregas de ração' }).getByRole('listitem').filter({ hasText: '2.345 kg' })).toHaveCount(1);

  await page.keyboard.press('Escape');

  // The same outbox sent twice more (as a phone that lost the answers would): each record goes again,
  // with its own key, and the server answers it without writing it again.
  for (let replay = 0; replay < 2; replay++) {
    const before = Math.max(...(await outboxRecords(page)).map(sentAt));
    await outboxRecords(page, true);
    // Opening the app sends what waits.
    await page.reload();
    await expect.poll(async () => (await outboxRecords(page)).every((record) => sentAt(record) > before)).toBe(true);
    await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 0 a enviar');
    await expectOnce();
  }
});

test('a refused record is corrected in its own form, and days another person recorded meanwhile are chosen between', async ({ page, context }) => {
  const server = await api(page.request);
  const office = await api(page.request, 'tecnico');
  const sheds = await server.get<{ results: { id: number; identification: string; last_batch: number }[] }>('/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged&search=Aviário 06');
  const { id: shed, last_batch: batch } = sheds.results.find((s) => s.identification === 'Aviário 06')!;
  const division = (await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).divisions[0]!;
  const [typo, mine, theirs, added] = [4, 5, 6, 3].map(companyDay) as [string, string, string, string];
  for (const date of [typo, mine, theirs, added]) expect((await server.put(`/api/v2/batches/${batch}/mortality`, { division: division.id, date, amount_mortality: 0, amount_eliminated: 0 })).ok()).toBe(true);
  const start = (await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).mortality;
  const mortality = async () => (await server.get<Performance>(`/api/v2/batches/${batch}/performance`)).mortality - start;

  await startSignedIn(page, 'produtor');
  await page.goto(`/broiler/performance/dashboard/${shed}`);
  await waitForWorker(page);
  await expect(page.getByRole('button', { name: 'Registrar mortalidade' })).toBeVisible();

  // In the barn without signal: a typo (50 000 dead), two days typed to replace what the day holds,
  // which the office records meanwhile, and a second count of a day, added to the office's.
  await context.setOffline(true);
  for (const [date, dead, culled, mode] of [[typo, 50_000, 0, 'add'], [mine, 3, 1, 'replace'], [theirs, 2, 0, 'replace'], [added, 2, 1, 'add']] as const) {
    await page.getByRole('button', { name: 'Registrar mortalidade' }).click();
    const dialog = page.getByRole('dialog', { name: `Mortalidade do dia: ${division.identification}` });
    await typeInPicker(dialog, 'Dia', pickerDigits(date));
    await dialog.getByLabel('Aves mortas').fill(String(dead));
    await dialog.getByLabel('Aves eliminadas').fill(String(culled));
    // Adding is what the dialog offers first: a second count of the day.
    await expect(dialog.getByRole('radio', { name: 'Somar ao já registrado' })).toBeChecked();
    if (mode === 'replace') await dialog.getByRole('radio', { name: 'Substituir o já registrado' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 4 a enviar');
  // On the page, where they belong: the division's records list them as on the phone.
  const onPhone = page.getByRole('list', { name: 'No aparelho' });
  await expect(onPhone.getByRole('listitem')).toHaveCount(4);
  await expect(onPhone.getByRole('listitem').filter({ hasText: '3 mortes, 1 eliminados' })).toContainText('Aguardando envio');
  for (const [date, dead, culled] of [[mine, 7, 0], [theirs, 6, 2], [added, 5, 0]] as const) {
    expect((await office.put(`/api/v2/batches/${batch}/mortality`, { division: division.id, date, amount_mortality: dead, amount_eliminated: culled })).ok()).toBe(true);
  }

  // Signal again: the typo is refused with the server's reason in the user's language; the two days
  // to replace are shown as the office recorded them, and nothing the office typed is overwritten
  // unseen; the second count is added to the office's (5 + 2 dead, 1 culled).
  await context.setOffline(false);
  await outboxButton(page).click();
  const outbox = page.getByRole('dialog', { name: 'Registros no aparelho' });
  const item = (text: string) => outbox.getByRole('listitem').filter({ hasText: text });
  await expect(item('50000 mortes').getByText('Recusado', { exact: true })).toBeVisible();
  // Each names the shed it was typed for: "Box 1" alone could be any shed's.
  await expect(item('3 mortes, 1 eliminados')).toContainText('Aviário 06 · ');
  await expect(outbox).toContainText(/^Registros no aparelho.*Última sincronização: /s);
  await expect(item('50000 mortes')).toContainText(/Mais animais do que a divisão tem \([\d.]+\)/);
  await expect(item('3 mortes, 1 eliminados')).toContainText('O dia foi registrado enquanto isso: 7 mortes e 0 eliminados');
  await expect(item('2 mortes, 0 eliminados')).toContainText('O dia foi registrado enquanto isso: 6 mortes e 2 eliminados');
  await expect(item('2 mortes, 1 eliminados').getByText(/^Enviado às /)).toBeVisible();
  expect(await mortality()).toBe(7 + 8 + 5 + 3);

  // "Keep mine" sends the phone's day over the office's; "keep theirs" drops the phone's.
  await item('3 mortes, 1 eliminados').getByRole('button', { name: 'Manter o meu' }).click();
  await expect(item('3 mortes, 1 eliminados').getByText(/^Enviado às /)).toBeVisible();
  await expect.poll(mortality).toBe(4 + 8 + 8);
  await item('2 mortes, 0 eliminados').getByRole('button', { name: 'Ficar com o outro' }).click();
  await expect(item('2 mortes, 0 eliminados')).toHaveCount(0);
  expect(await mortality()).toBe(4 + 8 + 8);

  // The typo opens in its own form, as typed and with the reason under the field; corrected, it goes.
  await item('50000 mortes').getByRole('button', { name: 'Corrigir' }).click();
  const form = page.getByRole('dialog', { name: `Mortalidade do dia: ${division.identification}` });
  const dead = form.getByRole('textbox', { name: 'Aves mortas' });
  await expect(dead).toHaveValue('50000');
  await expect(dead).toHaveAccessibleDescription(/^Mais animais do que a divisão tem/);
  await dead.fill('4');
  await form.getByRole('button', { name: 'Enviar de novo' }).click();
  await expect(form).toBeHidden();
  await expect(item('4 mortes, 0 eliminados').getByText(/^Enviado às /)).toBeVisible();
  await expect.poll(mortality).toBe(4 + 4 + 8 + 8);
  // The open list says what went; no notice covers its buttons meanwhile.
  await expect(page.getByText(/^\d+ registros? enviados?\.$/)).toHaveCount(0);
  await outbox.getByRole('button', { name: 'Fechar' }).click();
  await expect(outboxButton(page)).toHaveAccessibleName('Registros no aparelho: 0 a enviar');
});
