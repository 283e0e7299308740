import { createRandom, hashSeed, referenceWaterOnDay, waterByPeriod, waterWarningsAt, WATER_WARNING_DEFAULTS, type IntakeHour, type WaterWarning } from '@plantel/domain';
import { describe, expect, it } from 'vitest';
import { ageAt, type BatchTimeline } from './batch-timeline';
import { feedDemand, type DiseaseOnset } from './feed-demand';
import { speciesOf } from './species';
import { DAY_MS, HOUR_MS } from './time';
import { simulateWater, type WaterLeak } from './water';

const BIRDS = 24_000;
const LINEAGE = 'Ross 308';
const SEX = 1;
const DAYS = 42;
const OPENING = Date.UTC(2026, 0, 5, 3);
const broiler = speciesOf(3);

/** One broiler flock from lodging to day 42 through the simulator's feed and water meter, hour by hour per bird. */
function simulateFlock(seed: number, faults: { disease?: DiseaseOnset; leak?: WaterLeak } = {}): IntakeHour[] {
  const end = OPENING + DAYS * DAY_MS;
  const timeline: BatchTimeline = { opening: OPENING, closing: null, end, windowStart: OPENING, ageAtLodging: 0, firstAge: 0, lastAge: DAYS, housed: true };
  const random = createRandom(hashSeed('water-warning', seed));
  const demand = feedDemand({
    profile: broiler,
    lineage: LINEAGE,
    sex: SEX,
    timeline,
    flock: { lodgedAt: () => BIRDS },
    start: OPENING,
    anomalies: [],
    now: end,
    timeZone: 'America/Sao_Paulo',
    random,
    disease: faults.disease,
  });
  const readings = simulateWater({ species: 'broiler', device: 1, eaten: { start: OPENING, kg: demand.kg }, from: OPENING, to: end, random, ...faults });
  const boundaries = Array.from({ length: demand.hours + 1 }, (_, h) => OPENING + h * HOUR_MS);
  const water = waterByPeriod(readings.map((r) => ({ time: r.measuredAt, total: r.totalVolume })), boundaries);
  return Array.from({ length: demand.hours }, (_, h) => {
    const age = ageAt(timeline, OPENING + h * HOUR_MS);
    return { time: OPENING + h * HOUR_MS, age, water: (water[h] ?? 0) / BIRDS, feed: demand.kg[h]! / BIRDS, temperature: broiler.setPoint(age) };
  });
}

const referenceWater = (age: number) => referenceWaterOnDay(LINEAGE, SEX, age)!;

/** Every warning the detector gives as each hour of the flock's life ends, from `from` on. */
function warningsOver(series: IntakeHour[], from = OPENING, settings = WATER_WARNING_DEFAULTS): WaterWarning[] {
  const window = 24 * 4;
  const found: WaterWarning[] = [];
  for (let i = window; i <= series.length; i++) {
    if (series[i - 1]!.time < from) continue;
    found.push(...waterWarningsAt(series.slice(i - window, i), referenceWater, settings));
  }
  return found;
}

/** A warning that holds hour after hour is one warning: keep the first hour of each run. */
function episodes(warnings: WaterWarning[]): WaterWarning[] {
  return warnings.filter((w) => !warnings.some((o) => o.kind === w.kind && o.at === w.at - HOUR_MS));
}

describe('water early warnings on simulated broiler flocks', () => {
  it('give at most one false warning over 50 normal flocks', () => {
    const falseWarnings = Array.from({ length: 50 }, (_, seed) => episodes(warningsOver(simulateFlock(seed)))).flat();
    expect(falseWarnings.length).toBeLessThanOrEqual(1);
  });

  it('warn of a disease onset within 24 h of its start', () => {
    for (let seed = 100; seed < 130; seed++) {
      const start = OPENING + (12 + (seed % 20)) * DAY_MS + (seed % 24) * HOUR_MS;
      const dailyDrop = 0.1 + (seed % 6) * 0.01;
      const first = warningsOver(simulateFlock(seed, { disease: { start, dailyDrop } }), start)[0];
      expect(first, `seed ${seed}`).toBeDefined();
      expect(first!.kind).not.toBe('water_leak');
      expect(first!.at - start).toBeLessThanOrEqual(24 * HOUR_MS);
    }
  });

  it('warn of a leak within 2 h', () => {
    for (let seed = 200; seed < 210; seed++) {
      const start = OPENING + (5 + (seed % 30)) * DAY_MS + (seed % 24) * HOUR_MS;
      // A broken drinker line in a 24,000-bird house: 400 L/h, about half its busiest hour at 5 weeks.
      const first = warningsOver(simulateFlock(seed, { leak: { start, litresPerHour: 400 } }), start).find((w) => w.kind === 'water_leak');
      expect(first, `seed ${seed}`).toBeDefined();
      expect(first!.at - start).toBeLessThanOrEqual(2 * HOUR_MS);
    }
  });
});
