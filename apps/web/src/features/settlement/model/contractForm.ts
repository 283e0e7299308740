import { formatISO, parseISO, subDays } from 'date-fns';
import { z } from 'zod';
import { BAND_EFFECTS, SETTLEMENT_FIGURES, SETTLEMENT_SEXES, SETTLEMENT_SPECIES, SETTLEMENT_UNITS, type SettlementContractInput } from '@plantel/contracts';
import { parseDecimal } from '@/lib/numbers';

export const STEP_KINDS = ['per_unit', 'band', 'fixed'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
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

export const emptyBand = (): BandForm => ({ from: '', to: '', value: '' });

export function newStep(kind: StepKind = 'per_unit'): StepForm {
  return { kind, name: '', amount: '', unit: 'bird_delivered', figure: 'epef', effect: 'multiplier', bands: [emptyBand()] };
}

/**
 * How far back a new contract is in force by default: it is looked up on the slaughter day, and a
 * batch is often settled weeks after it (a broiler flock slaughtered in October, settled in December).
 */
export const NEW_CONTRACT_DAYS_BACK = 90;

export function emptyContract(today: string): ContractForm {
  return {
    name: '',
    species: 'broiler',
    module: '',
    sex: 'mixed',
    validFrom: formatISO(subDays(parseISO(today), NEW_CONTRACT_DAYS_BACK), { representation: 'date' }),
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

/**
 * The band added after the last, starting where it ends (tables run without gaps); the last band's
 * open end is left for the user to close.
 */
export const bandAfter = (bands: readonly BandForm[]): BandForm => ({ from: bands.at(-1)?.to ?? '', to: '', value: '' });

/** The path of every field the form shows, for telling apart the errors that name none. */
function fieldPaths(form: ContractForm): Set<string> {
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

/** The API's path of each field of the form outside its steps. */
const FIELD_PATHS = {
  name: 'name',
  species: 'coverage.species',
  module: 'coverage.module',
  sex: 'coverage.sex',
  validFrom: 'coverage.valid_from',
  validTo: 'coverage.valid_to',
  referenceWeight: 'adjusted_fcr.reference_weight',
  pointsPer100g: 'adjusted_fcr.points_per_100g',
  perBird: 'prices.per_bird_cents',
  perKg: 'prices.per_kg_cents',
  perBirdDay: 'prices.per_bird_day_cents',
} as const satisfies Record<Exclude<keyof ContractForm, 'steps'>, string>;

/**
 * The form's field an API path names (`prices.per_kg_cents` → `perKg`, `steps.2.amount_cents` →
 * `steps.2.amount`), or null when the form shows no such field (`steps` as a whole, a period
 * overlapping another contract, a band of a step that is not a band table): that error is shown above
 * the form, not lost.
 */
export function shownFieldOf(apiPath: string, form: ContractForm): string | null {
  if (!fieldPaths(form).has(apiPath)) return null;
  const field = Object.entries(FIELD_PATHS).find(([, path]) => path === apiPath)?.[0];
  return field ?? apiPath.replace(/\.amount_cents$/, '.amount');
}

const text = z.string();
const stepFormSchema = z
  .object({
    kind: z.enum(STEP_KINDS),
    name: text,
    amount: text,
    unit: z.enum(SETTLEMENT_UNITS),
    figure: z.enum(SETTLEMENT_FIGURES),
    effect: z.enum(BAND_EFFECTS),
    bands: z.array(z.object({ from: text, to: text, value: text }).strict()),
  })
  .strict();

/**
 * The contract editor's: the contract as typed, read by `formToInput` (each reason under its field)
 * into the API's input.
 */
export const contractFormSchema = z
  .object({
    name: text,
    species: z.enum(SETTLEMENT_SPECIES),
    module: text,
    sex: z.enum(SETTLEMENT_SEXES),
    validFrom: text,
    validTo: text,
    referenceWeight: text,
    pointsPer100g: text,
    perBird: text,
    perKg: text,
    perBirdDay: text,
    steps: z.array(stepFormSchema),
  })
  .strict()
  .transform((form, ctx) => {
    const read = formToInput(form);
    for (const [path, message] of Object.entries(read.errors ?? {})) ctx.addIssue({ code: 'custom', path: (shownFieldOf(path, form) ?? path).split('.'), message, input: undefined });
    return read.input ?? z.NEVER;
  });
