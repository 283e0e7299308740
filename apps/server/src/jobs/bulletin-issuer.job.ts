import type { Database } from '../db/database';
import { advisoryLocks } from '../shared/advisory-locks';
import { allCompanyIds } from '../services/access/users.service';
import { issueDueBulletins } from '../services/health/sanitary-bulletin-versions.service';
import type { CompanyEventOptions } from '../services/integrations/company-events.service';
import { SerialRuns } from './serial-runs';

/**
 * Issues on its own each sanitary bulletin nobody issued, 24 h before its flock's planned day
 * (docs/health-book.md). The copy of the server holding the advisory lock looks; the others skip
 * that turn. A version once kept is not issued again, so a look repeated sends nothing twice.
 */
export class BulletinIssuer {
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

  /** One look at every company; answers how many bulletins went out, or null when another copy held the lock. */
  async runOnce(now = new Date()): Promise<number | null> {
    const { db } = this.database;
    let issued = 0;
    const ran = await this.database.whileHoldingLock(advisoryLocks.bulletinIssuer, async () => {
      for (const id of await allCompanyIds(db)) issued += await issueDueBulletins(db, id, this.options.events, now);
    });
    return ran ? issued : null;
  }
}
