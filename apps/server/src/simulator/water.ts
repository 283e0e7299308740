import type { Random } from '@plantel/domain';
import type { DiseaseOnset } from './feed-demand';
import type { WaterReadingRow } from './farm-rows';
import type { Species } from './species';
import { ceilTo, HOUR_MS } from './time';

/**
 * Litres drunk per kg of feed eaten: about 1.8 for broilers and 2 for hens at thermoneutral
 * temperatures, 2.5-3 for grow-finish pigs (common field ratios, used here as assumptions).
 */
const WATER_PER_FEED: Record<Species, number> = { broiler: 1.8, matrix: 2, laying: 2, swine: 2.8 };

/** A leak in the water line: from `start` the meter also counts `litresPerHour` that nobody drinks. */
export interface WaterLeak {
  start: number;
  litresPerHour: number;
}

/**
 * A water meter's totaliser read every hour over the readings window: the animals drink with their
 * feed (hour by hour, the ratio above with a little noise), and the meter starts from an arbitrary
 * count, as installed meters do. A disease onset (the same one given to feedDemand) makes the
 * animals drink `dailyDrop` less for the feed they eat from its start; a leak adds its litres.
 * Both are off unless given.
 */
export function simulateWater(input: {
  species: Species;
  device: number;
  eaten: { start: number; kg: Float64Array };
  from: number;
  to: number;
  random: Random;
  disease?: DiseaseOnset;
  leak?: WaterLeak;
}): WaterReadingRow[] {
  const { eaten, random } = input;
  const ratio = WATER_PER_FEED[input.species] * (1 + random.normal(0, 0.05));
  let total = Math.round(random.uniform(10_000, 900_000));
  const rows: WaterReadingRow[] = [];
  for (let t = ceilTo(input.from, HOUR_MS); t <= input.to; t += HOUR_MS) {
    const h = Math.floor((t - eaten.start) / HOUR_MS) - 1;
    if (rows.length > 0 && h >= 0 && h < eaten.kg.length) {
      const hourStart = eaten.start + h * HOUR_MS;
      const sick = input.disease && hourStart >= input.disease.start ? 1 - input.disease.dailyDrop : 1;
      total += Math.max(0, eaten.kg[h]! * ratio * sick * (1 + random.normal(0, 0.08)));
      if (input.leak && hourStart >= input.leak.start) total += input.leak.litresPerHour;
    }
    rows.push({ device: input.device, measuredAt: t, totalVolume: Math.round(total * 10) / 10 });
  }
  return rows;
}
