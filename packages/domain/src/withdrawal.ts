import { DAY_MS } from './time-units';

/**
 * Withdrawal periods (carência): after the last dose of a veterinary product, the days before the
 * animals may go to slaughter (meat) or their eggs to market. The period runs from the treatment's
 * end moment, in whole 24-hour days, as a label's "5 days" is read: a treatment ended at 18:00 on
 * 12 March with 5 days for meat may be slaughtered from 18:00 on 17 March.
 */
export interface Treatment {
  /** The last dose, UTC. */
  endsAt: Date;
  /** The product's withdrawal for the flock's species, in days: for meat, and for eggs (null: not allowed in lay). */
  meatDays: number;
  eggDays: number | null;
}

/** When a treatment's meat withdrawal ends: its end moment plus the withdrawal days. */
export function meatWithdrawalEnd(t: Pick<Treatment, 'endsAt' | 'meatDays'>): Date {
  return new Date(t.endsAt.getTime() + t.meatDays * DAY_MS);
}

/** When a treatment's egg withdrawal ends; null when the product is not allowed in lay. */
export function eggWithdrawalEnd(t: Pick<Treatment, 'endsAt' | 'eggDays'>): Date | null {
  return t.eggDays === null ? null : new Date(t.endsAt.getTime() + t.eggDays * DAY_MS);
}

/** The treatment whose meat withdrawal ends last, with that end; null without treatments. */
export function lastMeatWithdrawal<T extends Pick<Treatment, 'endsAt' | 'meatDays'>>(treatments: readonly T[]): { treatment: T; endsAt: Date } | null {
  let last: { treatment: T; endsAt: Date } | null = null;
  for (const t of treatments) {
    const endsAt = meatWithdrawalEnd(t);
    if (!last || endsAt > last.endsAt) last = { treatment: t, endsAt };
  }
  return last;
}

/**
 * Whether animals slaughtered from `slaughterFrom` (the start of the planned day) would still be
 * inside the withdrawal: the day must begin at or after its end, since the catch may start at once.
 */
export function insideWithdrawal(withdrawalEnd: Date, slaughterFrom: Date): boolean {
  return slaughterFrom.getTime() < withdrawalEnd.getTime();
}
