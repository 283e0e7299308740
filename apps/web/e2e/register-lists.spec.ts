import { expect, test } from '@playwright/test';
import { authHeaders, startSignedIn } from './helpers';

/**
 * The register's shed list for an integrator with many sheds (review D29): grouped under their
 * property, ordered as asked, paged, and no wider than a 390 px phone.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('sheds are grouped by property, reorder by capacity, and page', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin');
  const listed = (await (await page.request.get('/api/v2/sheds?limit=1000&order=capacity', { headers })).json()) as {
    count: number;
    results: { identification: string; property: { name: string } }[];
  };

  await startSignedIn(page, 'admin');
  await page.goto('/settings/register?tab=sheds');
  const list = page.getByRole('list', { name: 'Galpões' });
  // Grouped: each property a heading, its sheds under it.
  const groups = list.getByRole('heading', { level: 3 });
  await expect(groups.first()).toBeVisible();
  const properties = new Set(listed.results.map((s) => s.property.name));
  expect(await groups.count()).toBeGreaterThan(1);
  expect(await groups.count()).toBeLessThanOrEqual(properties.size);
  await expect(list.getByRole('heading', { level: 4 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel('Ordenar').selectOption({ label: 'Maior capacidade' });
  await expect(list.getByRole('heading', { level: 4 })).toHaveCount(0);
  await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(new RegExp(`^${listed.results[0]!.identification}`));

  // Pages of 25: the second page starts with the 26th largest, when there is one.
  if (listed.count > 25) {
    await page.getByRole('button', { name: /próxima página|next page/i }).click();
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(new RegExp(`^${listed.results[25]!.identification}`));
  } else {
    await expect(page.getByText(/\d+–\d+ de \d+/)).toHaveCount(0);
  }
});
