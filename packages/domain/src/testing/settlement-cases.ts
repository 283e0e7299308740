/**
 * Settlement statements worked out by hand (docs/settlement.md walks through the same two contracts).
 * The arithmetic of every expected amount is in the comment above it; amounts must match to the cent.
 * Prices: chicks R$ 1.60 each, feed R$ 1.85 a kg, in cents below.
 */
import type { SettlementContract } from '../settlement-contract';
import type { ClosedBatchFigures, SuppliedInput } from '../settlement-statement';

const chicks = (housed: number): SuppliedInput => ({ name: 'Chicks', unit: 'bird', quantity: housed, returnedQuantity: 0, unitPriceCents: 160 });
const feed = (suppliedKg: number, returnedKg: number): SuppliedInput => ({ name: 'Feed', unit: 'kg', quantity: suppliedKg, returnedQuantity: returnedKg, unitPriceCents: 185 });

/* ---------------------------------------------------------------------------------------------- */
/* (a) A band-table contract: a base per bird, moved by EPEF bands, adjusted-FCR bands and viability. */
/* ---------------------------------------------------------------------------------------------- */

export const BAND_CONTRACT: SettlementContract = {
  id: 'contract-band',
  version: 1,
  name: 'Broiler, mixed sex, 2026',
  coverage: { species: 'broiler', module: null, sex: 'mixed', validFrom: '2026-01-01', validTo: '2026-12-31' },
  adjustedFcr: { referenceWeight: 2500, pointsPer100g: 0.02 },
  prices: { perBirdCents: 62.5, perKgCents: null, perBirdDayCents: null },
  steps: [
    { kind: 'per_unit', name: 'Base per bird delivered', unit: 'bird_delivered' },
    {
      kind: 'band',
      name: 'EPEF',
      figure: 'epef',
      effect: 'multiplier',
      bands: [
        { from: null, to: 350, value: 0.9 },
        { from: 350, to: 380, value: 0.95 },
        { from: 380, to: 400, value: 1 },
        { from: 400, to: 420, value: 1.05 },
        { from: 420, to: null, value: 1.1 },
      ],
    },
    {
      kind: 'band',
      name: 'Adjusted FCR',
      figure: 'adjusted_fcr',
      effect: 'per_kg',
      bands: [
        { from: null, to: 1.55, value: 3 },
        { from: 1.55, to: 1.6, value: 1.5 },
        { from: 1.6, to: 1.65, value: 0 },
        { from: 1.65, to: null, value: -1.5 },
      ],
    },
    {
      kind: 'band',
      name: 'Viability',
      figure: 'viability',
      effect: 'fixed',
      bands: [
        { from: null, to: 93, value: -50_000 },
        { from: 93, to: 95, value: 0 },
        { from: 95, to: 97, value: 20_000 },
        { from: 97, to: null, value: 40_000 },
      ],
    },
    { kind: 'fixed', name: 'Technical assistance', amountCents: -15_000 },
  ],
};

/** 20,000 chicks of 44 g housed at day 0, 19,200 delivered at 42 days weighing 55,680 kg; 100 birds (290 kg) condemned. */
export const BAND_BATCH: ClosedBatchFigures = {
  batchId: 'batch-band',
  species: 'broiler',
  birdsHoused: 20_000,
  entryWeight: 44,
  birdsDelivered: 19_200,
  liveWeightKg: 55_680,
  condemnedBirds: 100,
  condemnedKg: 290,
  feedSuppliedKg: 93_000,
  feedReturnedKg: 1_128,
  ageAtSlaughter: 42,
  daysHoused: 42,
  // 400 birds lost at day 10.5 weighing 350 g (140 kg) and 400 at day 30.5 weighing 1,750 g (700 kg), as in kpi-cases.ts.
  lostKg: 840,
  inputs: [chicks(20_000), feed(93_000, 1_128), { name: 'Vaccines', unit: 'dose', quantity: 20_000, returnedQuantity: 0, unitPriceCents: 2.35 }],
};

export const BAND_EXPECTED = {
  // Chicks 20,000 × 160 = 3,200,000; feed (93,000 − 1,128 = 91,872 kg) × 185 = 16,996,320; vaccines 20,000 × 2.35 = 47,000.
  inputsCostCents: [3_200_000, 16_996_320, 47_000],
  // 3,200,000 + 16,996,320 + 47,000.
  inputsTotalCents: 20_243_320,
  indicators: {
    // 800 of 20,000 lost: 4 %; 19,200 ÷ 20,000 = 96 %.
    mortalityPercent: 4,
    viabilityPercent: 96,
    // 55,680 kg ÷ 19,200 = 2,900 g.
    meanWeight: 2900,
    // (2,900 − 44) ÷ 42 days = 68 g/day.
    dailyGain: 68,
    // 91,872 ÷ 55,680 = 1.65.
    fcr: 1.65,
    // 91,872 ÷ (55,680 + 840) = 1.62548…
    correctedFcr: 91_872 / 56_520,
    // 1.65 − (2,900 − 2,500) ÷ 100 × 0.02 = 1.57.
    adjustedFcr: 1.57,
    // 96 × 2.9 ÷ (42 × 1.65) × 100 = 278.4 ÷ 69.3 × 100 = 401.73.
    epef: (96 * 2.9 * 100) / (42 * 1.65),
  },
  quantities: {
    // 19,200 − 100 condemned; 55,680 − 290 kg; bird-days 42 × (20,000 + 19,200) ÷ 2 = 823,200.
    birdsPaid: 19_100,
    kgPaid: 55_390,
    birdDaysHoused: 823_200,
    feedConsumedKg: 91_872,
  },
  steps: [
    // 19,100 birds × 62.5 ¢ = 1,193,750 ¢.
    1_193_750,
    // EPEF 401.73 is in [400, 420): × 1.05, so + 1,193,750 × 0.05 = 59,687.5 → 59,688 (half away from zero).
    59_688,
    // Adjusted FCR 1.57 is in [1.55, 1.60): + 1.5 ¢ × 55,390 kg = 83,085.
    83_085,
    // Viability 96 % is in [95, 97): + 20,000.
    20_000,
    // Technical assistance: − 15,000.
    -15_000,
  ],
  // 1,193,750 + 59,688 + 83,085 + 20,000 − 15,000 = 1,341,523 ¢ = R$ 13,415.23.
  payableCents: 1_341_523,
};

/* ---------------------------------------------------------------------------------------------- */
/* (a') The same contract, the flock thinned: 4,000 birds (8,400 kg) taken at 35 days.             */
/* ---------------------------------------------------------------------------------------------- */

/** 20,000 housed; 4,000 birds of 2.1 kg thinned at day 35; 15,200 caught at 42 days weighing 45,600 kg; 100 birds (290 kg) condemned. */
export const THINNED_BAND_BATCH: ClosedBatchFigures = {
  ...BAND_BATCH,
  batchId: 'batch-thinned',
  birdsDelivered: 15_200,
  liveWeightKg: 45_600,
  feedSuppliedKg: 86_128,
  feedReturnedKg: 1_128,
  // 140 kg at day 10.5, and 400 birds at day 30.5 weighing 1,500 + 1,500 × 2.5/14 = 1,767.86 g (kpi-cases.ts).
  lostKg: 140 + (400 * (1500 + (1500 * 2.5) / 14)) / 1000,
  inputs: [chicks(20_000), feed(86_128, 1_128)],
  removals: [{ age: 35, animals: 4000, liveWeightKg: 8400 }],
};

export const THINNED_EXPECTED = {
  indicators: {
    // Delivered alive: 15,200 + 4,000 = 19,200 of 20,000: 96 %, as the unthinned flock (naively 76 %).
    viabilityPercent: 96,
    mortalityPercent: 4,
    // 54,000 kg ÷ 19,200 birds = 2,812.5 g.
    meanWeight: 2812.5,
    // Mean age delivered: (15,200 × 42 + 4,000 × 35) ÷ 19,200 = 778,400 ÷ 19,200 = 40.5417 days; (2,812.5 − 44) ÷ 40.5417 = 68.288 g/day.
    dailyGain: (2812.5 - 44) / (778_400 / 19_200),
    // 85,000 ÷ (45,600 + 8,400) = 1.57407.
    fcr: 85_000 / 54_000,
    // 1.57407 − (2,812.5 − 2,500) ÷ 100 × 0.02 = 1.51157.
    adjustedFcr: 85_000 / 54_000 - 0.0625,
    // 96 × 2.8125 ÷ (40.5417 × 1.57407) × 100 = 423.09.
    epef: (96 * 2.8125 * 100) / ((778_400 / 19_200) * (85_000 / 54_000)),
  },
  quantities: {
    birdsDelivered: 19_200,
    birdsThinned: 4000,
    kgThinned: 8400,
    birdsPaid: 19_100,
    liveWeightKg: 54_000,
    // 54,000 − 290.
    kgPaid: 53_710,
    // 42 × (20,000 + 19,200) ÷ 2 − 4,000 thinned × 7 days gone = 823,200 − 28,000 = 795,200.
    birdDaysHoused: 795_200,
    feedConsumedKg: 85_000,
  },
  steps: [
    // 19,100 birds × 62.5 ¢.
    1_193_750,
    // EPEF 423.09 is in [420, ∞): × 1.1, so + 119,375.
    119_375,
    // Adjusted FCR 1.5116 is below 1.55: + 3 ¢ × 53,710 kg = 161,130.
    161_130,
    // Viability 96 %: + 20,000.
    20_000,
    -15_000,
  ],
  // 1,193,750 + 119,375 + 161,130 + 20,000 − 15,000.
  payableCents: 1_479_255,
};

/* ---------------------------------------------------------------------------------------------- */
/* (c) Version 2 of (a): the slaughterhouse's final report condemned 160 birds (464 kg), not 100.   */
/* ---------------------------------------------------------------------------------------------- */

export const CORRECTION_REASON = 'Slaughterhouse final report: 160 birds condemned, not 100';

export const CORRECTED_BAND_BATCH: ClosedBatchFigures = { ...BAND_BATCH, condemnedBirds: 160, condemnedKg: 464 };

export const CORRECTED_EXPECTED = {
  steps: [
    // 19,200 − 160 = 19,040 birds × 62.5 ¢ = 1,190,000.
    1_190_000,
    // EPEF unchanged (condemned birds were delivered): 1,190,000 × 0.05 = 59,500.
    59_500,
    // 55,680 − 464 = 55,216 kg × 1.5 ¢ = 82,824.
    82_824,
    20_000,
    -15_000,
  ],
  // 1,190,000 + 59,500 + 82,824 + 20,000 − 15,000 = 1,337,324 ¢: 4,199 ¢ less than version 1 (1,341,523).
  payableCents: 1_337_324,
  /** Every figure the correction changed, before and after; the indicators are untouched. */
  changes: [
    { field: 'quantities.condemnedBirds', before: 100, after: 160 },
    { field: 'quantities.birdsPaid', before: 19_100, after: 19_040 },
    { field: 'quantities.condemnedKg', before: 290, after: 464 },
    { field: 'quantities.kgPaid', before: 55_390, after: 55_216 },
    { field: 'steps.0.input', before: 19_100, after: 19_040 },
    { field: 'steps.0.resultCents', before: 1_193_750, after: 1_190_000 },
    // The subtotal the EPEF multiplier moves: the base.
    { field: 'steps.1.subtotalBeforeCents', before: 1_193_750, after: 1_190_000 },
    { field: 'steps.1.resultCents', before: 59_688, after: 59_500 },
    // 1,193,750 + 59,688 = 1,253,438; 1,190,000 + 59,500 = 1,249,500.
    { field: 'steps.2.subtotalBeforeCents', before: 1_253_438, after: 1_249_500 },
    { field: 'steps.2.resultCents', before: 83_085, after: 82_824 },
    // + 83,085 = 1,336,523; + 82,824 = 1,332,324.
    { field: 'steps.3.subtotalBeforeCents', before: 1_336_523, after: 1_332_324 },
    // + 20,000.
    { field: 'steps.4.subtotalBeforeCents', before: 1_356_523, after: 1_352_324 },
    { field: 'payableCents', before: 1_341_523, after: 1_337_324 },
  ],
};

/* ---------------------------------------------------------------------------------------------- */
/* (b) Pay per kg moved by the batch's cost per kg against the average of the week's closed batches. */
/* ---------------------------------------------------------------------------------------------- */

export const COST_CONTRACT: SettlementContract = {
  id: 'contract-cost',
  version: 1,
  name: 'Broiler, pay per kg against the week',
  coverage: { species: 'broiler', module: null, sex: 'mixed', validFrom: '2026-07-01', validTo: null },
  adjustedFcr: { referenceWeight: 2500, pointsPer100g: 0.02 },
  prices: { perBirdCents: null, perKgCents: 50, perBirdDayCents: 0.35 },
  steps: [
    { kind: 'per_unit', name: 'Base per kg delivered', unit: 'kg_delivered' },
    {
      kind: 'band',
      name: "Cost per kg against the week's average",
      figure: 'cost_per_kg_vs_average',
      effect: 'per_kg',
      bands: [
        { from: null, to: -5, value: 6 },
        { from: -5, to: -2, value: 3 },
        { from: -2, to: 2, value: 0 },
        { from: 2, to: 5, value: -3 },
        { from: 5, to: null, value: -6 },
      ],
    },
    { kind: 'per_unit', name: 'Days of housing', unit: 'bird_day_housed' },
  ],
};

interface WeekProducer {
  name: string;
  housed: number;
  delivered: number;
  liveKg: number;
  condemnedBirds: number;
  condemnedKg: number;
  feedKg: number;
  returnedKg: number;
  age: number;
  daysHoused: number;
  medicinesCents: number;
}

const weekBatch = (p: WeekProducer, i: number): ClosedBatchFigures => ({
  batchId: `week-${i + 1}`,
  species: 'broiler',
  birdsHoused: p.housed,
  entryWeight: 44,
  birdsDelivered: p.delivered,
  liveWeightKg: p.liveKg,
  condemnedBirds: p.condemnedBirds,
  condemnedKg: p.condemnedKg,
  feedSuppliedKg: p.feedKg,
  feedReturnedKg: p.returnedKg,
  ageAtSlaughter: p.age,
  daysHoused: p.daysHoused,
  lostKg: null,
  inputs: [chicks(p.housed), feed(p.feedKg, p.returnedKg), { name: 'Medicines', unit: 'lot', quantity: 1, returnedQuantity: 0, unitPriceCents: p.medicinesCents }],
});

/** Five producers closed in the week of 2026-08-03. Costs are chicks × 160 + (feed − returned) × 185 + medicines. */
const WEEK_PRODUCERS: WeekProducer[] = [
  // 3,200,000 + 91,000 × 185 (16,835,000) + 150,000 = 20,185,000 ¢ over 56,260 kg.
  { name: 'Sítio Boa Vista', housed: 20_000, delivered: 19_400, liveKg: 56_260, condemnedBirds: 40, condemnedKg: 116, feedKg: 92_000, returnedKg: 1_000, age: 42, daysHoused: 42, medicinesCents: 150_000 },
  // 2,880,000 + 81,200 × 185 (15,022,000) + 180,000 = 18,082,000 ¢ over 47,520 kg.
  { name: 'Granja Santa Luzia', housed: 18_000, delivered: 17_280, liveKg: 47_520, condemnedBirds: 0, condemnedKg: 0, feedKg: 82_000, returnedKg: 800, age: 41, daysHoused: 40, medicinesCents: 180_000 },
  // 3,840,000 + 104,800 × 185 (19,388,000) + 200,000 = 23,428,000 ¢ over 65,184 kg.
  { name: 'Sítio Três Irmãos', housed: 24_000, delivered: 23_280, liveKg: 65_184, condemnedBirds: 60, condemnedKg: 168, feedKg: 106_000, returnedKg: 1_200, age: 42, daysHoused: 42, medicinesCents: 200_000 },
  // 3,200,000 + 93,000 × 185 (17,205,000) + 260,000 = 20,665,000 ¢ over 52,250 kg.
  { name: 'Granja Recanto', housed: 20_000, delivered: 19_000, liveKg: 52_250, condemnedBirds: 25, condemnedKg: 69, feedKg: 93_500, returnedKg: 500, age: 43, daysHoused: 43, medicinesCents: 260_000 },
  // 2,400,000 + 67,100 × 185 (12,413,500) + 90,000 = 14,903,500 ¢ over 43,875 kg.
  { name: 'Sítio Paraíso', housed: 15_000, delivered: 14_625, liveKg: 43_875, condemnedBirds: 0, condemnedKg: 0, feedKg: 68_000, returnedKg: 900, age: 42, daysHoused: 42, medicinesCents: 90_000 },
];

export const WEEK_BATCHES: ClosedBatchFigures[] = WEEK_PRODUCERS.map(weekBatch);

/**
 * The week's average cost per kg: (20,185,000 + 18,082,000 + 23,428,000 + 20,665,000 + 14,903,500)
 * ÷ (56,260 + 47,520 + 65,184 + 52,250 + 43,875) = 97,263,500 ÷ 265,089 = 366.9088 ¢/kg.
 */
export const WEEK_AVERAGE_COST_PER_KG_CENTS = 97_263_500 / 265_089;

export const WEEK_EXPECTED: { name: string; costPerKgCents: number; vsAveragePercent: number; steps: number[]; payableCents: number }[] = [
  {
    name: 'Sítio Boa Vista',
    // 20,185,000 ÷ 56,260 = 358.7807 ¢/kg; ÷ 366.9088 − 1 = −2.215 %: in [−5, −2), + 3 ¢/kg.
    costPerKgCents: 20_185_000 / 56_260,
    vsAveragePercent: -2.2153,
    // Base 56,144 kg (56,260 − 116) × 50 = 2,807,200; + 3 × 56,144 = 168,432; bird-days 42 × (20,000 + 19,400) ÷ 2 = 827,400 × 0.35 = 289,590.
    steps: [2_807_200, 168_432, 289_590],
    // 2,807,200 + 168,432 + 289,590.
    payableCents: 3_265_222,
  },
  {
    name: 'Granja Santa Luzia',
    // 18,082,000 ÷ 47,520 = 380.5135 ¢/kg: + 3.708 %, in [2, 5): − 3 ¢/kg.
    costPerKgCents: 18_082_000 / 47_520,
    vsAveragePercent: 3.7079,
    // 47,520 × 50 = 2,376,000; − 3 × 47,520 = − 142,560; 40 × (18,000 + 17,280) ÷ 2 = 705,600 × 0.35 = 246,960.
    steps: [2_376_000, -142_560, 246_960],
    // 2,376,000 − 142,560 + 246,960.
    payableCents: 2_480_400,
  },
  {
    name: 'Sítio Três Irmãos',
    // 23,428,000 ÷ 65,184 = 359.4134 ¢/kg: − 2.043 %, just inside [−5, −2): + 3 ¢/kg.
    costPerKgCents: 23_428_000 / 65_184,
    vsAveragePercent: -2.0429,
    // 65,016 kg (65,184 − 168) × 50 = 3,250,800; + 3 × 65,016 = 195,048; 42 × (24,000 + 23,280) ÷ 2 = 992,880 × 0.35 = 347,508.
    steps: [3_250_800, 195_048, 347_508],
    // 3,250,800 + 195,048 + 347,508.
    payableCents: 3_793_356,
  },
  {
    name: 'Granja Recanto',
    // 20,665,000 ÷ 52,250 = 395.5024 ¢/kg: + 7.793 %, in [5, ∞): − 6 ¢/kg.
    costPerKgCents: 20_665_000 / 52_250,
    vsAveragePercent: 7.7931,
    // 52,181 kg (52,250 − 69) × 50 = 2,609,050; − 6 × 52,181 = − 313,086; 43 × (20,000 + 19,000) ÷ 2 = 838,500 × 0.35 = 293,475.
    steps: [2_609_050, -313_086, 293_475],
    // 2,609,050 − 313,086 + 293,475.
    payableCents: 2_589_439,
  },
  {
    name: 'Sítio Paraíso',
    // 14,903,500 ÷ 43,875 = 339.6809 ¢/kg: − 7.421 %, in (−∞, −5): + 6 ¢/kg.
    costPerKgCents: 14_903_500 / 43_875,
    vsAveragePercent: -7.4209,
    // 43,875 × 50 = 2,193,750; + 6 × 43,875 = 263,250; 42 × (15,000 + 14,625) ÷ 2 = 622,125 × 0.35 = 217,743.75 → 217,744.
    steps: [2_193_750, 263_250, 217_744],
    // 2,193,750 + 263,250 + 217,744.
    payableCents: 2_674_744,
  },
];
