import { FEED_CONTROL_TYPES, MOVIMENTATION_TYPES, type FeedControl, type FeedControlInput } from '@plantel/contracts';
import { editableNumber, parseDecimal } from '@/lib/numbers';
import { toLocalInput } from '@/lib/period';

/** The ration form as typed: a local date-time, the chosen silo and ration type, the quantity in kg. */
export interface DeliveryDraft {
  /** The record being edited, or null when adding. */
  editing: FeedControl | null;
  date: string;
  silo: number | '';
  rationType: number | '';
  quantity: string;
}

export const emptyDelivery = (now: Date): DeliveryDraft => ({ editing: null, date: toLocalInput(now), silo: '', rationType: '', quantity: '' });

export const deliveryOf = (record: FeedControl): DeliveryDraft => ({
  editing: record,
  date: toLocalInput(new Date(record.date)),
  silo: record.silo,
  rationType: record.ration_type,
  quantity: editableNumber(record.quantity),
});

/** Spec §4: editing an automatic record (detected by the load cells) locks its silo and date. */
export const locksSiloAndDate = (draft: DeliveryDraft) => draft.editing?.feed_control_type === FEED_CONTROL_TYPES.automatic;

export type DeliveryProblem = 'quantityNumber' | 'quantityPositive' | 'dateFuture';

/** Spec §5: submit needs date, silo and ration type; the quantity is a number (and, for the server, above 0; the date not ahead of now). */
export function deliveryProblems(draft: DeliveryDraft, now: Date): Partial<Record<'quantity' | 'date', DeliveryProblem>> {
  const problems: Partial<Record<'quantity' | 'date', DeliveryProblem>> = {};
  const quantity = parseDecimal(draft.quantity);
  if (quantity === null) problems.quantity = 'quantityNumber';
  else if (quantity <= 0) problems.quantity = 'quantityPositive';
  if (draft.date && new Date(draft.date).getTime() > now.getTime() + 5 * 60_000) problems.date = 'dateFuture';
  return problems;
}

export function canSubmit(draft: DeliveryDraft, now: Date): boolean {
  return draft.date !== '' && draft.silo !== '' && draft.rationType !== '' && Object.keys(deliveryProblems(draft, now)).length === 0;
}

export function toInput(draft: DeliveryDraft, batch: number): FeedControlInput {
  return {
    batch,
    silo: Number(draft.silo),
    date: new Date(draft.date).toISOString(),
    quantity: parseDecimal(draft.quantity)!,
    ration_type: Number(draft.rationType),
    movimentation_type: MOVIMENTATION_TYPES.delivery,
  };
}
