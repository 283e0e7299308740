import { PRODUCTION_TYPE } from '@plantel/contracts';
/**
 * Batches whose figures were worked out by hand, for the domain functions and for the batch import →
 * API path alike (apps/server/test/kpi-cases.int.test.ts). The arithmetic of each expected figure is
 * in the comment above it; every figure must agree within ±0.2 %.
 *
 * Ages are days of age; a weighing's age is exact (28.5 is half-way through day 28); feed[k] is the
 * feed of the k-th day after housing (from age ageAtLodging + k to the next), kg.
 */
/** Whether a computed figure agrees with the one worked by hand: within ±0.2 % of it. */
export function agreesWithHandFigure(actual: number | null | undefined, expected: number): boolean {
  return actual !== null && actual !== undefined && Math.abs(actual - expected) <= Math.abs(expected) * 0.002;
}

export interface KpiCase {
  name: string;
  productionType: typeof PRODUCTION_TYPE.broiler | typeof PRODUCTION_TYPE.swine;
  lineage: string;
  housed: number;
  entryWeight: number;
  ageAtLodging: number;
  feed: number[];
  /** Days of feed measured only in part by the load cells (index into feed): what they saw and the share covered. Domain only: an import records whole days. */
  partialFeed?: { day: number; measuredKg: number; coverage: number }[];
  weighings: { age: number; weight: number }[];
  mortality: { age: number; dead: number; culled: number }[];
  slaughter?: { age: number; animals: number; liveWeightKg: number };
  /** Birds removed alive before the end (thinning), at their exact age. */
  removals?: { age: number; animals: number; liveWeightKg: number }[];
  expected: {
    /** The moment the figures are for: exact age. */
    age: number;
    weight: number;
    conversion: number;
    corrected?: number;
    adjusted?: number;
    efficiency?: number;
    viability?: number;
    performance?: number;
    feedKg?: number;
    feedEstimatedKg?: number;
  };
}

/** Ross 308 as-hatched (2022): body weight (g) and cumulative feed intake (g/bird) by day of age, the days used here. */
const ROSS = {
  bw: { 7: 213, 14: 533, 21: 1012, 28: 1616, 29: 1710, 35: 2296, 42: 2998 } as Record<number, number>,
};

/**
 * Ross 308 as-hatched cumulative intake, g/bird, days 0-42, as published. The flock eats the table:
 * day k after housing eats cumulative[k + 1] − cumulative[k] per bird (the table's day k + 1).
 */
export const ROSS_308_CUMULATIVE_INTAKE = [
  0, 12, 28, 48, 72, 100, 131, 166, 206, 249, 297, 349, 406, 468, 535, 608, 685, 768, 856, 950, 1050, 1155, 1266, 1383, 1505, 1633, 1767, 1907, 2051,
  2202, 2357, 2518, 2684, 2855, 3031, 3211, 3396, 3584, 3777, 3974, 4175, 4379, 4586,
];

const rossFeed = (days: number, birds: number) =>
  Array.from({ length: days }, (_, k) => ((ROSS_308_CUMULATIVE_INTAKE[k + 1]! - ROSS_308_CUMULATIVE_INTAKE[k]!) * birds) / 1000);

/** The Ross 308 table flock: 20,000 chicks of 44 g, no losses, eating and growing exactly on the table, weighed at the start of day `day`. */
function rossTableFlock(day: number, fcr: number, efficiency: number): KpiCase {
  return {
    name: `Ross 308 table flock at day ${day}`,
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: rossFeed(day, 20_000),
    weighings: [{ age: day, weight: ROSS.bw[day]! }],
    mortality: [],
    expected: { age: day, weight: ROSS.bw[day]!, conversion: fcr, viability: 100, performance: 100, efficiency, feedEstimatedKg: 0 },
  };
}

/** The worked EPEF example: 20,000 housed, 400 lost on day 10 and 400 on day 30, weighed at 7, 14, 28 and 42 days. */
const EPEF_WEIGHINGS = [
  { age: 7, weight: 200 },
  { age: 14, weight: 500 },
  { age: 28, weight: 1500 },
];
const EPEF_MORTALITY = [
  { age: 10, dead: 300, culled: 100 },
  { age: 30, dead: 350, culled: 50 },
];
// 91,872 kg over 42 days, evenly: 2,187.428… kg a day.
const EPEF_FEED = Array.from({ length: 42 }, () => 91_872 / 42);

export const KPI_CASES: KpiCase[] = [
  // Day 7: 166 g × 20,000 = 3,320 kg ÷ (20,000 × 0.213 kg = 4,260 kg) = 0.7793 (the table prints 0.780).
  // EPEF = 100 × 0.213 ÷ (7 × 0.7793) × 100 = 390.5.
  rossTableFlock(7, 3320 / 4260, (100 * 0.213 * 100) / (7 * (3320 / 4260))),
  // Day 14: 535 × 20 = 10,700 kg ÷ 10,660 kg = 1.0038 (table 1.005). EPEF = 100 × 0.533 ÷ (14 × 1.0038) × 100 = 379.3.
  rossTableFlock(14, 10_700 / 10_660, (100 * 0.533 * 100) / (14 * (10_700 / 10_660))),
  // Day 21: 1,155 × 20 = 23,100 kg ÷ 20,240 kg = 1.1413 (table 1.142). EPEF = 101.2 ÷ (21 × 1.1413) × 100 = 422.2.
  rossTableFlock(21, 23_100 / 20_240, (100 * 1.012 * 100) / (21 * (23_100 / 20_240))),
  // Day 35: 3,211 × 20 = 64,220 kg ÷ 45,920 kg = 1.3985 (table 1.399). EPEF = 229.6 ÷ (35 × 1.3985) × 100 = 469.1.
  rossTableFlock(35, 64_220 / 45_920, (100 * 2.296 * 100) / (35 * (64_220 / 45_920))),
  // Day 42: 4,586 × 20 = 91,720 kg ÷ 59,960 kg = 1.5297 (table 1.531). EPEF = 299.8 ÷ (42 × 1.5297) × 100 = 466.6.
  rossTableFlock(42, 91_720 / 59_960, (100 * 2.998 * 100) / (42 * (91_720 / 59_960))),
  {
    name: 'EPEF example: 19,200 of 20,000 alive at 42 days, 2.900 kg, 91,872 kg of feed',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: EPEF_FEED,
    weighings: [...EPEF_WEIGHINGS, { age: 42, weight: 2900 }],
    mortality: EPEF_MORTALITY,
    expected: {
      age: 42,
      weight: 2900,
      // 19,200 × 2.9 kg = 55,680 kg; 91,872 ÷ 55,680 = 1.650.
      conversion: 1.65,
      // Lost: 400 at day 10.5 (200 + 300 × 3.5/7 = 350 g: 140 kg) and 400 at day 30.5 (1,500 + 1,400 × 2.5/14 = 1,750 g: 700 kg).
      // 91,872 ÷ (55,680 + 840) = 1.6255.
      corrected: 91_872 / 56_520,
      // ILVO convention: 1.650 − (2,900 − 2,500) ÷ 100 × 0.02 = 1.570.
      adjusted: 1.57,
      // 96 × 2.9 ÷ (42 × 1.65) × 100 = 401.7.
      efficiency: (96 * 2.9 * 100) / (42 * 1.65),
      viability: 96,
      // Ross 308 at day 42: 2,998 g; 2,900 ÷ 2,998 = 96.73 %.
      performance: (100 * 2900) / 2998,
      feedKg: 91_872,
    },
  },
  {
    name: 'the same flock closed: 19,200 birds and 55,680 kg delivered to slaughter at 42 days, last weighed at 28',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: EPEF_FEED,
    weighings: EPEF_WEIGHINGS,
    mortality: EPEF_MORTALITY,
    slaughter: { age: 42, animals: 19_200, liveWeightKg: 55_680 },
    expected: {
      age: 42,
      // 55,680 kg ÷ 19,200 birds.
      weight: 2900,
      conversion: 1.65,
      // The day-30 losses are weighed between the day-28 weighing and the slaughter: 1,500 + 1,400 × 2.5/14 = 1,750 g, as above.
      corrected: 91_872 / 56_520,
      adjusted: 1.57,
      efficiency: (96 * 2.9 * 100) / (42 * 1.65),
      viability: 96,
    },
  },
  {
    name: 'thinned: 4,000 birds and 8,400 kg taken at 35 days, 15,200 birds and 45,600 kg caught at 42',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    // 85,000 kg over 42 days, evenly.
    feed: Array.from({ length: 42 }, () => 85_000 / 42),
    weighings: EPEF_WEIGHINGS,
    mortality: EPEF_MORTALITY,
    removals: [{ age: 35 + 8 / 24, animals: 4000, liveWeightKg: 8400 }],
    slaughter: { age: 42, animals: 15_200, liveWeightKg: 45_600 },
    expected: {
      age: 42,
      // The final catch: 45,600 kg ÷ 15,200 birds.
      weight: 3000,
      // Delivered alive: 15,200 + 4,000 = 19,200 of 20,000 birds, 96 % (the 4,000 thinned are not losses; naively 76 %).
      viability: 96,
      // Live weight delivered: 45,600 + 8,400 = 54,000 kg; 85,000 ÷ 54,000 = 1.5741 (naively 85,000 ÷ 45,600 = 1.864).
      conversion: 85_000 / 54_000,
      // Lost: 400 at day 10.5 (350 g: 140 kg) and 400 at day 30.5, between the day-28 weighing and the catch:
      // 1,500 + 1,500 × 2.5/14 = 1,767.86 g, 707.14 kg. 85,000 ÷ (54,000 + 847.14) = 1.5497.
      corrected: 85_000 / (54_000 + 140 + (400 * (1500 + (1500 * 2.5) / 14)) / 1000),
      // Mean weight delivered: 54,000 ÷ 19,200 = 2.8125 kg; ILVO: 1.5741 − (2,812.5 − 2,500) ÷ 100 × 0.02 = 1.5116.
      adjusted: 85_000 / 54_000 - 0.0625,
      // Mean age delivered: (15,200 × 42 + 4,000 × 35) ÷ 19,200 = 40.5417 days.
      // EPEF = 96 × 2.8125 ÷ (40.5417 × 1.5741) × 100 = 423.09 (naively 76 × 3.0 ÷ (42 × 1.864) × 100 = 291.2).
      efficiency: (96 * 2.8125 * 100) / ((778_400 / 19_200) * (85_000 / 54_000)),
    },
  },
  {
    name: 'weekly weighings viewed between them: weighed at 28 and 35 days, feed recorded to day 40',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: rossFeed(41, 20_000),
    weighings: [
      { age: 28, weight: 1616 },
      { age: 35, weight: 2296 },
    ],
    mortality: [],
    // The figures are for the last weighing: feed to day 35, 3,211 × 20 = 64,220 kg, ÷ 45,920 kg = 1.3985.
    // (All 41 days' feed over that weight would read 87,580 ÷ 45,920 = 1.907.)
    expected: { age: 35, weight: 2296, conversion: 64_220 / 45_920, feedKg: 64_220 },
  },
  {
    name: 'a day with 60 % load-cell coverage',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: rossFeed(21, 20_000),
    // Day 20 eats 105 g × 20,000 = 2,100 kg; the load cells saw 1,260 kg over 60 % of the day: 1,260 ÷ 0.6 = 2,100 kg, 840 kg estimated.
    partialFeed: [{ day: 20, measuredKg: 1260, coverage: 0.6 }],
    weighings: [{ age: 21, weight: 1012 }],
    mortality: [],
    expected: { age: 21, weight: 1012, conversion: 23_100 / 20_240, feedKg: 23_100, feedEstimatedKg: 840 },
  },
  {
    name: 'performance against the standard at the exact age: weighed half-way through day 28',
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    feed: rossFeed(29, 20_000),
    // Ross 308 at 28.5 days: (1,616 + 1,710) ÷ 2 = 1,663 g. Against day 28 alone it would read 102.9 %.
    weighings: [{ age: 28.5, weight: 1663 }],
    mortality: [],
    // Feed to 28.5 days: 2,051 × 20 + half of day 28's (2,202 − 2,051) × 20 = 41,020 + 1,510 = 42,530 kg; ÷ 33,260 kg = 1.2787.
    expected: { age: 28.5, weight: 1663, performance: 100, conversion: 42_530 / 33_260, feedKg: 42_530 },
  },
  {
    name: 'swine nursery: 1,000 weaned pigs of 7.5 kg at 28 days, 980 of 25 kg at 70 days',
    productionType: PRODUCTION_TYPE.swine,
    lineage: 'Pig',
    housed: 1000,
    entryWeight: 7500,
    ageAtLodging: 28,
    // 26,000 kg over 42 days.
    feed: Array.from({ length: 42 }, () => 26_000 / 42),
    weighings: [{ age: 70, weight: 25_000 }],
    mortality: [{ age: 49, dead: 20, culled: 0 }],
    expected: {
      age: 70,
      weight: 25_000,
      // Gained since entry: 980 × 25 − 1,000 × 7.5 = 17,000 kg; 26,000 ÷ 17,000 = 1.5294.
      conversion: 26_000 / 17_000,
      // 20 lost at 49.5 days: 7,500 + 17,500 × 21.5/42 = 16,458.3 g, 329.17 kg; 26,000 ÷ 17,329.17 = 1.5004.
      corrected: 26_000 / (17_000 + (20 * (7500 + (17_500 * 21.5) / 42)) / 1000),
      viability: 98,
    },
  },
];
