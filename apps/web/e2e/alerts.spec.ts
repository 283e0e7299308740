import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, startSignedIn, typeInPicker } from './helpers';

async function tokenOf(request: APIRequestContext, username: string) {
  const answer = await request.post('/api/v1/token/', { data: { username, password: PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

test('an alert raised while the recent-alerts dashboard is open shows up without a reload, and is acknowledged', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await tokenOf(request, 'produtor')}` };
  await startSignedIn(page, 'produtor');
  await page.goto('/broiler/alerts/recent/');
  const table = page.getByRole('table', { name: 'Alertas' });
  await expect(table.getByRole('row').filter({ hasText: 'Silos vazios' })).toBeVisible();
  const nutritionCard = page.getByRole('button', { name: /^Nutrição/ });
  // The card's figure: "12 alertas".
  const before = parseInt((await nutritionCard.getByRole('paragraph').first().textContent())!, 10);

  // A rule no shed can meet: every 2 h, at least 999 t. The engine evaluates right after it is saved.
  const sheds = await request.get('/api/v2/sheds/lodged?module=frangos_de_corte&limit=50', { headers: auth });
  const shed = ((await sheds.json()) as { results: { id: number; identification: string }[] }).results.find((s) => s.identification === 'Aviário 03')!;
  const created = await request.post('/api/v2/alerts/minimal_consumption/', {
    headers: auth,
    data: { name: 'Regra de teste', min_consumption_value: 999_000, start_time: '00:00', end_time: '00:00', interval: 2, active_alert: true, shed: shed.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rule = (await created.json()) as { id: number };

  try {
    const row = table.getByRole('row').filter({ hasText: 'Regra de teste' });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('Aviário 03');
    await expect(row).toContainText(/abaixo do mínimo de 999\.000 kg/);
    // The card follows without a reload, to the API's own count: the rule's alert is among it (the
    // evaluation after the save may raise others that fell due meanwhile).
    const shown = async () => parseInt((await nutritionCard.getByRole('paragraph').first().textContent())!, 10);
    await expect.poll(shown).toBeGreaterThan(before);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const answer = await request.get(`/api/v2/alerts/counts?module=frangos_de_corte&since=${encodeURIComponent(since)}`, { headers: auth });
    const nutrition = ((await answer.json()) as { counts: { type: string; count: number }[] }).counts.find((c) => c.type === 'Nutrição')!;
    await expect(nutritionCard.getByRole('paragraph').first()).toHaveText(`${nutrition.count} ${nutrition.count === 1 ? 'alerta' : 'alertas'} · últimos 7 dias`);
    // The notice names the alert's type and its shed.
    await expect(page.getByText(/^Novo alerta de .+ em .+/)).toBeVisible();
    // The notice leads to the alert's shed.
    await expect(page.getByRole('alert').filter({ hasText: /^Novo alerta de / }).getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', /\/alerts\/recent\/dashboard\/\d+$/);

    await row.getByRole('button', { name: 'Reconhecer' }).click();
    await expect(row).toContainText('Reconhecido');
    await expect(row.getByRole('button', { name: 'Reconhecer' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/v2/alerts/minimal_consumption/${rule.id}/`, { headers: auth });
  }
});

test('the swine alert history lists past alerts by period and downloads them as CSV', async ({ page }) => {
  await startSignedIn(page, 'suinos');
  await page.goto('/swine/alerts/history');
  const history = page.getByRole('region', { name: 'Histórico de alertas' });
  // The demo's planted drop in daytime consumption lies somewhere in the pig batch's life (up to about
  // 170 days): a period from 200 days ago holds it whatever today is.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }).replaceAll('/', '');
  await typeInPicker(history, 'Início', day(200));
  await typeInPicker(history, 'Fim', day(0));
  await expect(history.getByRole('row').filter({ hasText: 'Consumo diurno' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(history.getByRole('row').filter({ hasText: 'Consumo diurno' }).filter({ hasText: 'Resolvido' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFInício;Aviário;Propriedade;Lote;Idade (dias);Tipo;Gravidade;Situação;Mensagem;Reconhecido em;Reconhecido por;Resolvido em');
  expect(csv).toContain('Consumo diurno: consumo de');

  // A period before the batch has nothing.
  await typeInPicker(history, 'Início', '01012020');
  await typeInPicker(history, 'Fim', '31012020');
  await expect(history.getByText('Nenhum alerta.')).toBeVisible();
});

test('staff read the webhook secret on the notification settings and rotate it', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await tokenOf(request, 'tecnico')}` };
  const secretOf = async () => ((await (await request.get('/api/v2/notifications/webhook-secret', { headers: auth })).json()) as { secret: string }).secret;
  await startSignedIn(page, 'tecnico');
  await page.goto('/settings/notifications');
  const field = page.getByLabel('Segredo de assinatura');
  await expect(field).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar segredo' }).click();
  await expect(field).toHaveValue(await secretOf());

  const before = await field.inputValue();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Gerar novo segredo' }).click();
  await expect(page.getByText('Novo segredo gerado')).toBeVisible();
  await expect(field).not.toHaveValue(before);
  await expect(field).toHaveValue(await secretOf());
});
