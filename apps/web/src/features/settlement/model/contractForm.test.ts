import { describe, expect, it } from 'vitest';
import type { SettlementContractInput } from '@plantel/contracts';
import { bandAfter, contractFormSchema, contractToForm, emptyContract, formToInput, newStep, shownFieldOf } from './contractForm';

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

  it('adds a band starting where the last one ends, and places each API path on the field the form shows', () => {
    expect(bandAfter([{ from: '', to: '350', value: '0,9' }])).toEqual({ from: '350', to: '', value: '' });
    const form = { ...emptyContract('2026-11-25'), steps: [{ ...newStep('fixed'), name: 'A' }, { ...newStep('band'), name: 'B' }] };
    expect(shownFieldOf('prices.per_kg_cents', form)).toBe('perKg');
    expect(shownFieldOf('coverage.valid_to', form)).toBe('validTo');
    expect(shownFieldOf('steps.0.amount_cents', form)).toBe('steps.0.amount');
    expect(shownFieldOf('steps.1.bands.0.from', form)).toBe('steps.1.bands.0.from');
    // Not on the screen: a second band, a band of the fixed step, an eleventh step, the period as a whole.
    for (const path of ['steps.1.bands.1.from', 'steps.0.bands.0.from', 'steps.0.unit', 'steps.10.name', 'coverage', 'steps']) expect(shownFieldOf(path, form)).toBeNull();
  });

  it('reads as the API’s input, or says each reason under the form’s own field', () => {
    const form = contractToForm(BAND_CONTRACT, ptBR);
    expect(contractFormSchema.parse(form)).toEqual(BAND_CONTRACT);
    form.perKg = '1,2x';
    form.steps[2]!.amount = '';
    const read = contractFormSchema.safeParse(form);
    expect(read.success).toBe(false);
    expect(read.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['perKg', 'validation.invalid'],
      ['steps.2.amount', 'validation.required'],
    ]);
  });
});

describe('a new contract', () => {
  it('is in force from 90 days back, so the batches slaughtered lately and settled now are covered', () => {
    expect(emptyContract('2026-12-07').validFrom).toBe('2026-09-08');
    expect(emptyContract('2026-03-01').validFrom).toBe('2025-12-01');
  });
});
