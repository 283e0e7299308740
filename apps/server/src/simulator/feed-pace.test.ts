import { describe, expect, it } from 'vitest';
import { feedPaceOf, kgPerDayAt } from './feed-pace';
import { DAY_MS } from './time';

const opening = new Date('2026-11-01T08:00:00Z');
// 10 g a bird on day 0, 5 g more each day; 1,000 birds.
const batch = { openingDate: opening, ageAtLodging: 0, currentLodged: 1000, intakePerAnimal: (age: number) => 10 + 5 * age };

describe('the feed pace a live farm goes on at', () => {
  it('applies what the flock ate against its reference on its last days to the reference of each day to come', () => {
    // Ate 1,100 of 1,000 kg over its last days: 10 % above the reference.
    const pace = feedPaceOf([{ amount: 600, ideal: 550 }, { amount: 500, ideal: 450 }], batch)!;
    expect(pace.ratio).toBeCloseTo(1.1, 12);
    // Day of age 20 (20 days and 6 hours after the lodging): 110 g × 1,000 birds × 1.1.
    expect(kgPerDayAt(pace, opening.getTime() + 20 * DAY_MS + 6 * 3_600_000)).toBeCloseTo(121, 9);
    // Day 30: the reference has grown, and so has the pace.
    expect(kgPerDayAt(pace, opening.getTime() + 30 * DAY_MS)).toBeCloseTo(176, 9);
  });

  it('has none without a day that has a reference, and draws nothing where the reference has none', () => {
    expect(feedPaceOf([{ amount: 500, ideal: null }], batch)).toBeNull();
    const pace = feedPaceOf([{ amount: 500, ideal: 500 }], { ...batch, intakePerAnimal: () => null })!;
    expect(kgPerDayAt(pace, opening.getTime())).toBe(0);
  });
});
