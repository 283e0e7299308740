import { describe, expect, it } from 'vitest';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { batchFiguresAt, batchFiguresNow, batchWeighings } from './batch-moment';
import { completeDay } from './feed-consumption';
import { feedEatenTo } from './feed-eaten';
import { adjustedFeedConversion, adjustedNearReference, correctedFeedConversion, feedConversion, intakeRatio, mortalityPercent, productionEfficiency, viabilityPercent } from './kpis';
import { agreesWithHandFigure, KPI_CASES, ROSS_308_CUMULATIVE_INTAKE, type KpiCase } from './testing/kpi-cases';

const ILVO = { referenceWeight: 2500, pointsPer100g: 0.02 };
const LEGACY = { referenceWeight: 1500, pointsPer100g: 0.04 };

function agrees(actual: number | null | undefined, expected: number) {
  expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected} worked by hand`).toBe(true);
}

function recordsOf(c: KpiCase) {
  const feedDays = c.feed.map((kg, k) => {
    const partial = c.partialFeed?.find((p) => p.day === k);
    const day = partial ? completeDay(partial.measuredKg, partial.coverage)! : { amount: kg, estimated: 0 };
    return { age: c.ageAtLodging + k, ...day };
  });
  return {
    productionType: c.productionType,
    lineage: c.lineage,
    sex: 1,
    housed: c.housed,
    entryWeight: c.entryWeight,
    ageAtLodging: c.ageAtLodging,
    feedDays,
    weighings: c.weighings,
    losses: c.mortality.map((m) => ({ age: m.age, lost: m.dead + m.culled })),
    slaughter: c.slaughter ?? null,
    removals: c.removals ?? [],
    convention: ILVO,
  };
}

const figuresOf = (c: KpiCase) => batchFiguresAt(recordsOf(c));

describe('hand-worked batches through the domain functions', () => {
  it.each(KPI_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const result = figuresOf(c)!;
    const { moment, figures } = result;
    const e = c.expected;
    expect(moment.age).toBeCloseTo(e.age, 9);
    agrees(moment.weight, e.weight);
    agrees(figures.conversion, e.conversion);
    if (e.corrected !== undefined) agrees(figures.corrected, e.corrected);
    if (e.adjusted !== undefined) agrees(figures.adjusted, e.adjusted);
    if (e.efficiency !== undefined) agrees(figures.efficiency, e.efficiency);
    if (e.viability !== undefined) agrees(figures.viability, e.viability);
    if (e.performance !== undefined) agrees(figures.performance, e.performance);
    if (e.feedKg !== undefined) agrees(moment.feed.kg, e.feedKg);
    if (e.feedEstimatedKg !== undefined) expect(moment.feed.estimatedKg).toBeCloseTo(e.feedEstimatedKg, 6);
  });
});

describe('a batch its statement settled', () => {
  it('takes the feed the statement counts instead of the feed days', () => {
    const c = KPI_CASES.find((k) => k.slaughter && !k.removals)!;
    const settled = batchFiguresAt({ ...recordsOf(c), slaughter: { ...c.slaughter!, feedKg: 155_000 - 1_000 } })!;
    // 154,000 kg supplied less returned ÷ the live weight delivered, whatever the feed days add up to.
    expect(settled.moment.feed).toEqual({ kg: 154_000, estimatedKg: 0 });
    expect(settled.figures.conversion).toBeCloseTo(154_000 / c.slaughter!.liveWeightKg, 10);
    expect(figuresOf(c)!.moment.feed.kg).not.toBeCloseTo(154_000, 0);
  });
});

describe('feed conversion', () => {
  const flock = { productionType: PRODUCTION_TYPE.broiler, feedKg: 91_872, housed: 20_000, alive: 19_200, weight: 2900, entryWeight: 44 };

  it('divides the feed of poultry by the live biomass, the chick weight included', () => {
    // 91,872 ÷ (19,200 × 2.9) = 1.650; the old divisor, weight gained (55,680 − 880 kg), gave 1.676.
    expect(feedConversion(flock)).toBeCloseTo(1.65, 10);
  });

  it('divides the feed of pigs by the weight gained since entry into the phase', () => {
    // 26,000 ÷ (980 × 25 − 1,000 × 7.5) = 26,000 ÷ 17,000.
    expect(feedConversion({ productionType: PRODUCTION_TYPE.swine, feedKg: 26_000, housed: 1000, alive: 980, weight: 25_000, entryWeight: 7500 })).toBeCloseTo(26_000 / 17_000, 10);
    expect(feedConversion({ productionType: PRODUCTION_TYPE.swine, feedKg: 26_000, housed: 1000, alive: 980, weight: 25_000, entryWeight: null })).toBeNull();
  });

  it('counts the weight of the animals lost in the corrected ratio, and has none without weight', () => {
    expect(correctedFeedConversion(flock, 840)).toBeCloseTo(91_872 / 56_520, 10);
    expect(feedConversion({ ...flock, alive: 0 })).toBeNull();
    expect(feedConversion({ ...flock, feedKg: Number.NaN })).toBeNull();
  });

  it('adjusts to the reference weight by the company convention: ILVO 2,500 g and 0.02, or 1,500 g and 0.04', () => {
    expect(adjustedFeedConversion(1.65, 2900, ILVO)).toBeCloseTo(1.57, 10);
    // 1.650 − 14 × 0.04 = 1.090.
    expect(adjustedFeedConversion(1.65, 2900, LEGACY)).toBeCloseTo(1.09, 10);
    // A lighter flock is adjusted upwards: 1.450 + 5 × 0.02.
    expect(adjustedFeedConversion(1.45, 2000, ILVO)).toBeCloseTo(1.55, 10);
    expect(adjustedFeedConversion(null, 2000, ILVO)).toBeNull();
    // Within 1,000 g of the reference (2,500 g here) a flock is adjusted; a 455 g one is not.
    expect(adjustedNearReference(1.45, 2000, ILVO)).toBeCloseTo(1.55, 10);
    expect(adjustedNearReference(1.45, 1500, ILVO)).toBeCloseTo(adjustedFeedConversion(1.45, 1500, ILVO)!, 10);
    expect(adjustedNearReference(1.013, 455, ILVO)).toBeNull();
  });
});

describe('viability, mortality, EPEF and intake ratio', () => {
  it('counts viability and mortality against the animals housed', () => {
    expect(viabilityPercent(20_000, 19_200)).toBe(96);
    expect(mortalityPercent(20_000, 800)).toBeCloseTo(4, 10);
    expect(viabilityPercent(0, 0)).toBeNull();
  });

  it('scores the worked example at 401.7 and has no score without age or FCR', () => {
    expect(productionEfficiency(96, 2900, 42, 1.65)).toBeCloseTo(401.7, 1);
    expect(productionEfficiency(96, 2900, 0, 1.65)).toBeNull();
    expect(productionEfficiency(null, 2900, 42, 1.65)).toBeNull();
  });

  it('compares feed eaten with the reference for the same days', () => {
    expect(intakeRatio(1050, 1000)).toBeCloseTo(1.05, 10);
    expect(intakeRatio(1050, 0)).toBeNull();
  });
});

describe('feed eaten to a moment', () => {
  const days = [
    { age: 0, amount: 100, estimated: 0 },
    { age: 1, amount: 200, estimated: 0 },
    { age: 3, amount: 400, estimated: 40 },
  ];
  const referenceKg = (age: number) => 100 * (age + 1);

  it('adds whole days and the share of the current day, and estimates a missing day from the reference scaled by what was eaten', () => {
    // Days 0 and 1 ate exactly the reference (ratio 1): day 2 is estimated at 300 kg; day 3 is 40 % gone: 160 kg, 16 of it estimated.
    expect(feedEatenTo({ days, firstAge: 0, age: 3.4, referenceKg })).toEqual({ kg: 100 + 200 + 300 + 160, estimatedKg: 300 + 16 });
  });

  it('spreads the current day evenly when it has no record yet', () => {
    const result = feedEatenTo({ days: days.slice(0, 2), firstAge: 0, age: 2.5, referenceKg });
    expect(result.kg).toBeCloseTo(300 + 150, 9);
    expect(result.estimatedKg).toBeCloseTo(150, 9);
  });
});

describe('the batch weight of a day', () => {
  it('carries a division weighed before to the day at its ratio to the table, worked by hand', () => {
    // A table of 400 g at day 13 and 450 g at day 14 (linear between). Box 1 (10,000 birds) weighed
    // 455 g at day 14.0; Box 2 (10,000 birds) weighed 393 g at day 13.0, 393 / 400 = 98.25 % of the
    // table, carried to day 14: 0.9825 × 450 = 442.125 g. The flock: (455 + 442.125) / 2 = 448.5625 g,
    // not Box 1's 455 g alone. Box 3, never weighed, takes the flock's ratio and moves nothing.
    const table = (age: number) => 400 + (age - 13) * 50;
    const points = batchWeighings(
      [
        { division: 2, day: 13, age: 13, weight: 393, animals: 10_000 },
        { division: 1, day: 14, age: 14, weight: 455, animals: 10_000 },
      ],
      table,
    );
    expect(points.map((p) => p.age)).toEqual([13, 14]);
    expect(points[0]!.weight).toBe(393);
    expect(points[1]!.weight).toBeCloseTo(448.5625, 9);
    // Without a table, a carried division keeps its weight as weighed: (455 + 393) / 2.
    expect(batchWeighings([{ division: 2, day: 13, age: 13, weight: 393, animals: 10_000 }, { division: 1, day: 14, age: 14, weight: 455, animals: 10_000 }])[1]!.weight).toBe(424);
  });

  it('weighs each division by its animals, at the exact age of the day last weighing', () => {
    const points = batchWeighings([
      { division: 1, day: 21, age: 21.1, weight: 1000, animals: 3000 },
      { division: 2, day: 21, age: 21.2, weight: 1100, animals: 1000 },
      { division: 1, day: 14, age: 14.1, weight: 500, animals: 3000 },
    ]);
    expect(points).toEqual([
      { age: 14.1, weight: 500 },
      { age: 21.2, weight: 1025 },
    ]);
  });
});

describe('figures now, between weighings', () => {
  const records = {
    productionType: PRODUCTION_TYPE.broiler,
    lineage: 'Ross 308',
    sex: 1,
    housed: 20_000,
    entryWeight: 44,
    ageAtLodging: 0,
    // The Ross table's feed for days 0-40, and the day-35 weighing; viewed at 41.5 days.
    feedDays: Array.from({ length: 41 }, (_, k) => ({ age: k, amount: ((ROSS_308_CUMULATIVE_INTAKE[k + 1]! - ROSS_308_CUMULATIVE_INTAKE[k]!) * 20_000) / 1000, estimated: 0 })),
    weighings: [{ age: 35, weight: 2296 }],
    losses: [],
    slaughter: null,
    removals: [],
    convention: ILVO,
  };

  it('divides the feed eaten to now by the weight carried forward to now, and says which part of the feed is estimated', () => {
    // Feed to 41.5 days: 4,379 × 20 = 87,580 kg, plus half of day 41 not yet recorded, estimated at its reference (207 g × 20,000 ÷ 2 = 2,070 kg).
    // Carried forward to 2,948 g (the Ross table at 41.5 days): 89,650 ÷ 58,960 = 1.5205.
    const now = batchFiguresNow(records, 41.5, 2948)!;
    expect(now.moment.feed.kg).toBeCloseTo(89_650, 6);
    expect(now.moment.feed.estimatedKg).toBeCloseTo(2070, 6);
    agrees(now.figures.conversion, 89_650 / 58_960);
  });

  it('has nothing to add at or before the latest weighing, or for a closed batch', () => {
    expect(batchFiguresNow(records, 35, 2296)).toBeNull();
    expect(batchFiguresNow({ ...records, slaughter: { age: 42, animals: 20_000, liveWeightKg: 59_960 } }, 41.5, 2948)).toBeNull();
  });
});
