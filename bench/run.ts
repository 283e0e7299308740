// `npm run bench [-- <target>…]`: runs benchmarks and writes bench/results/<target>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiBench } from './api.bench';
import { runDashboardsBench } from './dashboards.bench';
import { runExportBench } from './export.bench';
import { runForecastBench } from './forecast.bench';
import { runHistoryBench } from './history.bench';
import { runIngestBench } from './ingest.bench';
import { runLoadCellBench } from './load-cells.bench';
import { runMemoryBench } from './memory.bench';
import { runReportBench } from './report.bench';
import { runStartupBench } from './startup.bench';
import { runWebBench } from './web.bench';

const targets: Record<string, () => Promise<object>> = {
  api: () => runApiBench(Number(process.env.BENCH_SECONDS ?? 10)),
  web: runWebBench,
  dashboards: runDashboardsBench,
  forecast: runForecastBench,
  ingest: runIngestBench,
  report: runReportBench,
  export: runExportBench,
  history: runHistoryBench,
  'load-cells': runLoadCellBench,
  startup: runStartupBench,
  memory: runMemoryBench,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((t) => !(t in targets));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}

const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
for (const name of requested.length ? requested : Object.keys(targets)) {
  console.log(`\n== ${name}`);
  const result = await targets[name]!();
  const machine = { node: process.version, cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, memory_gib: Math.round(os.totalmem() / 2 ** 30) };
  const file = path.join(resultsDir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ benchmark: name, measured_at: new Date().toISOString(), machine, ...result }, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
process.exit(0);
