import type { BAND_EFFECTS, SETTLEMENT_FIGURES, SETTLEMENT_UNITS, SettlementContractInput } from '@plantel/contracts';
import { parseDecimal } from '@/lib/numbers';

export type StepKind = 'fixed' | 'per_unit' | 'band';
export type SettlementFigure = (typeof SETTLEMENT_FIGURES)[number];
export type SettlementUnit = (typeof SETTLEMENT_UNITS)[number];
export type BandEffect = (typeof BAND_EFFECTS)[number];
type Species = SettlementContractInput['coverage']['species'];
type Sex = SettlementContractInput['coverage']['sex'];

/** A band row as typed: figures and the value in the screen's units (money in reais, a factor as a factor). */
export interface BandForm {
  from: string;
  to: string;
  value: string;
}

/** One step as typed; the fields of the other kinds are kept, so switching kind back loses nothing. */
export interface StepForm {
  /** Stable React key: steps move. */
  key: string;
  kind: StepKind;
  name: string;
  /** A fixed step's amount, reais (negative: a deduction). */
  amount: string;
  unit: SettlementUnit;
  figure: SettlementFigure;
  effect: BandEffect;
  bands: BandForm[];
}

/** The contract as typed. Money is in reais on the screen; the API takes cents. */
export interface ContractForm {
  name: string;
  species: Species;
  /** '' covers every module. */
  module: string;
  sex: Sex;
  validFrom: string;
  /** '' while open-ended. */
  validTo: string;
  referenceWeight: string;
  pointsPer100g: string;
  perBird: string;
  perKg: string;
  perBirdDay: string;
  steps: StepForm[];
}

/** Field errors by the API's dotted path (`steps.1.bands.2.from`), each a text or an i18n key. */
export type ContractErrors = Record<string, string>;

let keys = 0;
const newKey = () => `step-${++keys}`;

export const emptyBand = (): BandForm => ({ from: '', to: '', value: '' });

export function newStep(kind: StepKind = 'per_unit'): StepForm {
  return { key: newKey(), kind, name: '', amount: '', unit: 'bird_delivered', figure: 'epef', effect: 'multiplier', bands: [emptyBand()] };
}

export function emptyContract(today: string): ContractForm {
  return {
    name: '',
    species: 'broiler',
    module: '',
    sex: 'mixed',
    validFrom: today,
    validTo: '',
    referenceWeight: '2500',
    pointsPer100g: '0.02',
    perBird: '',
    perKg: '',
    perBirdDay: '',
    steps: [newStep()],
  };
}

/** Reais as typed to cents, without binary noise (0.625 → 62.5; four decimals of a cent at most). */
const toCents = (reais: number) => Number((reais * 100).toFixed(4));
/** Cents to reais for a field, written with the given writer (the language's decimal separator). */
const toReais = (cents: number) => Number((cents / 100).toFixed(6));

/** Whether a band's value is money (reais on the screen) rather than a factor. */
export const bandValueIsMoney = (effect: BandEffect) => effect !== 'multiplier';

type Writer = (value: number) => string;

/** A stored contract as the form shows it, numbers written by `write` (the language's decimal separator). */
export function contractToForm(contract: SettlementContractInput, write: Writer): ContractForm {
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : write(toReais(cents)));
  const opt = (value: number | null) => (value === null ? '' : write(value));
  return {
    name: contract.name,
    species: contract.coverage.species,
    module: contract.coverage.module ?? '',
    sex: contract.coverage.sex,
    validFrom: contract.coverage.valid_from,
    validTo: contract.coverage.valid_to ?? '',
    referenceWeight: write(contract.adjusted_fcr.reference_weight),
    pointsPer100g: write(contract.adjusted_fcr.points_per_100g),
    perBird: money(contract.prices.per_bird_cents),
    perKg: money(contract.prices.per_kg_cents),
    perBirdDay: money(contract.prices.per_bird_day_cents),
    steps: contract.steps.map((step) => {
      const base = newStep(step.kind);
      base.name = step.name;
      if (step.kind === 'fixed') base.amount = money(step.amount_cents);
      if (step.kind === 'per_unit') base.unit = step.unit;
      if (step.kind === 'band') {
        base.figure = step.figure;
        base.effect = step.effect;
        base.bands = step.bands.map((band) => ({
          from: opt(band.from),
          to: opt(band.to),
          value: bandValueIsMoney(step.effect) ? money(band.value) : write(band.value),
        }));
      }
      return base;
    }),
  };
}

const INVALID = 'validation.invalid';
const REQUIRED = 'validation.required';

/**
 * The API's input from the form, or the fields that cannot be read as numbers or are missing, by
 * the API's path. Everything else (gaps between bands, a step without its price, overlapping
 * periods) is the server's to refuse: its messages come back by the same paths.
 */
export function formToInput(form: ContractForm): { input: SettlementContractInput; errors: null } | { input: null; errors: ContractErrors } {
  const errors: ContractErrors = {};
  const number = (path: string, text: string, { optional = false } = {}): number | null => {
    if (text.trim() === '') {
      if (!optional) errors[path] = REQUIRED;
      return null;
    }
    const value = parseDecimal(text);
    if (value === null) errors[path] = INVALID;
    return value;
  };
  const cents = (path: string, text: string, optional = false) => {
    const value = number(path, text, { optional });
    return value === null ? null : toCents(value);
  };
  const required = (path: string, text: string) => {
    if (text.trim() === '') errors[path] = REQUIRED;
    return text.trim();
  };

  const input: SettlementContractInput = {
    name: required('name', form.name),
    coverage: {
      species: form.species,
      module: form.module.trim() === '' ? null : form.module.trim(),
      sex: form.sex,
      valid_from: required('coverage.valid_from', form.validFrom),
      valid_to: form.validTo === '' ? null : form.validTo,
    },
    adjusted_fcr: {
      reference_weight: number('adjusted_fcr.reference_weight', form.referenceWeight) ?? 0,
      points_per_100g: number('adjusted_fcr.points_per_100g', form.pointsPer100g) ?? 0,
    },
    prices: {
      per_bird_cents: cents('prices.per_bird_cents', form.perBird, true),
      per_kg_cents: cents('prices.per_kg_cents', form.perKg, true),
      per_bird_day_cents: cents('prices.per_bird_day_cents', form.perBirdDay, true),
    },
    steps: form.steps.map((step, i) => {
      const path = `steps.${i}`;
      const name = required(`${path}.name`, step.name);
      if (step.kind === 'fixed') {
        const amount = cents(`${path}.amount_cents`, step.amount);
        if (amount !== null && !Number.isInteger(amount)) errors[`${path}.amount_cents`] = 'settlement.contracts.wholeCents';
        return { kind: 'fixed', name, amount_cents: amount ?? 0 };
      }
      if (step.kind === 'per_unit') return { kind: 'per_unit', name, unit: step.unit };
      return {
        kind: 'band',
        name,
        figure: step.figure,
        effect: step.effect,
        bands: step.bands.map((band, j) => {
          const at = `${path}.bands.${j}`;
          const value = bandValueIsMoney(step.effect) ? cents(`${at}.value`, band.value) : number(`${at}.value`, band.value);
          return { from: number(`${at}.from`, band.from, { optional: true }), to: number(`${at}.to`, band.to, { optional: true }), value: value ?? 0 };
        }),
      };
    }),
  };
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
}

/** The list with item `from` moved to `to` (both in range). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A new band after the last, starting where it ends (tables run without gaps); the last band's open
 * end is closed at nothing, for the user to fill.
 */
export function withBandAdded(bands: readonly BandForm[]): BandForm[] {
  const last = bands.at(-1);
  return [...bands, { from: last?.to ?? '', to: '', value: '' }];
}

/** Field errors under `prefix.` re-keyed without it: a step's or a band's own errors. */
export function errorsUnder(errors: ContractErrors, prefix: string): ContractErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, text]) => (path.startsWith(start) ? [[path.slice(start.length), text]] : [])));
}

/** The path of every field the form shows, for telling apart the errors that name none. */
export function fieldPaths(form: ContractForm): Set<string> {
  const paths = [
    'name',
    'coverage.species',
    'coverage.module',
    'coverage.sex',
    'coverage.valid_from',
    'coverage.valid_to',
    'adjusted_fcr.reference_weight',
    'adjusted_fcr.points_per_100g',
    'prices.per_bird_cents',
    'prices.per_kg_cents',
    'prices.per_bird_day_cents',
  ];
  form.steps.forEach((step, i) => {
    const path = `steps.${i}`;
    paths.push(`${path}.name`, `${path}.kind`);
    if (step.kind === 'fixed') paths.push(`${path}.amount_cents`);
    if (step.kind === 'per_unit') paths.push(`${path}.unit`);
    if (step.kind === 'band') {
      paths.push(`${path}.figure`, `${path}.effect`);
      step.bands.forEach((_, j) => paths.push(`${path}.bands.${j}.from`, `${path}.bands.${j}.to`, `${path}.bands.${j}.value`));
    }
  });
  return new Set(paths);
}

/** Errors whose path names no field of the form (`steps` as a whole, an overlapping period): shown above the form, not lost. */
export function orphanErrors(errors: ContractErrors, form: ContractForm): string[] {
  const shown = fieldPaths(form);
  return Object.entries(errors)
    .filter(([path]) => !shown.has(path))
    .map(([, text]) => text);
}
