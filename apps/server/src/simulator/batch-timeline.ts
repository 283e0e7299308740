import type { BatchPlan, SimulationOptions } from './farm-description';
import { DAY_MS } from './time';

/** When a batch was lodged and closed, and which part of its life the time series cover. */
export interface BatchTimeline {
  opening: number;
  closing: number | null;
  /** The last moment with data: now, or the closing date. */
  end: number;
  /** Start of the time series: the last `historyDays` before `end`, not before lodging. */
  windowStart: number;
  ageAtLodging: number;
  /** Ages from lodging to `end`, both included (the last one may be a partial day). */
  firstAge: number;
  lastAge: number;
  /** Whether animals are housed (false for a batch not yet lodged). */
  housed: boolean;
}

export function batchTimeline(plan: BatchPlan, ageAtLodging: number, options: SimulationOptions): BatchTimeline {
  const now = options.now.getTime();
  let opening: number;
  let closing: number | null = null;
  switch (plan.stage) {
    case 'lodged':
    case 'slaughter':
      opening = now - (plan.age - ageAtLodging) * DAY_MS;
      break;
    case 'pre_lodged':
      opening = now + plan.lodgesInDays * DAY_MS;
      break;
    case 'empty':
      closing = now - plan.closedDaysAgo * DAY_MS;
      opening = closing - (plan.ageAtClosing - ageAtLodging) * DAY_MS;
      break;
  }
  const end = closing ?? now;
  const housed = plan.stage !== 'pre_lodged';
  return {
    opening,
    closing,
    end,
    windowStart: Math.max(opening, end - options.historyDays * DAY_MS),
    ageAtLodging,
    firstAge: ageAtLodging,
    lastAge: housed ? ageAt({ opening, ageAtLodging }, end) : ageAtLodging,
    housed,
  };
}

/** Age in whole days at a time: at lodging plus the days housed. */
export function ageAt(timeline: Pick<BatchTimeline, 'opening' | 'ageAtLodging'>, time: number): number {
  return timeline.ageAtLodging + Math.floor((time - timeline.opening) / DAY_MS);
}

/** When the animals reach an age. */
export function ageStart(timeline: Pick<BatchTimeline, 'opening' | 'ageAtLodging'>, age: number): number {
  return timeline.opening + (age - timeline.ageAtLodging) * DAY_MS;
}
