import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { findCompanyNamed } from '../services/access/users.service';
import { advanceDemoFeed, openDemoFeed, type DemoFeed } from '../services/demo/demo-live.service';
import { advanceDemoEggs } from '../services/demo/demo-eggs.service';
import type { TelemetryChanges } from '../services/telemetry/telemetry.service';
import { HOUR_MS } from '../services/common/units';
import { DEMO_COMPANY_NAMES } from '../services/demo/demo-seed.service';
import { SerialRuns } from './serial-runs';

export interface DemoLiveOptions {
  /** Between live readings; 0 sends only when asked (runOnce). */
  intervalMs: number;
  /** Told what each ingest changed, as the HTTP and MQTT ingest tell it (summaries, alerts). */
  followUp: { note(changes: TelemetryChanges): void } | null;
  onError?: (err: unknown) => void;
}

/** What a run sent: readings through the ingest, and the days of eggs its laying flocks finished. */
export type DemoLiveRun = { ran: true; readings: number; eggDays: number } | { ran: false };

/** A farm's devices and batches change (a batch closes, an age turns): it is opened again this often. */
const REOPEN_MS = HOUR_MS;

/**
 * Keeps the demo farms producing readings: climate, silo load cells (refilled now and then), water
 * meters and a daily weighing, through the ingest real devices use, so summaries and alerts follow.
 * The first run after a start fills the gap since the last stored reading. One copy of the server
 * sends at a time (advisory lock); the others skip that turn.
 */
export class DemoLive {
  private readonly runs: SerialRuns;
  private readonly feeds = new Map<number, DemoFeed>();
  private seed = 1;

  constructor(
    private readonly database: Database,
    private readonly options: DemoLiveOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  async runOnce(at = new Date()): Promise<DemoLiveRun> {
    const now = at.getTime();
    const { db } = this.database;
    let readings = 0;
    let eggDays = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.demoLive, async () => {
      for (const name of DEMO_COMPANY_NAMES) {
        const company = await findCompanyNamed(db, name);
        if (!company) continue;
        eggDays += await advanceDemoEggs(db, company.id, now, this.seed);
        let feed = this.feeds.get(company.id);
        if (!feed || now - feed.openedAt > REOPEN_MS) {
          feed = (await openDemoFeed(db, company.id, this.seed++, now)) ?? undefined;
          if (!feed) continue;
          this.feeds.set(company.id, feed);
        }
        const sent = await advanceDemoFeed(db, feed, now);
        readings += sent.readings;
        for (const changes of sent.changes) this.options.followUp?.note(changes);
      }
    });
    return ran ? { ran, readings, eggDays } : { ran };
  }
}
