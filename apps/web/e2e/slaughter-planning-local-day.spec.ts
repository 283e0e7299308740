import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SlaughterForecast } from '@plantel/contracts';
import { PASSWORD, pickerDigits, startSignedIn, typeInPicker } from './helpers';

/**
 * Planning a slaughter for today's local date at 21:30 in São Paulo, when UTC is already tomorrow.
 * The browser's clock and zone are set here; the server's clock is the real one (its 21:30 and 00:30
 * cases, and a change of UTC offset, are in the API tests: apps/server/test/company-calendar.int.test.ts).
 * A batch lodged at 23:59, 28 days before today, has not begun today's day of age (28) yet: the
 * forecast dates that day of age today, and a plan for today must take that same age.
 */
const ZONE = 'America/Sao_Paulo';
test.use({ timezoneId: ZONE, locale: 'pt-BR' });

const DAY_MS = 86_400_000;
const localDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const shown = (day: string) => day.split('-').reverse().join('/');

/** Imports (or imports again) an open Ross 308 batch into the demo shed whose batch is closed, so it becomes the shed's current one. */
async function lateLodgedBatch(request: APIRequestContext, today: string): Promise<{ shed: number; batch: number }> {
  const login = await request.post('/api/v1/token/', { data: { username: 'admin', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const sheds = await request.get('/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged,empty_batch,pre_lodged&search=Aviário 05', { headers });
  const shed = ((await sheds.json()) as { results: { id: number; identification: string }[] }).results.find((s) => s.identification === 'Aviário 05')!;
  const lodgingDay = addDays(today, -28);
  const weighings = [7, 14, 21].map((age, i) => ({ at: `${addDays(lodgingDay, age + 1)}T09:00:00-03:00`, mean_weight: [210, 560, 1080][i]! }));
  const answer = await request.post('/api/v2/batches/import', {
    headers,
    data: { shed: shed.id, identification: 'LATE-2359', lineage: 'Ross 308', sex: 'mixed', lodged_at: `${lodgingDay}T23:59:00-03:00`, housed: 18_000, entry_weight: 42, weighings, feed: [] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { shed: shed.id, batch: ((await answer.json()) as { batch: number }).batch };
}

const texts = {
  'pt-BR': { table: 'Previsão por dia', day: 'Dia do abate', save: 'Salvar planejamento', saved: 'Planejamento de abate salvo.', expected: 'Peso previsto', atAge: (n: number) => `aos ${n} dias` },
  en: { table: 'Forecast by day', day: 'Slaughter day', save: 'Save plan', saved: 'Slaughter plan saved.', expected: 'Expected weight', atAge: (n: number) => `at ${n} days` },
} as const;

for (const language of ['pt-BR', 'en'] as const) {
  test(`at 21:30 local time, planning for today's date is accepted with the age of its forecast row (${language})`, async ({ page }) => {
    const l = texts[language];
    const today = localDay(Date.now());
    const { shed, batch } = await lateLodgedBatch(page.request, today);
    await page.clock.setFixedTime(new Date(`${today}T21:30:00-03:00`));
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await startSignedIn(page, 'tecnico');

    // The forecast table: today's row is day of age 28, which begins at 23:59.
    const loaded = page.waitForResponse((r) => r.url().includes(`/api/v1/slaughter-weight-projection/${batch}`) && r.ok());
    await page.goto(`/broiler/pcp/dashboard/${shed}`);
    const forecast = ((await (await loaded).json()) as SlaughterForecast).results;
    expect(await page.evaluate(() => new Date().toString())).toContain('21:30:00');
    expect(forecast.date).toBe(today);
    expect(forecast.age).toBe(27);
    const todayRow = page.getByRole('table', { name: l.table }).getByRole('row').filter({ hasText: shown(today) });
    await expect(todayRow).toHaveCount(1);
    await expect(todayRow.getByRole('cell').first()).toHaveText('28');
    await expect(page.getByRole('table', { name: l.table }).getByRole('row').nth(1)).toContainText(shown(today));

    // Planning for today: accepted by the form, the age of that row, saved by the server.
    await page.goto(`/broiler/slaughter-prediction/planning/${shed}/${batch}`);
    await typeInPicker(page, l.day, pickerDigits(today, language));
    const expected = page.locator('dl').filter({ hasText: l.expected });
    await expect(expected).toContainText(l.atAge(28));
    const row = forecast.predictions.find((p) => p.date === today)!;
    expect(row.age).toBe(28);
    await expect(expected).toContainText(`${Math.round(row.weight).toLocaleString(language, { useGrouping: 'always' })} g`);
    const saved = page.waitForResponse((r) => r.url().includes('/slaughter-plan') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: l.save }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { plan: { target_date: string; target_age: number } }).plan).toMatchObject({ target_date: today, target_age: 28 });
    await expect(page.getByText(l.saved)).toBeVisible();

    // Yesterday is refused before it is sent.
    await typeInPicker(page, l.day, pickerDigits(addDays(today, -1), language));
    await expect(page.getByRole('button', { name: l.save })).toBeDisabled();
  });
}
