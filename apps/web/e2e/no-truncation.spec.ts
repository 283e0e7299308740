import { expect, test, type Page } from '@playwright/test';
import { openDashboardOf, startInLanguage, startSignedIn } from './helpers';

/**
 * At 1440×900, no cell of the shed lists, the alert table or the devices table cuts its content
 * ("23/11/20…", "Coe… de vari…"): every clipping box with text inside a cell or a column header
 * shows all of it (scrollWidth ≤ clientWidth), in pt-BR and in English.
 */

const PAGES = [
  '/broiler/performance',
  '/broiler/sanity',
  '/broiler/nutrition',
  '/broiler/slaughter-prediction',
  '/broiler/slaughter-prediction/planning',
  '/matrix/sanity',
  '/matrix/performance',
  '/laying-birds/nutrition',
  '/swine/nutrition',
  '/broiler/alerts/recent/',
  '/settings/devices',
];

/** Each text of the page's table and grid cells and headers that a clipping box around it cuts. */
function truncatedCells(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of document.querySelectorAll('[role="gridcell"], [role="columnheader"], td, th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        // An icon's title is its name, not drawn text.
        if (!text || node.parentElement?.closest('svg')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const drawn = range.getBoundingClientRect();
        for (let box = node.parentElement; box; box = box === cell ? null : box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const room = box.getBoundingClientRect();
          if (drawn.right > room.right + 1 || drawn.left < room.left - 1) {
            cut.push(`${text} (${Math.round(drawn.width)} px in ${Math.round(room.width)} px)`);
            break;
          }
        }
      }
    }
    return cut;
  });
}

for (const language of ['pt-BR', 'en'] as const) {
  test(`no cell of the lists, the alert table or the devices table is cut at 1440 px, in ${language}`, async ({ page }) => {
    test.slow(); // eleven pages
    await page.setViewportSize({ width: 1440, height: 900 });
    await startInLanguage(page, language);
    await startSignedIn(page, 'tecnico');
    for (const path of PAGES) {
      await page.goto(path);
      const table = page.getByRole('grid').or(page.getByRole('table')).first();
      await expect(table.locator('[role="gridcell"], td').first(), path).toBeVisible({ timeout: 30_000 });
      // Fonts and late columns settle before the measure.
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await truncatedCells(page), path).toEqual([]);
    }
  });
}

/** Each figure of the dashboard tiles whose text runs out of its tile. */
function figuresOutOfTiles(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const figure of document.querySelectorAll('dl dd')) {
      const tile = figure.parentElement!;
      const room = tile.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(figure);
      const drawn = range.getBoundingClientRect();
      if (drawn.width > 0 && (drawn.right > room.right + 1 || drawn.left < room.left - 1)) out.push(`${figure.textContent} (${Math.round(drawn.width)} px in ${Math.round(room.width)} px)`);
    }
    return out;
  });
}

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the figures of the sanity and nutrition tiles stay inside their tiles at ${size.width} px`, async ({ page }) => {
    test.slow(); // four dashboards
    for (const [list, shed] of [['/broiler/sanity', 'Aviário 01'], ['/broiler/sanity', 'Aviário 06'], ['/broiler/nutrition', 'Aviário 01'], ['/broiler/nutrition', 'Aviário 06']] as const) {
      // The dashboard is opened from the list's table, then seen at the size.
      await page.setViewportSize({ width: 1440, height: 900 });
      await openDashboardOf(page, list, shed);
      await page.setViewportSize(size);
      await expect(page.locator('dl dd:visible').first()).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await figuresOutOfTiles(page), `${list} ${shed}`).toEqual([]);
    }
  });
}

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the notification settings' field labels are whole, units included, at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await startSignedIn(page, 'admin');
    await page.goto('/settings/notifications');
    await expect(page.getByRole('heading', { name: 'Política de notificação da empresa' })).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.MuiInputLabel-root')].filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
  });
}

test('the ambience profile table, fourteen number columns, fits a 1440 px screen without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page, 'admin');
  await page.goto('/settings/ambience');
  const table = page.getByRole('table', { name: 'Faixas de Frangos de corte' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const [width, room] = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
  expect(width).toBeLessThanOrEqual(room);
});
