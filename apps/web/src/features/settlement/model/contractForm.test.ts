import { describe, expect, it } from 'vitest';
import type { SettlementContractInput } from '@plantel/contracts';
import { contractToForm, emptyContract, errorsUnder, formToInput, moved, newStep, orphanErrors, withBandAdded } from './contractForm';

/** docs/settlement.md, worked contract 1, shortened to two of its steps. */
const BAND_CONTRACT: SettlementContractInput = {
  name: 'Broiler, mixed sex, 2026',
  coverage: { species: 'broiler', module: null, sex: 'mixed', valid_from: '2026-01-01', valid_to: null },
  adjusted_fcr: { reference_weight: 2500, points_per_100g: 0.02 },
  prices: { per_bird_cents: 62.5, per_kg_cents: null, per_bird_day_cents: 0.35 },
  steps: [
    { kind: 'per_unit', name: 'Base per bird delivered', unit: 'bird_delivered' },
    {
      kind: 'band',
      name: 'Adjusted FCR',
      figure: 'adjusted_fcr',
      effect: 'per_kg',
      bands: [
        { from: null, to: 1.55, value: 3 },
        { from: 1.55, to: 1.6, value: 1.5 },
        { from: 1.6, to: null, value: 0 },
      ],
    },
    { kind: 'fixed', name: 'Technical assistance', amount_cents: -15000 },
  ],
};

const ptBR = (value: number) => new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 }).format(value);

describe('contract form', () => {
  it('shows money in reais with the language’s comma and reads it back as the same cents', () => {
    const form = contractToForm(BAND_CONTRACT, ptBR);
    expect(form.perBird).toBe('0,625');
    expect(form.perBirdDay).toBe('0,0035');
    expect(form.perKg).toBe('');
    expect(form.steps[1]?.bands[1]).toEqual({ from: '1,55', to: '1,6', value: '0,015' });
    expect(form.steps[2]?.amount).toBe('-150');
    expect(formToInput(form)).toEqual({ input: BAND_CONTRACT, errors: null });
  });

  it('names each unreadable or missing field by the API’s path, and refuses fractions of a cent in a fixed amount', () => {
    const form = contractToForm(BAND_CONTRACT, ptBR);
    form.name = ' ';
    form.perKg = 'abc';
    form.steps[1]!.bands[2]!.value = '';
    form.steps[2]!.amount = '1,005';
    const { errors } = formToInput(form);
    expect(errors).toEqual({
      name: 'validation.required',
      'prices.per_kg_cents': 'validation.invalid',
      'steps.1.bands.2.value': 'validation.required',
      'steps.2.amount_cents': 'settlement.contracts.wholeCents',
    });
  });

  it('reorders steps, adds a band starting where the last one ends, and splits errors by step', () => {
    const form = emptyContract('2026-11-25');
    const a = { ...newStep('fixed'), name: 'A' };
    const b = { ...newStep('band'), name: 'B' };
    expect(moved([a, b], 1, 0).map((s) => s.name)).toEqual(['B', 'A']);
    expect(withBandAdded([{ from: '', to: '350', value: '0,9' }]).at(-1)).toEqual({ from: '350', to: '', value: '' });
    const errors = { 'steps.1.bands.2.from': 'Gap between 380 and 400', 'steps.10.name': 'x', coverage: 'Overlaps contract 3' };
    expect(errorsUnder(errors, 'steps.1')).toEqual({ 'bands.2.from': 'Gap between 380 and 400' });
    // The empty contract has one step: the second step's band and an eleventh step are not on the screen.
    expect(orphanErrors(errors, form)).toEqual(['Gap between 380 and 400', 'x', 'Overlaps contract 3']);
    expect(orphanErrors(errors, { ...form, steps: [a, { ...b, bands: [...b.bands, ...b.bands, ...b.bands] }] })).toEqual(['x', 'Overlaps contract 3']);
  });
});
