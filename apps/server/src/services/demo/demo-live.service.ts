import type { Db } from '../../db/database';
import { findLastTelemetryAt } from '../../repositories/alert-inputs.repository';
import { findDevicesOfKey, findKeys, type IngestKeyRow } from '../../repositories/devices.repository';
import { findDevicesLastSeen, findLastScaleWeighings, findShedFeedDays, findWaterMeterPaces } from '../../repositories/live-history.repository';
import { feedPaceOf, type FeedPace } from '../../simulator/feed-pace';
import { referenceIntakeOf } from '../nutrition/feed-forecast';
import { LiveFarm, type LiveHistory, type LiveReading } from '../../simulator/live';
import { companyTimeZone } from '../common/calendar-days';
import { issueKeyFromCli } from '../telemetry/devices.service';
import { ingestTelemetry, type TelemetryChanges } from '../telemetry/telemetry.service';
import { DAY_MS, HOUR_MS, TELEMETRY_WINDOW_DAYS } from '../common/units';

/** The gateway key the demo farm sends with, on the Devices screen as any gateway's. */
export const DEMO_LIVE_KEY_LABEL = 'Demo farm (live)';
/** A gap is filled with readings this far apart, as the demo seed's history is. */
export const BACKFILL_STEP_MS = 30 * 60_000;
/** The longest gap filled: most of the window the ingest accepts. */
export const BACKFILL_LIMIT_MS = (TELEMETRY_WINDOW_DAYS - 1) * DAY_MS;
/** Readings per ingest while filling a gap: one transaction and a few bulk statements each. */
const BACKFILL_CHUNK = 5_000;
/** A device silent this long before the farm's last reading stays silent (the demo's no-telemetry alerts). */
const SILENT_MS = 6 * HOUR_MS;
const SILENT_SCALE_MS = 2 * DAY_MS;

/** A demo company's live farm: its devices as they were when it was opened, and the time it has reached. */
export interface DemoFeed {
  companyId: number;
  key: IngestKeyRow;
  farm: LiveFarm;
  openedAt: number;
  lastAt: number;
}

async function demoKeyOf(db: Db, companyId: number): Promise<IngestKeyRow> {
  const found = (await findKeys(db, companyId, { gatewayOnly: true, activeOnly: true })).find((k) => k.label === DEMO_LIVE_KEY_LABEL);
  if (found) return found;
  const issued = await issueKeyFromCli(db, companyId, { gateway: DEMO_LIVE_KEY_LABEL });
  return (await findKeys(db, companyId, { gatewayOnly: true, activeOnly: true })).find((k) => k.id === issued.id)!;
}

async function historyOf(db: Db, companyId: number): Promise<LiveHistory> {
  const water = new Map((await findWaterMeterPaces(db, companyId)).map((w) => [w.deviceId, w]));
  const weighings = new Map<number, { age: number; at: number; mean: number; dailyGain: number }>();
  for (const w of await findLastScaleWeighings(db, companyId)) {
    const latest = weighings.get(w.deviceId);
    if (!latest) weighings.set(w.deviceId, { age: w.age, at: w.at, mean: w.mean, dailyGain: 0 });
    else if (latest.age > w.age) latest.dailyGain = (latest.mean - w.mean) / (latest.age - w.age);
  }
  const daysOfShed = new Map<number, Awaited<ReturnType<typeof findShedFeedDays>>>();
  for (const day of await findShedFeedDays(db, companyId)) daysOfShed.set(day.shedId, [...(daysOfShed.get(day.shedId) ?? []), day]);
  const feed = new Map<number, FeedPace>();
  for (const [shed, days] of daysOfShed) {
    const { batch } = days[0]!;
    const pace = feedPaceOf(days, { ...batch, intakePerAnimal: referenceIntakeOf(batch) });
    if (pace) feed.set(shed, pace);
  }
  return { water, weighings, feed };
}

/**
 * Opens the live farm of a company from what is stored: its devices (those that were still
 * reporting: a sensor the demo shows as silent stays silent), the water meters' totalisers and the
 * scales' last weighings, and the time of its last reading.
 */
export async function openDemoFeed(db: Db, companyId: number, seed: number, now: number): Promise<DemoFeed | null> {
  const key = await demoKeyOf(db, companyId);
  const lastAt = (await findLastTelemetryAt(db, companyId)) ?? now;
  const lastSeen = await findDevicesLastSeen(db, companyId);
  const reporting = (await findDevicesOfKey(db, key)).filter((d) => {
    const seen = lastSeen.get(d.id) ?? null;
    return seen !== null && seen >= lastAt - (d.type === 'bird_scale' ? SILENT_SCALE_MS : SILENT_MS);
  });
  const farm = new LiveFarm(reporting, await companyTimeZone(db, companyId), seed, undefined, await historyOf(db, companyId));
  if (farm.sending.length === 0) return null;
  return { companyId, key, farm, openedAt: now, lastAt };
}

/** The instants to send readings at after `from` up to `now`: every BACKFILL_STEP_MS over a gap, then `now`. */
export function tickTimes(from: number, now: number): number[] {
  const times: number[] = [];
  for (let t = from + BACKFILL_STEP_MS; t < now - BACKFILL_STEP_MS / 2; t += BACKFILL_STEP_MS) times.push(t);
  if (now > from) times.push(now);
  return times;
}

/**
 * Sends the farm's readings from where it stopped up to `now` through the ingest, as its gateway
 * would after being away: a long gap goes in large chunks. Answers what each ingest changed.
 */
export async function advanceDemoFeed(db: Db, feed: DemoFeed, now: number): Promise<{ readings: number; changes: TelemetryChanges[] }> {
  const stored = (await findLastTelemetryAt(db, feed.companyId)) ?? feed.lastAt;
  // Another copy of the server may have sent since this one last did.
  let previous = Math.max(feed.lastAt, stored, now - BACKFILL_LIMIT_MS);
  const changes: TelemetryChanges[] = [];
  let pending: LiveReading[] = [];
  let readings = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const outcome = await ingestTelemetry(db, feed.key, pending, new Date(now));
    readings += outcome.result.accepted;
    changes.push(outcome.changes);
    pending = [];
  };
  for (const t of tickTimes(previous, now)) {
    pending.push(...feed.farm.tick(t, (t - previous) / 60_000));
    previous = t;
    if (pending.length >= BACKFILL_CHUNK) await flush();
  }
  await flush();
  feed.lastAt = Math.max(feed.lastAt, now);
  return { readings, changes };
}
