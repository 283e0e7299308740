import { describe, expect, it } from 'vitest';
import { eggWeightVerdict, floorEggsVerdict, layBelowStandardVerdict, layDropVerdict, recentHenDay, recentLayDays, standardFigureAt } from './lay-alerts';

/** A day of a flock in lay, its divisions summed. */
const day = (age: number, hens: number, eggs: number, floor = 0, meanEggWeight: number | null = null) => ({ age, hens, eggs, floor, meanEggWeight });

/** Days 200–206 of age (weeks 29 and 30 of life: day 203 starts week 30), 2,000 hens. */
const WEEK = [day(200, 2000, 1800, 20, 60), day(201, 2000, 1820, 22), day(202, 1998, 1790, 18), day(203, 1998, 1810, 25, 61), day(204, 1996, 1800, 30), day(205, 1996, 1805, 28), day(206, 1995, 1795, 27, 62)];

describe('the recent week of a flock in lay', () => {
  it('ends at the latest day recorded up to today, and is none when that day is a week old', () => {
    expect(recentLayDays(WEEK, 210)!.latest.age).toBe(206);
    expect(recentLayDays(WEEK, 204)!.week.map((d) => d.age)).toEqual([200, 201, 202, 203, 204]);
    expect(recentLayDays(WEEK, 213)).toBeNull();
  });
});

describe('a drop in lay, worked by hand', () => {
  it('fires when the latest day is more than the set points below the three days before', () => {
    // Days 203–205: 5,415 eggs over 5,990 hen-days = 90.4007 %; day 206 at 1,620 of 1,995 = 81.2030 %: 9.1977 points below.
    const days = [...WEEK.slice(0, 6), day(206, 1995, 1620)];
    expect(layDropVerdict(days, 206, 6)).toEqual({ active: true, params: { value: 81.2, baseline: 90.4, points: 9.2, day: 206 } });
    expect(layDropVerdict(days, 206, 10)).toEqual({ active: false });
  });

  it('a normal day clears, and without three days before it cannot tell', () => {
    expect(layDropVerdict(WEEK, 206, 6)).toEqual({ active: false });
    expect(layDropVerdict(WEEK.slice(0, 3), 202, 6)).toBeNull();
    // Nothing recorded this week: an open alert clears.
    expect(layDropVerdict(WEEK, 220, 6)).toEqual({ active: false });
  });
});

describe('lay against the breed standard, worked by hand', () => {
  const rows = [
    { week: 29, hen_day_percent: 95, egg_weight: 60 },
    { week: 30, hen_day_percent: 95.5, egg_weight: 60.5 },
  ];
  const henDay = (age: number) => standardFigureAt(rows, age, (r) => r.hen_day_percent);
  const eggWeight = (age: number) => standardFigureAt(rows, age, (r) => r.egg_weight);

  it('reads the standard of the week of life the latest day falls in', () => {
    expect([henDay(202), henDay(203), henDay(300)]).toEqual([95, 95.5, null]);
  });

  it('the week below the standard by more than the set points', () => {
    // 12,620 eggs over 13,983 hen-days = 90.2525 %; week 30's standard 95.5 %: 5.2475 points below.
    expect(layBelowStandardVerdict(WEEK, 206, henDay, 5)).toEqual({ active: true, params: { value: 90.3, standard: 95.5, points: 5.2, week: 30 } });
    expect(layBelowStandardVerdict(WEEK, 206, henDay, 6)).toEqual({ active: false });
    // No standard for the week (none loaded, or removed): nothing to hold the flock to, an open alert clears.
    expect(layBelowStandardVerdict(WEEK, 206, () => null, 5)).toEqual({ active: false });
  });

  it("egg weight outside the standard's band", () => {
    // Weighed days 200, 203, 206: (1,800 × 60 + 1,810 × 61 + 1,795 × 62) ÷ 5,405 = 60.9977 g; band 60.5 ± 1 % = 59.895–61.105 g.
    expect(eggWeightVerdict(WEEK, 206, eggWeight, 1)).toEqual({ active: false });
    // ± 0.5 % = 60.1975–60.8025 g: above it.
    expect(eggWeightVerdict(WEEK, 206, eggWeight, 0.5)).toEqual({ active: true, params: { value: 61, min: 60.2, max: 60.8, week: 30 } });
    // A week without a weighed sample cannot tell.
    expect(eggWeightVerdict(WEEK.map((d) => ({ ...d, meanEggWeight: null })), 206, eggWeight, 1)).toBeNull();
    expect(eggWeightVerdict(WEEK, 206, () => null, 1)).toEqual({ active: false });
  });
});

describe('floor eggs, worked by hand', () => {
  it('their share of the recent week above the limit', () => {
    // Floor 170 of 12,620 eggs = 1.3471 %.
    expect(floorEggsVerdict(WEEK, 206, 1)).toEqual({ active: true, params: { value: 1.35, limit: 1, days: 7 } });
    expect(floorEggsVerdict(WEEK, 206, 1.5)).toEqual({ active: false });
    expect(floorEggsVerdict(WEEK.slice(0, 2), 201, 1)).toBeNull();
  });
});

describe("the recent week's hen-day production, worked by hand", () => {
  it('is the eggs over the hen-days of the latest day recorded and the six before', () => {
    // 12,620 eggs over 13,983 hen-days = 90.2525 %, ending on day 206.
    const recent = recentHenDay(WEEK)!;
    expect(recent).toMatchObject({ age: 206, days: 7 });
    expect(recent.percent).toBeCloseTo(90.2525, 3);
    // Up to day 202 only: 5,410 ÷ 5,998 = 90.1967 %.
    expect(recentHenDay(WEEK, 202)!.percent).toBeCloseTo(90.1967, 3);
    expect(recentHenDay([], 202)).toBeNull();
  });
});
