import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, startSignedIn } from './helpers';

test('the sanity dashboard shows each division, switches between the last 24 h and the whole batch, and paints its charts', async ({ page }) => {
  await startSignedIn(page, 'tecnico');
  await page.goto('/broiler/sanity');
  const first = page.getByRole('grid', { name: 'Galpões' }).locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
  await expect(first).toHaveText(/\S/);
  await first.click();
  await expect(page).toHaveURL(/\/broiler\/sanity\/dashboard\/\d+$/);

  const tabs = page.getByRole('tablist', { name: 'Divisões do lote' }).getByRole('tab');
  // It opens on one division (the one whose comfort is worst now); another is a click away.
  await expect(page.getByRole('tablist', { name: 'Divisões do lote' }).locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
  const other = (await tabs.first().getAttribute('aria-selected')) === 'true' ? tabs.nth(1) : tabs.first();
  await other.click();
  await expect(other).toHaveAttribute('aria-selected', 'true');

  for (const name of ['Temperatura agora', 'Umidade agora', 'Temperatura e faixa ideal', 'Umidade e faixa ideal', 'Amplitude térmica diária', 'Horas em cada nível de conforto, por idade', 'Conforto térmico no lote']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Ar e saúde' })).toContainText('ppm');
  await expect(page.getByText(/Sem leituras desde/)).toHaveCount(0);

  const period = page.getByRole('group', { name: 'Período' });
  await expect(period.getByRole('button', { name: 'Últimas 24 h' })).toHaveAttribute('aria-pressed', 'true');
  await period.getByRole('button', { name: 'Lote inteiro' }).click();
  await expect(period.getByRole('button', { name: 'Lote inteiro' })).toHaveAttribute('aria-pressed', 'true');
  await expect(period.getByRole('button', { name: 'Últimas 24 h' })).toHaveAttribute('aria-pressed', 'false');

  for (const canvas of await page.locator('canvas').all()) {
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  }

  await page.getByRole('region', { name: 'Sanidade e ambiência' }).getByRole('link', { name: 'Perfis de ambiência' }).click();
  await expect(page).toHaveURL('/settings/ambience');
});

type Headers = { authorization: string };
type ListedShed = { id: number; identification: string; enthalpy: number };

async function apiHeaders(request: APIRequestContext): Promise<Headers> {
  const login = await request.post('/api/v1/token/', { data: { username: 'tecnico', password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

const sanityList = async (request: APIRequestContext, headers: Headers) =>
  ((await (await request.get('/api/v2/sheds/sanity?module=frangos_de_corte&stage=lodged&limit=100', { headers })).json()) as { results: (ListedShed & { last_batch: number })[] }).results;

type Sanity = { divisions: { identification: string; latest: { comfort: { level: number } | null }; comfort: { by_age: { date: string; hours: number[] }[] } }[] };

const sanityOf = async (request: APIRequestContext, headers: Headers, batch: number) =>
  (await (await request.get(`/api/v2/batches/${batch}/sanity`, { headers })).json()) as Sanity;

/** Whether some division of the batch is critical now and has critical time on the company's `today`. */
const criticalToday = (sanity: Sanity, today: string) =>
  sanity.divisions.some((d) => d.latest.comfort?.level === 2 && (d.comfort.by_age.find((a) => a.date === today)?.hours[2] ?? 0) > 0);

/**
 * A lodged broiler shed whose comfort is critical now and was critical for a while today (the demo's
 * climate moves with the hour, and just after midnight today has no readings yet). When none is, one is
 * made so: an S0 sensor of a shed sends hot readings through the telemetry ingest, a degree hotter each
 * time, until the dashboard's verdict of it is critical.
 */
async function criticalShed(request: APIRequestContext, headers: Headers, today: string): Promise<ListedShed> {
  const listed = await sanityList(request, headers);
  for (const shed of listed.filter((s) => s.enthalpy === 2)) {
    if (criticalToday(await sanityOf(request, headers, shed.last_batch), today)) return shed;
  }
  const shed = listed[0]!;
  const devices = (await (await request.get(`/api/v2/devices?shed=${shed.id}&type=S0`, { headers })).json()) as { results: { id: number; position: string }[] };
  const device = devices.results[0]!;
  const key = ((await (await request.post(`/api/v2/devices/${device.id}/keys`, { headers })).json()) as { key: string }).key;
  for (let temperature = 24; temperature <= 40; temperature++) {
    const sent = await request.post('/api/v2/telemetry', {
      headers: { authorization: `Bearer ${key}` },
      data: { readings: [{ device: device.id, message_id: `sanity-critical-${Date.now()}-${temperature}`, device_time: new Date().toISOString(), values: { environment_temperature: temperature, humidity: 70 } }] },
    });
    expect(sent.status()).toBe(200);
    const sanity = await sanityOf(request, headers, shed.last_batch);
    const level = sanity.divisions.find((d) => d.identification === device.position)?.latest.comfort?.level ?? -1;
    if (level === 2) return { ...shed, enthalpy: 2 };
    if (level > 2) break;
  }
  throw new Error('No reading made a demo shed critical without making it lethal');
}

test('a shed in critical comfort opens its sanity dashboard with "Crítico", the enthalpy and time of the reading, and today among the days', async ({ page, request }) => {
  const headers = await apiHeaders(request);
  const { time_zone: timeZone } = (await (await request.get('/api/v2/alerts/thresholds', { headers })).json()) as { time_zone: string };
  const now = new Date();
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
  const todayIso = new Intl.DateTimeFormat('en-CA', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
  const shed = await criticalShed(request, headers, todayIso);

  await startSignedIn(page, 'tecnico');
  await page.goto(`/broiler/sanity/dashboard/${shed.id}`);
  const opening = page.getByRole('region', { name: 'Ambiência agora', exact: true });
  await expect(opening).toContainText('Crítico', { timeout: 30_000 });
  await expect(opening).toContainText(/Entalpia agora\s*\d+,\d kJ\/kg/);
  await expect(opening).toContainText(/Leitura de\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // The opening figures come first, before the gauges and the charts.
  const openingTop = (await opening.boundingBox())!.y;
  expect(openingTop).toBeLessThan((await page.getByRole('region', { name: 'Temperatura agora' }).boundingBox())!.y);

  const byDay = page.getByRole('region', { name: 'Horas em cada nível de conforto, por idade' });
  await expect(byDay.getByTestId('comfort-today')).toContainText(new RegExp(`^Hoje, ${today.replaceAll('/', '\\/')} \\(dia \\d+\\), até agora: .*h Crítico`));
});
