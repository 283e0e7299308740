import { expect, test } from '@playwright/test';
import { authHeaders, startSignedIn } from './helpers';

const SHED = 'Aviário 06';

interface TelemetryDevice {
  id: number;
  type: string;
  shed: number;
  silo: { capacity: number; available_weight: number | null } | null;
}

test('silo scales that read empty raise an alert that reaches the open recent-alerts page through the stream, without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A gateway, as a farm's would: a key issued by staff, and the silo scales it may send for.
  const staff = await authHeaders(request, 'admin');
  const issued = await request.post('/api/v2/ingest-keys/gateways', { headers: staff, data: { label: 'Gateway do teste de alerta ao vivo' } });
  expect(issued.status(), await issued.text()).toBe(201);
  const key = (await issued.json()) as { id: number; key: string };
  const gateway = { authorization: `Bearer ${key.key}` };

  const sheds = await request.get('/api/v2/sheds/nutrition?module=frangos_de_corte&limit=100', { headers: await authHeaders(request, 'produtor') });
  const shed = ((await sheds.json()) as { results: { id: number; identification: string }[] }).results.find((s) => s.identification === SHED)!;
  const devices = ((await (await request.get('/api/v2/telemetry/devices', { headers: gateway })).json()) as { results: TelemetryDevice[] }).results;
  const scales = devices.filter((d) => d.shed === shed.id && d.type === 'silo_scale' && d.silo !== null);
  expect(scales.length).toBeGreaterThan(0);

  let sent = 0;
  /** One reading of every scale of the shed, now: `weightOf` each silo's load, kg. */
  const sendLoads = async (weightOf: (scale: TelemetryDevice) => number) => {
    const deviceTime = new Date().toISOString();
    sent += 1;
    const readings = scales.map((s) => ({ device: s.id, message_id: `live-alert-e2e-${s.id}-${sent}`, device_time: deviceTime, values: { total_weight: weightOf(s) } }));
    const answer = await request.post('/api/v2/telemetry', { headers: gateway, data: { readings } });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(((await answer.json()) as { accepted: number }).accepted).toBe(scales.length);
  };

  await startSignedIn(page, 'produtor');
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/v2/alerts/stream') && r.status() === 200);
  await page.goto('/broiler/alerts/recent/');
  // The page listens to the server's alert stream: nothing else brings it new alerts.
  await stream;
  const table = page.getByRole('table', { name: 'Alertas' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: SHED }).filter({ hasText: 'Silos vazios' });
  await expect(row).toHaveCount(0);
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

  try {
    // The gateway keeps sending, as load cells do, until the engine has judged the empty silos.
    await expect(async () => {
      await sendLoads(() => 0);
      await expect(row).toBeVisible({ timeout: 4_000 });
    }).toPass({ timeout: 45_000 });
    await expect(row).toContainText('Silos vazios: o lote está sem ração');
    await expect(row).toContainText('Crítico');
    await expect(page.getByText(/^Novo alerta de /)).toBeVisible();
    // The notice leads to the alert's shed.
    await expect(page.getByRole('alert').filter({ hasText: /^Novo alerta de / }).getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', /\/alerts\/recent\/dashboard\/\d+$/);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  } finally {
    // The silos as they were, and the key revoked, so the other specs find the farm as seeded.
    for (let i = 0; i < 2; i++) {
      await sendLoads((s) => s.silo!.available_weight ?? s.silo!.capacity / 2);
      await page.waitForTimeout(3_000);
    }
    await request.delete(`/api/v2/ingest-keys/${key.id}`, { headers: staff });
  }
});
