import type { Random } from '@plantel/domain';
import { ageStart, type BatchTimeline } from './batch-timeline';
import type { AirsacculitisRow } from './farm-rows';
import { HOUR_MS } from './time';

/**
 * Airsacculitis now and then: for broiler batches past three weeks, an inspection of 200 birds in
 * about a third of the batches; at slaughter, 500 birds in most closed batches. 0.5-5 % affected.
 */
export function airsacculitisInspections(timeline: BatchTimeline, batchKey: number, random: Random): AirsacculitisRow[] {
  const rows: AirsacculitisRow[] = [];
  const inspect = (age: number, inspectedAt: number, birds: number) => {
    const contaminatedBirds = random.poisson(birds * random.uniform(0.005, 0.05));
    rows.push({ batch: batchKey, inspectedAt, age, contaminatedBirds, percentage: Math.round((1000 * contaminatedBirds) / birds) / 10 });
  };
  if (timeline.closing !== null) {
    if (random.chance(0.8)) inspect(timeline.lastAge, timeline.closing - 2 * HOUR_MS, 500);
  } else if (timeline.housed && timeline.lastAge > 21 && random.chance(0.35)) {
    const age = random.int(21, timeline.lastAge - 1);
    inspect(age, ageStart(timeline, age) + 10 * HOUR_MS, 200);
  }
  return rows;
}
