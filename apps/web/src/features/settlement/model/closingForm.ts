import { z } from 'zod';
import type { ClosingFigures, StatementResponse } from '@plantel/contracts';
import { parseDecimal } from '@/lib/numbers';

/** One input line as typed; the unit price in reais. */
export interface InputLineForm {
  key: string;
  /** The figure whose amount is this line's quantity (the chicks housed, the feed supplied), asked once: the line follows it until typed over. */
  follows?: LineFigure | undefined;
  name: string;
  unit: string;
  quantity: string;
  returned: string;
  unitPrice: string;
}

/** The slaughter figures as typed. Empty optional figures fall back to the batch's own (the server's). */
export interface ClosingForm {
  slaughterDate: string;
  birdsDelivered: string;
  liveWeightKg: string;
  condemnedBirds: string;
  condemnedKg: string;
  chicksSupplied: string;
  entryWeightG: string;
  feedSuppliedKg: string;
  feedReturnedKg: string;
  lostKg: string;
  inputs: InputLineForm[];
  /** Why a confirmed statement is corrected (a correction's form only). */
  reason: string;
}

/** The API's path of each figure of the form. */
export const FIGURE_PATHS = {
  slaughterDate: 'slaughter_date',
  birdsDelivered: 'birds_delivered',
  liveWeightKg: 'live_weight_kg',
  condemnedBirds: 'condemned_birds',
  condemnedKg: 'condemned_kg',
  chicksSupplied: 'chicks_supplied',
  entryWeightG: 'entry_weight_g',
  feedSuppliedKg: 'feed_supplied_kg',
  feedReturnedKg: 'feed_returned_kg',
  lostKg: 'lost_kg',
} as const satisfies Record<Exclude<keyof ClosingForm, 'inputs' | 'reason'>, string>;

/** The API's path of each part of an input line. */
const LINE_PATHS = { name: 'name', unit: 'unit', quantity: 'quantity', returned: 'returned_quantity', unitPrice: 'unit_price_cents' } as const satisfies Record<Exclude<keyof InputLineForm, 'key' | 'follows'>, string>;

/** The form's field an API path names (`inputs.1.unit_price_cents` → `inputs.1.unitPrice`), or null when it names none. */
export function formPathOf(apiPath: string): string | null {
  const figure = Object.entries(FIGURE_PATHS).find(([, path]) => path === apiPath)?.[0];
  if (figure) return figure;
  const [, line, part] = /^inputs\.(\d+)\.(\w+)$/.exec(apiPath) ?? [];
  const field = Object.entries(LINE_PATHS).find(([, path]) => path === part)?.[0];
  if (apiPath === 'reason') return 'reason';
  return line !== undefined && field ? `inputs.${line}.${field}` : null;
}

/** Errors by the API's dotted path (`inputs.1.quantity`), each a text or an i18n key. */
export type ClosingErrors = Record<string, string>;

/** The figures an input line's quantity may follow. */
export type LineFigure = 'chicksSupplied' | 'feedSuppliedKg';

let keys = 0;
export const newInputLine = (name = '', unit = '', follows?: LineFigure): InputLineForm => ({ key: `input-${++keys}`, follows, name, unit, quantity: '', returned: '', unitPrice: '' });

/** An empty form with the lines most batches have: the chicks and the feed. */
export function emptyClosing(names: { chicks: string; chickUnit: string; feed: string }): ClosingForm {
  return {
    slaughterDate: '',
    birdsDelivered: '',
    liveWeightKg: '',
    condemnedBirds: '',
    condemnedKg: '',
    chicksSupplied: '',
    entryWeightG: '',
    feedSuppliedKg: '',
    feedReturnedKg: '',
    lostKg: '',
    inputs: [newInputLine(names.chicks, names.chickUnit, 'chicksSupplied'), newInputLine(names.feed, 'kg', 'feedSuppliedKg')],
    reason: '',
  };
}

type Writer = (value: number) => string;

/**
 * The figures a confirmed statement was computed from, for its correction: the quantities and input
 * lines as stored. Entry weight and the lost kg are not in the statement: empty, the batch's own apply.
 */
export function closingFromStatement(response: StatementResponse, write: Writer): ClosingForm {
  const { quantities: q, inputs } = response.statement;
  return {
    slaughterDate: response.slaughter_date,
    birdsDelivered: write(q.birdsDelivered),
    liveWeightKg: write(q.liveWeightKg),
    condemnedBirds: write(q.condemnedBirds),
    condemnedKg: write(q.condemnedKg),
    chicksSupplied: write(q.birdsHoused),
    entryWeightG: '',
    feedSuppliedKg: write(q.feedSuppliedKg),
    feedReturnedKg: write(q.feedReturnedKg),
    lostKg: '',
    inputs: inputs.map((line) => ({
      ...newInputLine(line.name, line.unit),
      quantity: write(line.quantity),
      returned: write(line.returnedQuantity),
      unitPrice: write(Number((line.unitPriceCents / 100).toFixed(6))),
    })),
    reason: '',
  };
}

/** Reads the form as the API's body, or the fields that are missing or not numbers, by the API's path. */
export function closingToBody(form: ClosingForm): { body: ClosingFigures; errors: null } | { body: null; errors: ClosingErrors } {
  const errors: ClosingErrors = {};
  const read = (path: string, text: string, required: boolean): number | undefined => {
    if (text.trim() === '') {
      if (required) errors[path] = 'validation.required';
      return undefined;
    }
    const value = parseDecimal(text);
    if (value === null) errors[path] = 'validation.invalid';
    return value ?? undefined;
  };
  const optional = (path: string, text: string) => read(path, text, false);
  const body: ClosingFigures = {
    ...(form.slaughterDate ? { slaughter_date: form.slaughterDate } : {}),
    birds_delivered: optional('birds_delivered', form.birdsDelivered),
    live_weight_kg: optional('live_weight_kg', form.liveWeightKg),
    condemned_birds: optional('condemned_birds', form.condemnedBirds) ?? 0,
    condemned_kg: optional('condemned_kg', form.condemnedKg) ?? 0,
    chicks_supplied: optional('chicks_supplied', form.chicksSupplied),
    entry_weight_g: optional('entry_weight_g', form.entryWeightG),
    feed_supplied_kg: read('feed_supplied_kg', form.feedSuppliedKg, true) ?? 0,
    feed_returned_kg: optional('feed_returned_kg', form.feedReturnedKg) ?? 0,
    lost_kg: optional('lost_kg', form.lostKg),
    inputs: form.inputs.map((line, i) => {
      const path = `inputs.${i}`;
      if (line.name.trim() === '') errors[`${path}.name`] = 'validation.required';
      if (line.unit.trim() === '') errors[`${path}.unit`] = 'validation.required';
      const price = read(`${path}.unit_price_cents`, line.unitPrice, true);
      return {
        name: line.name.trim(),
        unit: line.unit.trim(),
        quantity: read(`${path}.quantity`, line.quantity, true) ?? 0,
        returned_quantity: optional(`${path}.returned_quantity`, line.returned) ?? 0,
        unit_price_cents: price === undefined ? 0 : Number((price * 100).toFixed(4)),
      };
    }),
  };
  // Leave out what falls back to the batch's, rather than sending undefined.
  for (const key of Object.keys(body) as (keyof ClosingFigures)[]) if (body[key] === undefined) delete body[key];
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

const text = z.string();
const figureTexts = Object.fromEntries(Object.keys(FIGURE_PATHS).map((name) => [name, text])) as Record<keyof typeof FIGURE_PATHS, z.ZodString>;
const lineSchema = z.object({ key: text, follows: z.enum(['chicksSupplied', 'feedSuppliedKg']).optional(), name: text, unit: text, quantity: text, returned: text, unitPrice: text }).strict();

/**
 * The closing form's: the figures as typed, read by `closingToBody` (each reason under its field)
 * into the API's body; a correction also needs its reason.
 */
export const closingFormSchema = ({ correction }: { correction: boolean }) =>
  z
    .object({ ...figureTexts, inputs: z.array(lineSchema), reason: text })
    .strict()
    .transform((form, ctx) => {
      const read = closingToBody(form);
      for (const [path, message] of Object.entries(read.errors ?? {})) ctx.addIssue({ code: 'custom', path: (formPathOf(path) ?? path).split('.'), message, input: undefined });
      if (correction && form.reason.trim() === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: 'settlement.correction.reasonRequired', input: form.reason });
      return read.body && !(correction && form.reason.trim() === '') ? { body: read.body, reason: form.reason.trim() } : z.NEVER;
    });

/**
 * The lines that follow a figure, after it changed from `before` to `after`: a line still empty or
 * still holding the figure's amount takes the new one; a line typed over keeps what was typed.
 */
export function followFigure(lines: readonly InputLineForm[], figure: LineFigure, before: string, after: string): { index: number; quantity: string }[] {
  return lines.flatMap((line, index) => (line.follows === figure && (line.quantity === '' || line.quantity === before) && line.quantity !== after ? [{ index, quantity: after }] : []));
}
