import { describe, expect, it } from 'vitest';
import { eggWithdrawalEnd, insideWithdrawal, lastMeatWithdrawal, meatWithdrawalEnd } from './withdrawal';

describe('withdrawal periods, worked by hand', () => {
  // A broiler flock lodged at 08:00 on 1 March (day 0) is treated on days 33–35: the last dose at
  // 18:00 on day 35 (5 April). A product with 5 days for meat: 18:00 on 10 April, day 40.
  const lastDose = new Date('2026-04-05T18:00:00Z');
  const treatment = { endsAt: lastDose, meatDays: 5, eggDays: null };

  it('ends the meat withdrawal 5 × 24 h after the last dose', () => {
    expect(meatWithdrawalEnd(treatment).toISOString()).toBe('2026-04-10T18:00:00.000Z');
  });

  it('refuses a slaughter day that begins before the end, and takes the first day that begins after it', () => {
    const end = meatWithdrawalEnd(treatment);
    // Day 38 (8 April) and day 40 (10 April, the end's own day: its catch may start at 00:00) are inside.
    expect(insideWithdrawal(end, new Date('2026-04-08T00:00:00Z'))).toBe(true);
    expect(insideWithdrawal(end, new Date('2026-04-10T00:00:00Z'))).toBe(true);
    // Day 41 (11 April) begins after it.
    expect(insideWithdrawal(end, new Date('2026-04-11T00:00:00Z'))).toBe(false);
  });

  it('names the treatment whose withdrawal ends last, not the one given last', () => {
    const early = { id: 1, endsAt: new Date('2026-04-01T12:00:00Z'), meatDays: 14, eggDays: null };
    const late = { id: 2, endsAt: lastDose, meatDays: 5, eggDays: null };
    // 1 April + 14 days = 15 April, after 10 April.
    expect(lastMeatWithdrawal([late, early])).toEqual({ treatment: early, endsAt: new Date('2026-04-15T12:00:00Z') });
    expect(lastMeatWithdrawal([])).toBeNull();
  });

  it("ends the eggs' withdrawal on its own days, and has none for a product not allowed in lay", () => {
    expect(eggWithdrawalEnd({ endsAt: lastDose, eggDays: 7 })?.toISOString()).toBe('2026-04-12T18:00:00.000Z');
    expect(eggWithdrawalEnd({ endsAt: lastDose, eggDays: 0 })?.toISOString()).toBe('2026-04-05T18:00:00.000Z');
    expect(eggWithdrawalEnd({ endsAt: lastDose, eggDays: null })).toBeNull();
  });
});
