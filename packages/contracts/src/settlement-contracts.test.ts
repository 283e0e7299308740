import { describe, expect, it } from 'vitest';
import { settlementContractInputSchema, type SettlementContractInput } from './settlement-contracts';

const contract: SettlementContractInput = {
  name: 'Broiler, mixed sex, 2026',
  coverage: { species: 'broiler', module: null, sex: 'mixed', valid_from: '2026-01-01', valid_to: '2026-12-31' },
  adjusted_fcr: { reference_weight: 2500, points_per_100g: 0.02 },
  prices: { per_bird_cents: 62.5, per_kg_cents: null, per_bird_day_cents: 0.0035 },
  steps: [
    { kind: 'per_unit', name: 'Base per bird delivered', unit: 'bird_delivered' },
    { kind: 'band', name: 'EPEF', figure: 'epef', effect: 'multiplier', bands: [{ from: null, to: 400, value: 1 }, { from: 400, to: null, value: 1.05 }] },
    { kind: 'fixed', name: 'Technical assistance', amount_cents: -15_000 },
  ],
};

const failures = (body: unknown) => {
  const result = settlementContractInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('a settlement contract as the API takes it', () => {
  it('takes a complete contract', () => {
    expect(failures(contract)).toEqual([]);
  });

  it('names the field of a step over an unknown figure or unit, or of an unknown kind', () => {
    expect(failures({ ...contract, steps: [{ ...contract.steps[1], figure: 'mood' }] })).toEqual(['steps.0.figure']);
    expect(failures({ ...contract, steps: [{ kind: 'per_unit', name: 'Per egg', unit: 'egg' }] })).toEqual(['steps.0.unit']);
    expect(failures({ ...contract, steps: [{ kind: 'lottery', name: 'Draw' }] })).toEqual(['steps.0.kind']);
  });

  it('refuses a pay rule without steps, fractions of a cent in a fixed amount, and a price below 0 or finer than 0.0001 ¢', () => {
    expect(failures({ ...contract, steps: [] })).toEqual(['steps']);
    expect(failures({ ...contract, steps: [{ kind: 'fixed', name: 'Bonus', amount_cents: 0.5 }] })).toEqual(['steps.0.amount_cents']);
    expect(failures({ ...contract, prices: { ...contract.prices, per_kg_cents: -1 } })).toEqual(['prices.per_kg_cents']);
    expect(failures({ ...contract, prices: { ...contract.prices, per_kg_cents: 0.00001 } })).toEqual(['prices.per_kg_cents']);
  });

  it('refuses days that are not days and fields it does not know', () => {
    expect(failures({ ...contract, coverage: { ...contract.coverage, valid_from: '2026-02-30' } })).toEqual(['coverage.valid_from']);
    expect(failures({ ...contract, discount: 3 })).toEqual(['']);
  });
});
