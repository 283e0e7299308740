import { expect, test } from '@playwright/test';
import { PASSWORD, startSignedIn } from './helpers';

// Tokyo is twelve hours from São Paulo: a time written on the browser's clock would be half a day off.
const BROWSER_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: BROWSER_ZONE });

/** A moment as the app writes it (dd/MM/yyyy HH:mm) on a time zone's wall clock. */
function wallClock(moment: string, timeZone: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(Date.parse(moment))
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

test("the recent alerts show each alert's moment on the company's clock, not the browser's", async ({ page }) => {
  const login = await page.request.post('/api/v1/token/', { data: { username: 'produtor', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const zone = ((await (await page.request.get('/api/v2/alerts/thresholds', { headers })).json()) as { time_zone: string }).time_zone;

  await startSignedIn(page, 'produtor');
  const recent = page.waitForResponse((r) => r.url().includes('/api/v2/alerts/recent') && r.ok());
  await page.goto('/broiler/alerts/recent/');
  const alerts = (await (await recent).json()) as { timestamp: string }[];
  expect(alerts.length, 'the demo farm has recent alerts').toBeGreaterThan(0);
  const { timestamp } = alerts[0]!;
  const companyTime = wallClock(timestamp, zone);
  expect(companyTime).not.toBe(wallClock(timestamp, BROWSER_ZONE));

  const table = page.getByRole('table', { name: 'Alertas' });
  await expect(table.locator(`time[datetime="${timestamp}"]`).first()).toHaveText(companyTime);
});
