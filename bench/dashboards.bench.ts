// The API data of every batch dashboard, as the page asks for it in Chromium with its default filters:
// each answer's bytes, raw and gzip, summed per dashboard, on a 56-day broiler batch and a 200-day
// breeder batch (divisions with climate and air sensors every 10 minutes, load cells, weighings),
// against the budget of 60 KiB compressed per dashboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page, type Request, type Response } from '@playwright/test';
import { PRODUCTION_TYPE, type LoginResponse } from '@plantel/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';
import { findCompanyByName } from '../apps/server/src/repositories/companies.repository';
import { loadFarm } from '../apps/server/src/services/demo/simulation.service';
import type { FarmDescription } from '../apps/server/src/simulator/farm-description';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';
import { LONG_BATCH_FARM } from './long-batch-farm';

const BUDGET_GZIP_KIB = 60;
const BROILER = 'Aviário bancada 56 dias';
const BREEDER = 'Matrizeiro bancada 200 dias';

const [benchProducer] = LONG_BATCH_FARM.producers;
const [benchProperty] = benchProducer!.properties;
/** The bench farm's producer and property, with the two batches measured here. */
const FARM: FarmDescription = {
  producers: [
    {
      ...benchProducer!,
      properties: [
        {
          ...benchProperty!,
          sheds: [
            { identification: BROILER, core: 'Núcleo 1', productionType: PRODUCTION_TYPE.broiler, batch: { stage: 'lodged', age: 56 }, batchIdentification: 'BANCADA-056', lineage: 'Ross 308', sex: 1, lodged: 26_000, divisions: 4, silos: 3 },
            { identification: BREEDER, core: 'Núcleo 2', productionType: PRODUCTION_TYPE.breederRearing, batch: { stage: 'lodged', age: 200 }, batchIdentification: 'BANCADA-200', lineage: 'Cobb 500', sex: 2, lodged: 9_000, divisions: 4, silos: 2 },
          ],
        },
      ],
    },
  ],
};

/** The dashboards of each module, by the address segment before `/dashboard/:id`. */
const DASHBOARDS = {
  broiler: ['broiler/performance', 'broiler/slaughter-prediction', 'broiler/pcp', 'broiler/sanity', 'broiler/nutrition', 'broiler/alerts/recent', 'broiler/alerts/history'],
  matrix: ['matrix/performance', 'matrix/sanity', 'matrix/nutrition', 'matrix/alerts/recent', 'matrix/alerts/history'],
} as const;

interface Answer {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** The page has had no API request open for this long: its panels have their data. */
const QUIET_MS = 2_000;

const isAnswerOfPanels = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && !pathname.endsWith('/stream');
};

/**
 * Opens `url` and collects every API answer it gets until no request has been open for QUIET_MS (the
 * alert stream stays open, so the network is never idle).
 */
async function answersOf(page: Page, url: string): Promise<Answer[]> {
  const answers: Promise<Answer | null>[] = [];
  let open = 0;
  let last = Date.now();
  const started = (request: Request) => {
    if (!isAnswerOfPanels(request.url())) return;
    open++;
    last = Date.now();
  };
  const ended = (request: Request) => {
    if (!isAnswerOfPanels(request.url())) return;
    open--;
    last = Date.now();
  };
  const answered = (response: Response) => {
    if (!isAnswerOfPanels(response.url())) return;
    const address = new URL(response.url());
    answers.push(
      response.body().then(
        (body) => ({ path: address.pathname + address.search, bytes: body.length, gzipBytes: zlib.gzipSync(body).length }),
        () => null,
      ),
    );
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', answered);
  await page.goto(url);
  const deadline = Date.now() + 60_000;
  while (open > 0 || Date.now() - last < QUIET_MS || answers.length === 0) {
    if (Date.now() > deadline) throw new Error(`${url}: the page kept asking for data for a minute`);
    await page.waitForTimeout(250);
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  page.off('response', answered);
  return (await Promise.all(answers)).filter((a): a is Answer => a !== null);
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function runDashboardsBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-dashboards-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', PLANTEL_DATA_DIR: dataDir, LOG_LEVEL: 'silent', PLANTEL_DEMO_LIVE: '0' });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const demo = await findCompanyByName(database.db, 'Demo');
  await loadFarm(database.db, demo!.id, FARM, { seed: 1, now: new Date(), historyDays: 200, readingIntervalMinutes: 10 });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { access } = (await (await fetch(`${base}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tecnico', password: 'plantel' }) })).json()) as LoginResponse;
    const auth = { authorization: `Bearer ${access}` };
    const shedId = async (module: string, name: string) => {
      const list = (await (await fetch(`${base}/api/v2/sheds/lodged?module=${module}&search=${encodeURIComponent(name)}`, { headers: auth })).json()) as { results: { id: number; age: number }[] };
      return list.results[0]!;
    };
    const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })).newPage();
    // Signed in through the form, as the app keeps its session.
    await page.goto('/login');
    await page.locator('input[autocomplete="username"]').fill('tecnico');
    await page.locator('input[type="password"]').fill('plantel');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${base}/`);
    const batches = [
      { batch: BROILER, shed: await shedId('frangos_de_corte', BROILER), dashboards: DASHBOARDS.broiler },
      { batch: BREEDER, shed: await shedId('matrizeiro', BREEDER), dashboards: DASHBOARDS.matrix },
    ];
    const results = [];
    for (const { batch, shed, dashboards } of batches) {
      for (const dashboard of dashboards) {
        const answers = await answersOf(page, `${base}/${dashboard}/dashboard/${shed.id}`);
        const gzipBytes = answers.reduce((sum, a) => sum + a.gzipBytes, 0);
        const rawBytes = answers.reduce((sum, a) => sum + a.bytes, 0);
        console.log(`${batch} (${shed.age} days), ${dashboard}: ${answers.length} answers, ${kib(rawBytes)} KiB raw, ${kib(gzipBytes)} KiB gzip`);
        results.push({
          batch: `${batch}, ${shed.age} days`,
          dashboard,
          raw_kib: kib(rawBytes),
          gzip_kib: kib(gzipBytes),
          within_budget: gzipBytes <= BUDGET_GZIP_KIB * 1024,
          answers: [...answers].sort((a, b) => b.gzipBytes - a.gzipBytes).map((a) => ({ path: a.path, raw_kib: kib(a.bytes), gzip_kib: kib(a.gzipBytes) })),
        });
      }
    }
    return { budget: { gzip_kib_per_dashboard_max: BUDGET_GZIP_KIB }, method: 'every /api/ answer a dashboard page gets on opening (default filters), gzip level 6 of each body, summed', dashboards: results };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
