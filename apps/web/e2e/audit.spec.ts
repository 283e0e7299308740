import { expect, test } from '@playwright/test';
import { authHeaders, startInLanguage, startSignedIn } from './helpers';

/**
 * The audit reads like a sentence (review D10): a silo's alarm thresholds changed show under their
 * names with percentages, the filters' labels sit above their values, and a phone does not scroll
 * sideways. The change is made and undone through the API, so the demo's thresholds stay as they were.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a silo threshold change reads in words, in pt-BR and in English', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin');
  const silos = (await (await page.request.get('/api/v2/silos?limit=1', { headers })).json()) as { results: { id: number; identification: string }[] };
  const silo = silos.results[0]!;
  // An empty change answers the silo as it is, and records nothing.
  const before = (await (await page.request.patch(`/api/v2/silos/${silo.id}`, { headers, data: {} })).json()) as { low_threshold: number };
  const low = Math.round((before.low_threshold + 0.05) * 100) / 100;
  expect((await page.request.patch(`/api/v2/silos/${silo.id}`, { headers, data: { low_threshold: low } })).ok()).toBe(true);
  expect((await page.request.patch(`/api/v2/silos/${silo.id}`, { headers, data: { low_threshold: before.low_threshold } })).ok()).toBe(true);

  await startSignedIn(page, 'admin');
  await page.goto('/settings/audit');
  const objectFilter = page.getByLabel('Objeto');
  await objectFilter.selectOption({ label: 'Silo' });
  // A native select shows "Todos" from the start: its label stays above it.
  await expect(page.locator('label', { hasText: 'Objeto' })).toHaveAttribute('data-shrink', 'true');
  await expect(page.locator('label', { hasText: 'Ação' })).toHaveAttribute('data-shrink', 'true');

  const entries = page.getByRole('list', { name: 'Alterações' }).getByRole('listitem');
  const change = entries.filter({ hasText: `admin alterou: Silo ${silo.identification}` }).nth(1);
  await expect(change.getByRole('term')).toHaveText(['Alarme de estoque baixo']);
  const percent = (share: number) => `${(Math.round(share * 1000) / 10).toLocaleString('pt-BR')} %`;
  await expect(change.getByRole('definition')).toHaveText(`${percent(before.low_threshold)} → ${percent(low)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await startInLanguage(page, 'en');
  await page.goto('/settings/audit');
  await page.getByLabel('Object').selectOption({ label: 'Silo' });
  const english = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').filter({ hasText: `admin changed: Silo ${silo.identification}` }).first();
  await expect(english.getByRole('term')).toHaveText(['Low stock alarm']);
});
