// Web app: cold-load JS+CSS per route (from the Vite manifest, gzip and brotli as served) and
// Lighthouse scores on /login, Home and a batch's performance dashboard, mobile and desktop, in Debian's Chromium, offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEBUG_PORT = 9333;

/** The source modules a cold visit of each route loads (besides index.html's entry). */
const ROUTE_MODULES: Record<string, string[]> = {
  '/login': ['src/app/routes/LoginPage.tsx'],
  '/ (Home)': ['src/app/routes/SignedInLayout.tsx', 'src/app/routes/HomePage.tsx'],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function compressedSize(file: string, encoding: 'gz' | 'br'): number {
  const full = path.join(dist, file);
  const pre = `${full}.${encoding}`;
  if (fs.existsSync(pre)) return fs.statSync(pre).size;
  const raw = fs.readFileSync(full);
  return (encoding === 'gz' ? zlib.gzipSync(raw, { level: 9 }) : zlib.brotliCompressSync(raw)).length;
}

export function routeSizes() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, c]) => (c as { isEntry?: boolean }).isEntry)![0];

  return Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([route, modules]) => {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in the build manifest; update ROUTE_MODULES in bench/web.bench.ts`);
        if (files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.css?.forEach((css) => files.add(css));
        chunk.imports?.forEach(visit);
      };
      [entry, ...modules].forEach(visit);
      const kib = (encoding: 'gz' | 'br') => Math.round(([...files].reduce((sum, f) => sum + compressedSize(f, encoding), 0) / 1024) * 10) / 10;
      return [route, { files: files.size, gzip_kib: kib('gz'), brotli_kib: kib('br') }];
    }),
  );
}

const ATTEMPTS = 3;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, never recorded. */
async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop') {
  const flags: Flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError?.code ?? 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url} (${formFactor}): ${reason}`);
    console.warn(`Lighthouse run failed on ${url} (${formFactor}): ${reason}; trying again`);
  }
}

async function audit(url: string, formFactor: 'mobile' | 'desktop') {
  const lhr = await runLighthouse(url, formFactor);
  const { categories, audits } = lhr;
  // BENCH_LHR_DIR=/some/dir keeps the full reports for diagnosis (they are too big to commit).
  if (process.env.BENCH_LHR_DIR) {
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${formFactor}.json`;
    fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    // What keeps accessibility under 100, by audit id, so a result says what to fix.
    accessibility_failures: (categories['accessibility']?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  };
}

export async function runWebBench() {
  const sizes = routeSizes();
  console.log('cold load per route:', sizes);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-web-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', PLANTEL_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROME_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const lighthouseResults: Record<string, object> = {};
    for (const formFactor of ['mobile', 'desktop'] as const) {
      lighthouseResults[`/login ${formFactor}`] = await audit(`${base}/login`, formFactor);
    }
    // Home needs a session: sign in through the form in the same browser profile Lighthouse uses.
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${base}/login`);
    await page.locator('input[autocomplete="username"]').fill('produtor');
    await page.locator('input[type="password"]').fill('plantel');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${base}/`);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      lighthouseResults[`/ (Home) ${formFactor}`] = await audit(`${base}/`, formFactor);
    }
    // The dashboard a producer opens from his shed list: the first broiler shed's current batch.
    await page.goto(`${base}/broiler/performance`);
    await page.getByRole('grid', { name: 'Galpões' }).getByRole('row').nth(1).locator('[data-field="name"]').click();
    await page.waitForURL(/\/broiler\/performance\/dashboard\/\d+/);
    const dashboard = page.url();
    for (const formFactor of ['mobile', 'desktop'] as const) {
      lighthouseResults[`batch dashboard ${formFactor}`] = await audit(dashboard, formFactor);
    }
    console.log('lighthouse:', lighthouseResults);
    return {
      budget: { login_gzip_kib_max: 200, lighthouse_mobile_performance_min: 95, accessibility: 100, desktop_performance: 100 },
      cold_load: sizes,
      lighthouse: lighthouseResults,
    };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
