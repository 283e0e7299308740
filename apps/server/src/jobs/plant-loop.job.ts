import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { allCompanyIds } from '../services/access/users.service';
import { issueDueBulletins } from '../services/health/sanitary-bulletin-versions.service';
import { issueDueLoadPlans } from '../services/plant/load-plan-issue.service';
import { keepForecastSnapshots } from '../services/plant/forecast-snapshots.service';
import type { CompanyEventOptions } from '../services/integrations/company-events.service';
import { SerialRuns } from './serial-runs';

/**
 * What runs around a slaughter (docs/plant-loop.md). It issues on its own what the plant receives and
 * nobody issued: each sanitary bulletin 24 h before its flock's planned day (docs/health-book.md),
 * each newest load plan 48 h before its first load. And it keeps, once a company day, each planned
 * flock's forecast of its planned day, to be scored by the plant's weights. The copy of the server
 * holding the advisory lock looks; the others skip that turn. A version once issued is not issued
 * again, and a day's forecast is kept once, so a look repeated does nothing twice.
 */
export class PlantLoopJob {
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: { intervalMs: number; events: CompanyEventOptions; onError?: (err: unknown) => void },
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  start() {
    this.runs.startEvery(this.options.intervalMs, () => this.runOnce());
  }

  stop() {
    return this.runs.stop();
  }

  /** One look at every company; answers how many bulletins and load plans went out, or null when another copy held the lock. */
  async runOnce(now = new Date()): Promise<number | null> {
    const { db } = this.database;
    let issued = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.plantLoop, async () => {
      for (const id of await allCompanyIds(db)) {
        issued += await issueDueBulletins(db, id, this.options.events, now);
        issued += await issueDueLoadPlans(db, id, this.options.events, now);
        await keepForecastSnapshots(db, id, now);
      }
    });
    return ran ? issued : null;
  }
}
