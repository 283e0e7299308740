import { z } from 'zod';
import { FEED_CONTROL_TYPES, MOVIMENTATION_TYPES, type FeedControl, type FeedControlInput } from '@plantel/contracts';
import { momentOfWallClock, wallClockInput } from '@/lib/period';

/** The ration form's values: a date-time on the company's wall clock (its time zone's), the chosen silo and ration type, the quantity in kg. */
export interface DeliveryValues {
  date: string;
  /** None until one is chosen. */
  silo: number | undefined;
  ration_type: number | undefined;
  quantity: number | undefined;
}

/** What the form opens on: the record being edited (null when adding) and its values. */
export interface DeliveryDraft {
  editing: FeedControl | null;
  values: DeliveryValues;
}

export const emptyDelivery = (now: Date, timeZone: string | undefined): DeliveryDraft => ({
  editing: null,
  values: { date: wallClockInput(now, timeZone), silo: undefined, ration_type: undefined, quantity: undefined },
});

export const deliveryOf = (record: FeedControl, timeZone: string | undefined): DeliveryDraft => ({
  editing: record,
  values: { date: wallClockInput(new Date(record.date), timeZone), silo: record.silo, ration_type: record.ration_type, quantity: record.quantity },
});

/** A delivery kept on the phone back in the form, to correct what the server refused: still a new one. */
export const keptDelivery = (input: FeedControlInput, timeZone: string | undefined): DeliveryDraft => ({
  editing: null,
  values: { date: wallClockInput(new Date(input.date), timeZone), silo: input.silo, ration_type: input.ration_type, quantity: input.quantity },
});

/** Spec §4: editing an automatic record (detected by the load cells) locks its silo and date. */
export const locksSiloAndDate = (editing: FeedControl | null) => editing?.feed_control_type === FEED_CONTROL_TYPES.automatic;

/** A delivery may be typed a few minutes ahead of the clock it is read on. */
const AHEAD_MS = 5 * 60_000;

/**
 * Spec §5: submit needs date, silo and ration type; the quantity is a number above 0, and the date
 * (read on the company's wall clock) not ahead of `now()`. The API's input without its batch.
 */
export const deliveryFormSchema = (timeZone: string | undefined, now: () => Date = () => new Date()) =>
  z
    .object({
      date: z
        .string()
        .refine((date) => !Number.isNaN(momentOfWallClock(date, timeZone).getTime()), { error: 'validation.required', abort: true })
        .refine((date) => momentOfWallClock(date, timeZone).getTime() <= now().getTime() + AHEAD_MS, { error: 'deliveries.errors.dateFuture' })
        .transform((date) => momentOfWallClock(date, timeZone).toISOString()),
      silo: z.number({ error: 'validation.required' }),
      ration_type: z.number({ error: 'validation.required' }),
      quantity: z.number({ error: 'deliveries.errors.quantityNumber' }).positive({ error: 'deliveries.errors.quantityPositive' }),
    })
    .strict()
    .transform((delivery) => ({ ...delivery, movimentation_type: MOVIMENTATION_TYPES.delivery }));
