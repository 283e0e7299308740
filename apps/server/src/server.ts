import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { pgliteDirHoldsDatabase } from './db/pglite';
import { AlertDispatcher } from './jobs/alert-dispatcher.job';
import { AlertEngine } from './jobs/alert-engine.job';
import { PlantLoopJob } from './jobs/plant-loop.job';
import { DemoLive } from './jobs/demo-live.job';
import { MqttBridge } from './jobs/mqtt-bridge.job';
import { ReportScheduler } from './jobs/report-scheduler.job';
import { ReadingPartitions } from './jobs/reading-partitions.job';
import { DeadLetterPruner } from './jobs/telemetry-dead-letters.job';
import { setupToken } from './services/access/first-run.service';
import { emailSender, smtpMailer } from './services/alerts/channels/email';
import type { DispatchOptions } from './services/alerts/dispatch/alert-dispatcher.service';
import { phoneChannelSenders } from './services/alerts/channels/senders';
import { demoLoginsInUse, demoWouldSeed, seedDemo, startBanner } from './services/demo/demo-seed.service';
import { SEED_DEMO_ARGUMENT, seedDemoInOwnProcess } from './services/demo/demo-seed-process';

/** Old telemetry dead letters are looked for hourly. */
const DEAD_LETTER_PRUNING_MS = 3_600_000;
/** Every ten minutes: a bulletin goes out at most this late after its 24 h before the planned day. */
const PLANT_LOOP_MS = 600_000;
/** Reading and receipt partitions are kept (months ahead created, expired months dropped) every six hours and on start. */
const READING_PARTITIONS_MS = 6 * 3_600_000;
/** Alert messages that fall due (repeats, escalation steps, retries) are looked for this often. */
const ALERT_DISPATCH_MS = 30_000;

const inMb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/** Logs what the process holds in memory, in MB: resident in all, V8's heap, and outside it (the embedded database's WebAssembly memory among it). */
function logMemoryEvery(seconds: number, log: { info(o: object, msg: string): void }) {
  if (seconds <= 0) return;
  setInterval(() => {
    const m = process.memoryUsage();
    log.info({ memory: { rss: inMb(m.rss), heap_total: inMb(m.heapTotal), heap_used: inMb(m.heapUsed), external: inMb(m.external), array_buffers: inMb(m.arrayBuffers) } }, 'memory');
  }, seconds * 1000).unref();
}

const SEEDED = 'Seeded the demo companies "Demo" and "Outra".';

/**
 * Whether the demo seeds a new database: PostgreSQL without a company, or an embedded database not
 * created yet (told without opening it: a closed embedded database leaves its memory in the process).
 */
async function demoSeedsNewDatabase(config: Config): Promise<boolean> {
  if (!config.databaseUrl) return !pgliteDirHoldsDatabase(config.dataDir);
  const database = await openDatabase(config);
  try {
    return await demoWouldSeed(database.db);
  } finally {
    await database.close();
  }
}

/** The database, with the demo seeded first in a process of its own when the demo is on and the database new. */
async function openDemoReadyDatabase(config: Config) {
  if (config.demo && (await demoSeedsNewDatabase(config))) await seedDemoInOwnProcess(fileURLToPath(import.meta.url));
  const database = await openDatabase(config);
  // An embedded database made while the demo was off has no company yet: it is seeded here.
  if (config.demo && (await seedDemo(database.db))) console.log(SEEDED);
  return database;
}

/** What this entry does when started with SEED_DEMO_ARGUMENT: seed the demo, then end. */
async function seedDemoAndExit(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    if (await seedDemo(database.db)) console.log(SEEDED);
  } finally {
    await database.close();
  }
  process.exit(0);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDemoReadyDatabase(config);

  const mailer = config.smtp ? smtpMailer(config.smtp.url, config.smtp.from) : null;
  const senders = Object.fromEntries((await phoneChannelSenders(config, database.db)).map((sender) => [sender.kind, sender]));
  const notifications: Omit<DispatchOptions, 'alertIds'> = { senders: { ...senders, ...(mailer ? { email: emailSender(mailer) } : {}) }, publicUrl: config.publicUrl };
  const alertEngine = new AlertEngine(database, {
    intervalMs: config.alertsIntervalSeconds * 1000,
    notifications,
    onError: (err) => console.error('Alert evaluation failed:', err),
  });
  const app = await buildApp({ config, database, logger: { level: config.logLevel }, alertEngine, mailer });
  const reportScheduler = mailer
    ? new ReportScheduler(database, { intervalMs: config.reportsIntervalSeconds * 1000, mailer, onError: (err) => app.log.error({ err }, 'sending scheduled reports failed') })
    : null;
  const mqttBridge = config.mqtt
    ? new MqttBridge(database, { ...config.mqtt, followUp: app.telemetryFollowUp, onError: (err) => app.log.warn({ err }, 'MQTT bridge') })
    : null;
  const alertDispatcher = new AlertDispatcher(database, { intervalMs: ALERT_DISPATCH_MS, notifications, onError: (err) => app.log.error({ err }, 'sending alert messages failed') });
  const plantLoop = new PlantLoopJob(database, {
    intervalMs: PLANT_LOOP_MS,
    events: { allowPrivateNetworks: config.webhookPrivateNetworks },
    onError: (err) => app.log.error({ err }, 'the plant loop (bulletins, load plans, forecasts kept) failed'),
  });
  const deadLetterPruner = new DeadLetterPruner(database, { intervalMs: DEAD_LETTER_PRUNING_MS, onError: (err) => app.log.error({ err }, 'pruning telemetry dead letters failed') });
  const readingPartitions = new ReadingPartitions(database, {
    intervalMs: READING_PARTITIONS_MS,
    onError: (err) => app.log.error({ err }, 'keeping the reading partitions failed'),
  });
  const demoLive =
    config.demoLiveSeconds === null
      ? null
      : new DemoLive(database, { intervalMs: config.demoLiveSeconds * 1000, followUp: app.telemetryFollowUp, onError: (err) => app.log.error({ err }, 'demo farm readings failed') });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await mqttBridge?.stop();
    await demoLive?.stop();
    await alertEngine.stop();
    await alertDispatcher.stop();
    await reportScheduler?.stop();
    await plantLoop.stop();
    await deadLetterPruner.stop();
    await readingPartitions.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logMemoryEvery(config.memoryLogSeconds, app.log);
  alertEngine.start();
  alertDispatcher.start();
  reportScheduler?.start();
  plantLoop.start();
  deadLetterPruner.start();
  readingPartitions.start();
  demoLive?.start();
  void mqttBridge?.start().then(() => app.log.info(`MQTT bridge subscribed at ${config.mqtt!.url}`));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.host);
  const url = `http://${local ? 'localhost' : config.host}:${port}`;
  console.log(startBanner(url, config.demo ? await demoLoginsInUse(database.db) : []));
  console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  const setup = await setupToken(database.db);
  if (setup) {
    console.log(
      `No company yet. Make the first one and its administrator at ${config.publicUrlSet ? config.publicUrl : url}/setup#${setup}` +
        ' (from this machine the token after # is not needed), or run: npm run plantel -- company create NAME --admin USERNAME',
    );
  }
}

(process.argv.includes(SEED_DEMO_ARGUMENT) ? seedDemoAndExit() : main()).catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Plantel could not start:', err);
  }
  process.exit(1);
});
