import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sideBar, startSignedIn } from './helpers';

const STAFF_ONLY = 'Somente a equipe técnica pode gerenciar dispositivos e chaves de envio.';

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Dispositivos' });
const rowOf = (page: Page, identification: string) => devicesTable(page).locator('tbody tr').filter({ hasText: identification });
/** The text of one column (1-based) in every row of the page shown. */
const column = (page: Page, index: number) => devicesTable(page).locator(`tbody tr > td:nth-child(${index})`).allTextContents();

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Reads the secret from the dialog shown after issuing a key, and closes it. */
async function readIssuedSecret(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Chave emitida' });
  await expect(dialog.getByText(/não será mostrada de novo/)).toBeVisible();
  const secret = await dialog.getByRole('textbox', { name: 'Chave secreta' }).inputValue();
  expect(secret).toMatch(/^plk_[\w-]{20,}$/);
  await dialog.getByRole('button', { name: 'Guardei a chave' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

/** One climate reading from the device, as a device sends it. */
const sendReading = (request: APIRequestContext, key: string, device: number, messageId: string) =>
  request.post('/api/v2/telemetry', {
    headers: { authorization: `Bearer ${key}` },
    data: { readings: [{ device, message_id: messageId, device_time: new Date().toISOString(), values: { environment_temperature: 25, humidity: 60 } }] },
  });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(devicesTable(page).locator('tbody tr')).toHaveCount(1);
}

test('staff reach the devices from the side bar and see the demo devices by status and type', async ({ page }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/');
  await sideBar(page).getByRole('link', { name: 'Dispositivos' }).click();
  await expect(page).toHaveURL('/settings/devices');
  await expect(page).toHaveTitle('Plantel - Configurações - Dispositivos');
  await expect(devicesTable(page).locator('tbody tr')).toHaveCount(25);
  const total = Number((await page.getByText(/^1–25 de \d+$/).textContent())!.split(' de ')[1]);
  expect(total).toBeGreaterThan(100);

  // The demo farm has devices heard from lately, devices gone quiet and devices never heard from.
  for (const [status, lastSeen] of [
    ['Online', /^há /],
    ['Sem sinal', /^há /],
    ['Nunca enviou', /^Nunca$/],
  ] as const) {
    await choose(page, 'Situação', status);
    await expect.poll(async () => [...new Set(await column(page, 6))]).toEqual([status]);
    for (const text of await column(page, 5)) expect(text).toMatch(lastSeen);
  }
  await choose(page, 'Situação', 'Todas as situações');

  await choose(page, 'Tipo', 'Balança de silo');
  await expect.poll(async () => [...new Set(await column(page, 2))]).toEqual(['Balança de silo']);
  for (const position of await column(page, 4)) expect(position).toMatch(/^Silo \d+$/);
  const silos = Number((await page.getByText(/^1–\d+ de \d+$/).textContent())!.split(' de ')[1]);
  expect(silos).toBeGreaterThan(0);
  expect(silos).toBeLessThan(total);

  // The filters are in the address: a reload (or a shared link) shows the same list.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('silo_scale-3');
  await expect(page).toHaveURL(/type=silo_scale/);
  await expect(page).toHaveURL(/q=silo_scale-3/);
  await expect.poll(async () => (await column(page, 1)).every((id) => id.startsWith('silo_scale-3')) && (await column(page, 1)).length < silos).toBe(true);
  const shown = await column(page, 1);
  expect(shown.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Balança de silo');
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('silo_scale-3');
  await expect.poll(() => column(page, 1)).toEqual(shown);
});

test('staff register a device, its key makes it go online, rotating stops the old key and revoking the new one', async ({ page, request }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/settings/devices');

  // Register a climate sensor in a box of a shed with a housed batch.
  await page.getByRole('button', { name: 'Cadastrar dispositivo' }).click();
  const form = page.getByRole('dialog', { name: 'Cadastrar dispositivo' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByText('Campo obrigatório')).toHaveCount(2);
  await form.getByRole('combobox', { name: 'Galpão' }).selectOption('Sítio Boa Vista – Aviário 01 (Alojado)');
  await expect(form.getByRole('combobox', { name: 'Tipo' })).toHaveValue('S0');
  await form.getByRole('textbox', { name: 'Identificação' }).fill('S0-E2E-01');
  await form.getByRole('textbox', { name: 'Posição' }).fill('Box 1');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Dispositivo S0-E2E-01 cadastrado.', { exact: false })).toBeVisible();

  await search(page, 'S0-E2E-01');
  const row = rowOf(page, 'S0-E2E-01');
  await expect(row).toContainText('Sítio Boa Vista – Aviário 01');
  await expect(row).toContainText('Box 1');
  await expect(row).toContainText('Nunca enviou');
  await expect(row).toContainText('Nenhuma');
  const deviceId = Number((await row.getByText(/^ID \d+$/).textContent())!.slice(3));

  // Issue its first key: no confirmation, the secret is shown once.
  await row.getByRole('button', { name: 'Emitir chave para S0-E2E-01' }).click();
  await expect(page.getByRole('dialog', { name: 'Chave emitida' }).getByText(new RegExp(`^plantel/\\d+/${deviceId}/telemetry$`))).toBeVisible();
  const firstKey = await readIssuedSecret(page);
  await expect(row).toContainText('1 ativa');
  await expect(row).toContainText(`${firstKey.slice(0, 10)}…`);

  const accepted = await sendReading(request, firstKey, deviceId, 'e2e-1');
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ accepted: 1, rejected: 0 });

  await page.reload();
  await search(page, 'S0-E2E-01');
  await expect(row).toContainText('Online');
  await expect(row).toContainText('há menos de um minuto');

  // Rotating asks first, then the old key is refused and the new one works.
  await row.getByRole('button', { name: 'Trocar chave de S0-E2E-01' }).click();
  const confirmRotate = page.getByRole('dialog', { name: 'Trocar a chave de S0-E2E-01?' });
  await expect(confirmRotate).toContainText(`a atual (${firstKey.slice(0, 10)}…) deixará de funcionar`);
  await confirmRotate.getByRole('button', { name: 'Trocar chave' }).click();
  const secondKey = await readIssuedSecret(page);
  expect(secondKey).not.toBe(firstKey);
  await expect(row).toContainText(`${secondKey.slice(0, 10)}…`);
  await expect(row).toContainText('1 ativa');

  expect((await sendReading(request, firstKey, deviceId, 'e2e-2')).status()).toBe(401);
  const withNewKey = await sendReading(request, secondKey, deviceId, 'e2e-2');
  expect(withNewKey.status()).toBe(200);
  expect(await withNewKey.json()).toMatchObject({ accepted: 1 });

  // Revoking leaves the device without keys.
  await row.getByRole('button', { name: 'Revogar chaves de S0-E2E-01' }).click();
  await page.getByRole('dialog', { name: 'Revogar as chaves de S0-E2E-01?' }).getByRole('button', { name: 'Revogar chaves' }).click();
  await expect(page.getByText('As chaves de S0-E2E-01 foram revogadas.')).toBeVisible();
  await expect(row).toContainText('Nenhuma');
  await expect(row.getByRole('button', { name: 'Revogar chaves de S0-E2E-01' })).toBeDisabled();
  expect((await sendReading(request, secondKey, deviceId, 'e2e-3')).status()).toBe(401);
});

test('staff create a gateway key that works until they revoke it', async ({ page, request }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/settings/devices');
  const section = page.getByRole('region', { name: 'Chaves de gateway' });
  await section.getByRole('textbox', { name: 'Nome do gateway' }).fill('Gateway e2e');
  await section.getByRole('button', { name: 'Criar chave de gateway' }).click();
  await expect(page.getByRole('dialog', { name: 'Chave emitida' })).toContainText('Chave do gateway Gateway e2e');
  await expect(page.getByRole('dialog', { name: 'Chave emitida' }).getByText(/^plantel\/\d+\/gateway\/telemetry$/)).toBeVisible();
  const key = await readIssuedSecret(page);

  const keyRow = section.getByRole('table', { name: 'Chaves de gateway' }).locator('tbody tr').filter({ hasText: 'Gateway e2e' });
  await expect(keyRow).toContainText(`${key.slice(0, 10)}…`);
  await expect(keyRow).toContainText('Ativa');
  await expect(keyRow).toContainText('Nunca usada');
  const devices = () => request.get('/api/v2/telemetry/devices', { headers: { authorization: `Bearer ${key}` } });
  expect((await devices()).status()).toBe(200);

  await keyRow.getByRole('button', { name: 'Revogar a chave Gateway e2e' }).click();
  await page.getByRole('dialog', { name: 'Revogar a chave Gateway e2e?' }).getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(keyRow).toContainText(/Revogada em \d{2}\/\d{2}\/\d{4}/);
  await expect(keyRow.getByRole('button')).toHaveCount(0);
  expect((await devices()).status()).toBe(401);
});

test('a producer who opens the devices page reads that it is for staff', async ({ page }) => {
  await startSignedIn(page, 'produtor');
  await page.goto('/settings/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositivos' })).toBeVisible();
  await expect(page.getByText(STAFF_ONLY)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cadastrar dispositivo' })).toHaveCount(0);
  await expect(sideBar(page).getByRole('link', { name: 'Dispositivos' })).toHaveCount(0);
});

test('staff move a device to another box and retire another: its key stops working', async ({ page, request }) => {
  const login = await request.post('/api/v1/token/', { data: { username: 'admin', password: 'plantel' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const lodged = (await (await request.get('/api/v2/sheds/lodged?limit=1000', { headers })).json()) as { results: { id: number; identification: string; property_name: string }[] };
  const shed = lodged.results.find((s) => s.identification === 'Aviário 01' && s.property_name === 'Sítio Boa Vista')!;
  const register = async (identification: string) => {
    const res = await request.post('/api/v2/devices', { headers, data: { shed: shed.id, type: 'S0', identification, position: 'Box 1' } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  await register('S0-E2E-MOVE');
  const retiring = await register('S0-E2E-RETIRE');
  const key = ((await (await request.post(`/api/v2/devices/${retiring}/keys`, { headers })).json()) as { key: string }).key;
  expect(await (await sendReading(request, key, retiring, 'retire-1')).json()).toMatchObject({ accepted: 1 });

  await startSignedIn(page, 'admin');
  await page.goto('/settings/devices');

  // Edit: the type stays, the position changes.
  await search(page, 'S0-E2E-MOVE');
  await rowOf(page, 'S0-E2E-MOVE').getByRole('button', { name: 'Editar S0-E2E-MOVE' }).click();
  const form = page.getByRole('dialog', { name: 'Editar dispositivo S0-E2E-MOVE' });
  await expect(form.getByRole('combobox', { name: 'Tipo' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Galpão' })).toHaveValue(String(shed.id));
  await expect(form.getByRole('textbox', { name: 'Posição' })).toHaveValue('Box 1');
  await form.getByRole('textbox', { name: 'Posição' }).fill('Box 2');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Dispositivo S0-E2E-MOVE salvo.', { exact: false })).toBeVisible();
  await expect(rowOf(page, 'S0-E2E-MOVE')).toContainText('Box 2');
  await page.reload();
  await search(page, 'S0-E2E-MOVE');
  await expect(rowOf(page, 'S0-E2E-MOVE')).toContainText('Box 2');

  // Retire: asked first, then gone from the list, and its key is refused.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('S0-E2E-RETIRE');
  await expect(devicesTable(page).locator('tbody tr')).toHaveCount(1);
  await rowOf(page, 'S0-E2E-RETIRE').getByRole('button', { name: 'Retirar S0-E2E-RETIRE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirar S0-E2E-RETIRE?' });
  await expect(confirm).toContainText('As chaves dele são revogadas na hora');
  await expect(confirm).toContainText('As leituras que ele já enviou são mantidas');
  await confirm.getByRole('button', { name: 'Retirar dispositivo' }).click();
  await expect(page.getByText('Dispositivo S0-E2E-RETIRE retirado: as chaves foram revogadas e as leituras, mantidas.')).toBeVisible();
  await expect(page.getByText('Nenhum dispositivo encontrado.')).toBeVisible();
  expect((await sendReading(request, key, retiring, 'retire-2')).status()).toBe(401);
});
