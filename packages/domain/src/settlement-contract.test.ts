import { describe, expect, it } from 'vitest';
import { bandTableIssues, contractInForce, contractIssues, contractPeriodIssues, type SettlementContract, type SettlementStep } from './settlement-contract';
import { BAND_CONTRACT, COST_CONTRACT } from './testing/settlement-cases';

const withSteps = (steps: SettlementStep[]): SettlementContract => ({ ...BAND_CONTRACT, steps });
const fields = (contract: SettlementContract) => contractIssues(contract).map((i) => i.field);

describe('a contract on its own', () => {
  it('accepts the worked contracts', () => {
    expect(contractIssues(BAND_CONTRACT)).toEqual([]);
    expect(contractIssues(COST_CONTRACT)).toEqual([]);
  });

  it('refuses a band table with a gap, naming the band', () => {
    const issues = bandTableIssues(
      [
        { from: null, to: 350, value: 0.9 },
        { from: 360, to: null, value: 1 },
      ],
      'steps.1.bands',
    );
    expect(issues).toEqual([{ field: 'steps.1.bands.1.from', message: 'Gap between 350 and 360: the band must start where the one before ends' }]);
  });

  it('refuses a band table with an overlap', () => {
    const issues = bandTableIssues(
      [
        { from: 1.5, to: 1.6, value: 1 },
        { from: 1.55, to: 1.7, value: 0 },
      ],
      'bands',
    );
    expect(issues).toEqual([{ field: 'bands.1.from', message: 'Overlap: the band starts at 1.55, before the one before ends (1.6)' }]);
  });

  it('refuses an empty table, an empty band, and open ends anywhere but the ends', () => {
    expect(bandTableIssues([], 'bands')).toEqual([{ field: 'bands', message: 'A band table needs at least one band' }]);
    expect(bandTableIssues([{ from: 5, to: 5, value: 1 }], 'bands').map((i) => i.field)).toEqual(['bands.0.to']);
    const openInside = bandTableIssues(
      [
        { from: null, to: null, value: 1 },
        { from: null, to: 5, value: 1 },
      ],
      'bands',
    );
    expect(openInside.map((i) => i.field)).toEqual(['bands.0.to', 'bands.1.from']);
  });

  it('refuses a band table with a gap inside a contract, at its step', () => {
    const epef = BAND_CONTRACT.steps[1] as Extract<SettlementStep, { kind: 'band' }>;
    const gapped = { ...epef, bands: epef.bands.filter((_, i) => i !== 2) };
    expect(contractIssues(withSteps([BAND_CONTRACT.steps[0]!, gapped]))).toEqual([
      { field: 'steps.1.bands.2.from', message: 'Gap between 380 and 400: the band must start where the one before ends' },
    ]);
  });

  it('refuses a step over an unknown figure, unit, effect or kind', () => {
    const unknownFigure = { kind: 'band', name: 'Gut feeling', figure: 'mood', effect: 'fixed', bands: [{ from: null, to: null, value: 1 }] } as unknown as SettlementStep;
    expect(contractIssues(withSteps([unknownFigure]))).toEqual([
      { field: 'steps.0.figure', message: 'Unknown figure "mood"; known: epef, adjusted_fcr, viability, mean_weight, age, cost_per_kg_vs_average' },
    ]);
    const unknownUnit = { kind: 'per_unit', name: 'Per egg', unit: 'egg' } as unknown as SettlementStep;
    expect(fields(withSteps([unknownUnit]))).toEqual(['steps.0.unit']);
    const unknownEffect = { kind: 'band', name: 'Age', figure: 'age', effect: 'squared', bands: [{ from: null, to: null, value: 1 }] } as unknown as SettlementStep;
    expect(fields(withSteps([unknownEffect]))).toEqual(['steps.0.effect']);
    const unknownKind = { kind: 'lottery', name: 'Draw' } as unknown as SettlementStep;
    expect(contractIssues(withSteps([unknownKind]))).toEqual([{ field: 'steps.0.kind', message: 'Unknown step kind "lottery"' }]);
  });

  it('refuses an amount per unit the contract has no price for', () => {
    expect(contractIssues(withSteps([{ kind: 'per_unit', name: 'Per kg', unit: 'kg_delivered' }]))).toEqual([
      { field: 'steps.0.unit', message: 'The contract has no price for kg_delivered (prices.perKgCents)' },
    ]);
  });

  it('refuses unnamed and twice-named steps, fractions of a cent in fixed amounts, and a rule without steps', () => {
    expect(fields(withSteps([{ kind: 'fixed', name: ' ', amountCents: 1 }]))).toEqual(['steps.0.name']);
    expect(fields(withSteps([{ kind: 'fixed', name: 'Bonus', amountCents: 1 }, { kind: 'fixed', name: 'Bonus', amountCents: 2 }]))).toEqual(['steps.1.name']);
    expect(fields(withSteps([{ kind: 'fixed', name: 'Bonus', amountCents: 1.5 }]))).toEqual(['steps.0.amountCents']);
    expect(fields(withSteps([{ kind: 'band', name: 'Age', figure: 'age', effect: 'fixed', bands: [{ from: null, to: null, value: 0.5 }] }]))).toEqual(['steps.0.bands.0.value']);
    expect(fields(withSteps([]))).toEqual(['steps']);
  });

  it('refuses a period that ends before it starts, days that are not days, bad constants and negative prices', () => {
    const bad: SettlementContract = {
      ...BAND_CONTRACT,
      coverage: { ...BAND_CONTRACT.coverage, validFrom: '2026-02-30', validTo: '2026-01-01' },
      adjustedFcr: { referenceWeight: 0, pointsPer100g: -0.02 },
      prices: { perBirdCents: -1, perKgCents: null, perBirdDayCents: null },
    };
    expect(fields(bad)).toEqual(['coverage.validFrom', 'coverage.validTo', 'adjustedFcr.referenceWeight', 'adjustedFcr.pointsPer100g', 'prices.perBirdCents']);
    const backwards = { ...BAND_CONTRACT, coverage: { ...BAND_CONTRACT.coverage, validFrom: '2026-06-01', validTo: '2026-05-31' } };
    expect(contractIssues(backwards)).toEqual([{ field: 'coverage.validTo', message: 'The last day comes before the first (2026-06-01)' }]);
  });
});

describe('contracts against each other', () => {
  const next = (from: string, to: string | null, changes: Partial<SettlementContract['coverage']> = {}): SettlementContract => ({
    ...BAND_CONTRACT,
    id: `contract-${from}`,
    name: `From ${from}`,
    coverage: { ...BAND_CONTRACT.coverage, validFrom: from, validTo: to, ...changes },
  });

  it('refuses overlapping periods for the same coverage, naming the other contract', () => {
    expect(contractPeriodIssues(next('2026-12-31', null), [BAND_CONTRACT])).toEqual([
      { field: 'coverage.validFrom', message: 'Overlaps contract "Broiler, mixed sex, 2026" (2026-01-01 to 2026-12-31) for the same species, module and sex' },
    ]);
    expect(contractPeriodIssues(next('2025-06-01', '2026-01-01'), [BAND_CONTRACT])).toHaveLength(1);
    const openEnded = next('2027-01-01', null);
    expect(contractPeriodIssues(next('2030-01-01', '2030-12-31'), [openEnded])).toHaveLength(1);
  });

  it('accepts the next period, another sex, species or module, and a new version of the same contract', () => {
    expect(contractPeriodIssues(next('2027-01-01', null), [BAND_CONTRACT])).toEqual([]);
    expect(contractPeriodIssues(next('2026-03-01', null, { sex: 'male' }), [BAND_CONTRACT])).toEqual([]);
    expect(contractPeriodIssues(next('2026-03-01', null, { species: 'swine' }), [BAND_CONTRACT])).toEqual([]);
    expect(contractPeriodIssues(next('2026-03-01', null, { module: 'dark house' }), [BAND_CONTRACT])).toEqual([]);
    expect(contractPeriodIssues({ ...BAND_CONTRACT, version: 2 }, [BAND_CONTRACT])).toEqual([]);
  });

  it('finds the contract in force on a day: the module own first, the latest version', () => {
    const darkHouse = next('2026-01-01', null, { module: 'dark house' });
    const v2 = { ...BAND_CONTRACT, version: 2 };
    const contracts = [BAND_CONTRACT, v2, darkHouse];
    expect(contractInForce(contracts, { species: 'broiler', module: 'conventional', sex: 'mixed' }, '2026-08-03')).toBe(v2);
    expect(contractInForce(contracts, { species: 'broiler', module: 'dark house', sex: 'mixed' }, '2026-08-03')).toBe(darkHouse);
    expect(contractInForce(contracts, { species: 'broiler', module: 'conventional', sex: 'mixed' }, '2027-01-01')).toBeNull();
    expect(contractInForce(contracts, { species: 'broiler', module: 'conventional', sex: 'female' }, '2026-08-03')).toBeNull();
  });
});
