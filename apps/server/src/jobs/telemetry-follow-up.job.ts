import type { Database } from '../db/database';
import { refreshAfterReadings } from '../services/telemetry/telemetry-follow-up.service';
import type { TelemetryChanges } from '../services/telemetry/telemetry.service';
import type { AlertEngine } from './alert-engine.job';
import { SerialRuns } from './serial-runs';

export interface TelemetryFollowUpOptions {
  alertEngine: AlertEngine | null;
  /** How long changes gather before the summaries they touch are refreshed. */
  delayMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * What follows committed readings, off the acknowledgement's path: the alert engine is asked to
 * evaluate the company, and the summaries the shed lists read (comfort, silo stock and end of feed,
 * growth, and the last days of consumption measured from the load cells) are refreshed for the
 * batches and sheds touched, gathered over a short delay so a stream of
 * readings costs one refresh per batch. Readings are already stored, so a refresh lost to a crash is
 * only late: the next readings (or the next hand-entered record) redo it.
 */
export class TelemetryFollowUp {
  private readonly pending = new Map<number, { climate: Set<number>; silos: Set<number>; weighed: Set<number> }>();
  private timer: NodeJS.Timeout | null = null;
  private readonly runs: SerialRuns;

  constructor(
    private readonly database: Database,
    private readonly options: TelemetryFollowUpOptions,
  ) {
    this.runs = new SerialRuns(options.onError);
  }

  note(changes: TelemetryChanges) {
    const touched = changes.climateBatches.size + changes.siloSheds.size + changes.weighedBatches.size;
    if (touched === 0) return;
    this.options.alertEngine?.requestEvaluation(changes.companyId);
    let company = this.pending.get(changes.companyId);
    if (!company) this.pending.set(changes.companyId, (company = { climate: new Set(), silos: new Set(), weighed: new Set() }));
    changes.climateBatches.forEach((b) => company.climate.add(b));
    changes.siloSheds.forEach((s) => company.silos.add(s));
    changes.weighedBatches.forEach((b) => company.weighed.add(b));
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.runs.queue(() => this.flush());
    }, this.options.delayMs ?? 2000);
  }

  /** Refreshes everything gathered so far. */
  async flush() {
    const { db } = this.database;
    const work = [...this.pending.entries()];
    this.pending.clear();
    for (const [companyId, touched] of work) await refreshAfterReadings(db, companyId, touched);
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.runs.stop();
    await this.flush();
  }
}
