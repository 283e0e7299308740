import { describe, expect, it } from 'vitest';
import type { SettlementContract } from './settlement-contract';
import { roundCents, settleBatch } from './settlement-statement';
import { correctStatement, diffStatements, StatementCorrectionError } from './settlement-versions';
import {
  BAND_BATCH,
  BAND_CONTRACT,
  BAND_EXPECTED,
  CORRECTED_BAND_BATCH,
  CORRECTED_EXPECTED,
  CORRECTION_REASON,
  COST_CONTRACT,
  THINNED_BAND_BATCH,
  THINNED_EXPECTED,
  WEEK_AVERAGE_COST_PER_KG_CENTS,
  WEEK_BATCHES,
  WEEK_EXPECTED,
} from './testing/settlement-cases';

describe('rounding to the cent', () => {
  it('rounds half away from zero, after clearing binary noise', () => {
    expect(roundCents(59_687.5)).toBe(59_688);
    expect(roundCents(-59_687.5)).toBe(-59_688);
    expect(roundCents(217_743.75)).toBe(217_744);
    expect(roundCents(2.4999)).toBe(2);
    // 62.5 × 0.955 is 59.687499999999993 in binary: it stands for 59.6875, which rounds up.
    expect(roundCents(59_687.499999999993)).toBe(59_688);
    expect(roundCents(100.49999999999999)).toBe(101);
    expect(Object.is(roundCents(-0.4), 0)).toBe(true);
  });
});

describe("(a') the same contract, the flock thinned at 35 days", () => {
  const statement = settleBatch(THINNED_BAND_BATCH, BAND_CONTRACT);

  it('counts the thinned birds as delivered, on their weight and age', () => {
    const i = statement.indicators;
    const e = THINNED_EXPECTED.indicators;
    expect(i.viabilityPercent).toBeCloseTo(e.viabilityPercent, 9);
    expect(i.mortalityPercent).toBeCloseTo(e.mortalityPercent, 9);
    expect(i.meanWeight).toBeCloseTo(e.meanWeight, 9);
    expect(i.dailyGain).toBeCloseTo(e.dailyGain, 9);
    expect(i.fcr).toBeCloseTo(e.fcr, 9);
    expect(i.adjustedFcr).toBeCloseTo(e.adjustedFcr, 9);
    expect(i.epef).toBeCloseTo(e.epef, 6);
    expect(statement.quantities).toMatchObject(THINNED_EXPECTED.quantities);
  });

  it('pays every bird and kg delivered, the thinned ones included', () => {
    expect(statement.steps.map((s) => s.resultCents)).toEqual(THINNED_EXPECTED.steps);
    expect(statement.payableCents).toBe(THINNED_EXPECTED.payableCents);
  });
});

describe('(a) a band-table contract', () => {
  const statement = settleBatch(BAND_BATCH, BAND_CONTRACT);

  it('lists the inputs supplied with their cost', () => {
    expect(statement.inputs.map((i) => i.costCents)).toEqual(BAND_EXPECTED.inputsCostCents);
    expect(statement.inputsCostCents).toBe(BAND_EXPECTED.inputsTotalCents);
  });

  it('computes the technical indicators with the contract constants', () => {
    const i = statement.indicators;
    const e = BAND_EXPECTED.indicators;
    expect(i.ageDays).toBe(42);
    expect(i.mortalityPercent).toBeCloseTo(e.mortalityPercent, 9);
    expect(i.viabilityPercent).toBeCloseTo(e.viabilityPercent, 9);
    expect(i.meanWeight).toBeCloseTo(e.meanWeight, 9);
    expect(i.dailyGain).toBeCloseTo(e.dailyGain, 9);
    expect(i.fcr).toBeCloseTo(e.fcr, 9);
    expect(i.correctedFcr).toBeCloseTo(e.correctedFcr, 9);
    expect(i.adjustedFcr).toBeCloseTo(e.adjustedFcr, 9);
    expect(i.adjustedFcrConstants).toEqual({ referenceWeight: 2500, pointsPer100g: 0.02 });
    expect(i.epef).toBeCloseTo(e.epef, 6);
  });

  it('counts birds and kg net of condemnations, and the bird-days housed', () => {
    expect(statement.quantities).toMatchObject(BAND_EXPECTED.quantities);
  });

  it('yields every step to the cent, with the band each figure fell in', () => {
    expect(statement.steps.map((s) => s.resultCents)).toEqual(BAND_EXPECTED.steps);
    expect(statement.steps[1]).toMatchObject({ name: 'EPEF', figure: 'epef', band: { from: 400, to: 420, value: 1.05 }, rate: 1.05, subtotalBeforeCents: 1_193_750 });
    expect(statement.steps[2]).toMatchObject({ figure: 'adjusted_fcr', band: { from: 1.55, to: 1.6 } });
    expect(statement.steps[0]).toMatchObject({ figure: 'bird_delivered', input: 19_100, rate: 62.5 });
    expect(statement.payableCents).toBe(BAND_EXPECTED.payableCents);
    expect(statement.payableCents).toBe(statement.steps.reduce((sum, s) => sum + s.resultCents, 0));
  });

  it('names the contract version and the prices used', () => {
    expect(statement).toMatchObject({ contractId: 'contract-band', contractVersion: 1, version: 1, reason: null, prices: BAND_CONTRACT.prices });
  });
});

describe('(b) pay per kg against the average cost of the week', () => {
  const statements = WEEK_BATCHES.map((batch) => settleBatch(batch, COST_CONTRACT, WEEK_BATCHES));

  it.each(WEEK_EXPECTED.map((e, i) => [e.name, e, i] as const))('%s', (_, expected, i) => {
    const statement = statements[i]!;
    expect(statement.indicators.periodAverageCostPerKgCents).toBeCloseTo(WEEK_AVERAGE_COST_PER_KG_CENTS, 9);
    expect(statement.indicators.costPerKgCents).toBeCloseTo(expected.costPerKgCents, 9);
    expect(statement.indicators.costPerKgVsAveragePercent).toBeCloseTo(expected.vsAveragePercent, 4);
    expect(statement.steps.map((s) => s.resultCents)).toEqual(expected.steps);
    expect(statement.payableCents).toBe(expected.payableCents);
  });

  it('gives the same answer whether the period lists the batch itself or only the others', () => {
    const [first, ...others] = WEEK_BATCHES;
    expect(settleBatch(first!, COST_CONTRACT, others)).toEqual(statements[0]);
  });

  it('with no other batch in the period, the batch is its own average and takes the middle band', () => {
    const alone = settleBatch(WEEK_BATCHES[3]!, COST_CONTRACT);
    expect(alone.indicators.costPerKgVsAveragePercent).toBeCloseTo(0, 9);
    expect(alone.steps[1]).toMatchObject({ band: { from: -2, to: 2 }, resultCents: 0 });
  });
});

describe('(c) a corrected statement', () => {
  const first = settleBatch(BAND_BATCH, BAND_CONTRACT);
  const second = correctStatement(first, CORRECTED_BAND_BATCH, BAND_CONTRACT, CORRECTION_REASON);

  it('is version 2, names its reason and is computed afresh to the cent', () => {
    expect(second.version).toBe(2);
    expect(second.reason).toBe(CORRECTION_REASON);
    expect(second.steps.map((s) => s.resultCents)).toEqual(CORRECTED_EXPECTED.steps);
    expect(second.payableCents).toBe(CORRECTED_EXPECTED.payableCents);
  });

  it('leaves version 1 as it was', () => {
    expect(first).toEqual(settleBatch(BAND_BATCH, BAND_CONTRACT));
    expect(first.payableCents).toBe(BAND_EXPECTED.payableCents);
  });

  it('diffs the two versions figure by figure', () => {
    expect(diffStatements(first, second)).toEqual(CORRECTED_EXPECTED.changes);
    expect(diffStatements(first, first)).toEqual([]);
  });

  it('refuses a correction without a reason or of another batch', () => {
    expect(() => correctStatement(first, CORRECTED_BAND_BATCH, BAND_CONTRACT, '  ')).toThrow(StatementCorrectionError);
    expect(() => correctStatement(first, CORRECTED_BAND_BATCH, BAND_CONTRACT, '  ')).toThrow(/reason/);
    expect(() => correctStatement(first, { ...CORRECTED_BAND_BATCH, batchId: 'other' }, BAND_CONTRACT, CORRECTION_REASON)).toThrow(/same batch/);
  });
});

describe('steps at the edges', () => {
  const contract = (steps: SettlementContract['steps']): SettlementContract => ({ ...BAND_CONTRACT, steps });

  it('takes a figure on a band boundary into the band that starts there', () => {
    const bands = [
      { from: null, to: 42, value: 100 },
      { from: 42, to: null, value: 200 },
    ];
    const statement = settleBatch(BAND_BATCH, contract([{ kind: 'band', name: 'Age', figure: 'age', effect: 'fixed', bands }]));
    expect(statement.steps[0]).toMatchObject({ input: 42, resultCents: 200 });
  });

  it('yields nothing for a figure outside the table or missing, and says so', () => {
    const outside = settleBatch(BAND_BATCH, contract([{ kind: 'band', name: 'Weight', figure: 'mean_weight', effect: 'fixed', bands: [{ from: 3000, to: 3500, value: 900 }] }]));
    expect(outside.steps[0]).toMatchObject({ input: 2900, band: null, rate: null, resultCents: 0 });
    const swine = settleBatch({ ...BAND_BATCH, species: 'swine' }, contract([{ kind: 'band', name: 'EPEF', figure: 'epef', effect: 'fixed', bands: [{ from: null, to: null, value: 900 }] }]));
    expect(swine.steps[0]).toMatchObject({ input: null, band: null, resultCents: 0 });
    expect(swine.payableCents).toBe(0);
  });

  it('pays bird-days housed at the contract price, rounded to the cent', () => {
    const statement = settleBatch(BAND_BATCH, { ...contract([{ kind: 'per_unit', name: 'Housing', unit: 'bird_day_housed' }]), prices: { perBirdCents: null, perKgCents: null, perBirdDayCents: 0.0123 } });
    // 823,200 bird-days × 0.0123 ¢ = 10,125.36 → 10,125.
    expect(statement.steps[0]).toMatchObject({ input: 823_200, resultCents: 10_125 });
  });

  it('lets a multiplier below 1 take pay away', () => {
    const statement = settleBatch(BAND_BATCH, contract([
      { kind: 'fixed', name: 'Base', amountCents: 100_001 },
      { kind: 'band', name: 'Age', figure: 'age', effect: 'multiplier', bands: [{ from: null, to: null, value: 0.9 }] },
    ]));
    // 100,001 × (0.9 − 1) = −10,000.1 → −10,000.
    expect(statement.steps.map((s) => s.resultCents)).toEqual([100_001, -10_000]);
    expect(statement.payableCents).toBe(90_001);
  });
});

describe('a statement on its own', () => {
  it('shares no object with the contract it was computed by', () => {
    const statement = settleBatch(BAND_BATCH, BAND_CONTRACT);
    statement.prices.perBirdCents = 1;
    statement.steps[1]!.band!.value = 9;
    statement.indicators.adjustedFcrConstants.referenceWeight = 1;
    expect(BAND_CONTRACT.prices.perBirdCents).toBe(62.5);
    expect(BAND_CONTRACT.adjustedFcr.referenceWeight).toBe(2500);
    expect(settleBatch(BAND_BATCH, BAND_CONTRACT).payableCents).toBe(BAND_EXPECTED.payableCents);
  });
});
