import { FEED_CONTROL_TYPES, MOVIMENTATION_TYPES, type FeedControl, type FeedControlInput } from '@plantel/contracts';
import { editableNumber, parseDecimal } from '@/lib/numbers';
import { momentOfWallClock, wallClockInput } from '@/lib/period';

/** The ration form as typed: a date-time on the company's wall clock (its time zone's), the chosen silo and ration type, the quantity in kg. */
export interface DeliveryDraft {
  /** The record being edited, or null when adding. */
  editing: FeedControl | null;
  date: string;
  silo: number | '';
  rationType: number | '';
  quantity: string;
}

export const emptyDelivery = (now: Date, timeZone: string | undefined): DeliveryDraft => ({ editing: null, date: wallClockInput(now, timeZone), silo: '', rationType: '', quantity: '' });

export const deliveryOf = (record: FeedControl, timeZone: string | undefined): DeliveryDraft => ({
  editing: record,
  date: wallClockInput(new Date(record.date), timeZone),
  silo: record.silo,
  rationType: record.ration_type,
  quantity: editableNumber(record.quantity),
});

/** A delivery kept on the phone back in the form, to correct what the server refused: still a new one. */
export const keptDelivery = (input: FeedControlInput, timeZone: string | undefined): DeliveryDraft => ({
  editing: null,
  date: wallClockInput(new Date(input.date), timeZone),
  silo: input.silo,
  rationType: input.ration_type,
  quantity: editableNumber(input.quantity),
});

/** Spec §4: editing an automatic record (detected by the load cells) locks its silo and date. */
export const locksSiloAndDate = (draft: DeliveryDraft) => draft.editing?.feed_control_type === FEED_CONTROL_TYPES.automatic;

export type DeliveryProblem = 'quantityNumber' | 'quantityPositive' | 'dateFuture';

/** Spec §5: submit needs date, silo and ration type; the quantity is a number (and, for the server, above 0; the date not ahead of now). */
export function deliveryProblems(draft: DeliveryDraft, now: Date, timeZone: string | undefined): Partial<Record<'quantity' | 'date', DeliveryProblem>> {
  const problems: Partial<Record<'quantity' | 'date', DeliveryProblem>> = {};
  const quantity = parseDecimal(draft.quantity);
  if (quantity === null) problems.quantity = 'quantityNumber';
  else if (quantity <= 0) problems.quantity = 'quantityPositive';
  if (draft.date && momentOfWallClock(draft.date, timeZone).getTime() > now.getTime() + 5 * 60_000) problems.date = 'dateFuture';
  return problems;
}

export function canSubmit(draft: DeliveryDraft, now: Date, timeZone: string | undefined): boolean {
  return draft.date !== '' && draft.silo !== '' && draft.rationType !== '' && Object.keys(deliveryProblems(draft, now, timeZone)).length === 0;
}

/** The API input; the typed date-time is read on the company's wall clock. */
export function toInput(draft: DeliveryDraft, batch: number, timeZone: string | undefined): FeedControlInput {
  return {
    batch,
    silo: Number(draft.silo),
    date: momentOfWallClock(draft.date, timeZone).toISOString(),
    quantity: parseDecimal(draft.quantity)!,
    ration_type: Number(draft.rationType),
    movimentation_type: MOVIMENTATION_TYPES.delivery,
  };
}
