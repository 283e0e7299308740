import { describe, expect, it } from 'vitest';
import { eggMass, feedPerDozen, feedPerKgEggs, henDayPercent, layDropOn, layWeek, layWeeks, peakProduction, weeksAtOrAbove, type LayDay } from './eggs';
import { agreesWithHandFigure } from './testing/kpi-cases';

const day = (age: number, hens: number, eggs: number, hatching: number, [cracked, dirty, floor]: [number, number, number], meanEggWeight: number | null, feedKg: number | null, deaths = 0): LayDay => ({
  age,
  hens,
  eggs,
  hatching,
  cracked,
  dirty,
  floor,
  meanEggWeight,
  feedKg,
  deaths,
});

/**
 * A breeder flock of 1,000 hens housed, in its 24th and 25th weeks of life (days 161–174 of age).
 * Week 24 has an unweighed day and a day without feed; week 25 has no egg sample at all.
 */
const DAYS: LayDay[] = [
  day(161, 1000, 900, 850, [10, 5, 20], 60, 110),
  day(162, 1000, 920, 870, [8, 6, 18], 61, 112, 2),
  day(163, 998, 910, 860, [9, 4, 16], null, 111),
  day(164, 998, 930, 880, [7, 5, 15], 62, 113),
  day(165, 998, 940, 890, [6, 4, 14], null, null, 3),
  day(166, 995, 935, 885, [8, 3, 13], null, 112),
  day(167, 995, 945, 895, [5, 5, 12], 62.5, 114),
  ...[168, 169].map((age) => day(age, 995, 950, 900, [5, 5, 10], null, 112)),
  day(170, 995, 950, 900, [5, 5, 10], null, 112, 5),
  ...[171, 172, 173, 174].map((age) => day(age, 990, 950, 900, [5, 5, 10], null, 112)),
];

const expectHand = (actual: number | null | undefined, expected: number) => expect(agreesWithHandFigure(actual, expected), `${actual} against ${expected}`).toBe(true);

describe('the figures of a flock in lay, worked by hand', () => {
  const [w24, w25] = layWeeks([...DAYS].reverse(), 1000);

  it('counts weeks of life as lay standards do: days 0–6 are week 1, days 140–146 week 21', () => {
    expect([0, 6, 7, 140, 146, 147, 161, 174].map(layWeek)).toEqual([1, 1, 2, 21, 21, 22, 24, 25]);
  });

  it('week 24: hen-day %, per hen housed, hatching and second quality', () => {
    expect(w24).toMatchObject({ week: 24, days: 7, eggs: 6480 });
    // Hen-days: 1000 + 1000 + 998 × 3 + 995 × 2 = 6,984; eggs 900 + 920 + 910 + 930 + 940 + 935 + 945 = 6,480.
    expect(w24!.henDays).toBe(6984);
    // 6,480 ÷ 6,984 × 100 = 92.7835 %
    expectHand(w24!.henDayPercent, 92.7835);
    // 6,480 ÷ 1,000 hens housed
    expectHand(w24!.eggsPerHenHoused, 6.48);
    // Hatching 850 + 870 + 860 + 880 + 890 + 885 + 895 = 6,130; ÷ 6,480 = 94.5988 %; ÷ 1,000 = 6.13
    expectHand(w24!.hatchingPercent, 94.5988);
    expectHand(w24!.hatchingPerHenHoused, 6.13);
    // Cracked + dirty + floor: 35 + 32 + 29 + 27 + 24 + 24 + 22 = 193; ÷ 6,480 = 2.9784 %. Floor 108 ÷ 6,480 = 1.6667 %
    expectHand(w24!.secondQualityPercent, 2.9784);
    expectHand(w24!.floorPercent, 1.6667);
  });

  it('week 24: egg weight from the days weighed, egg mass, feed, and mortality', () => {
    // Weighed days: 900 × 60 + 920 × 61 + 930 × 62 + 945 × 62.5 = 54,000 + 56,120 + 57,660 + 59,062.5
    // = 226,842.5 g over 3,695 eggs = 61.3918 g
    expectHand(w24!.meanEggWeight, 61.3918);
    // 6,480 eggs × 61.3918 g ÷ 6,984 hen-days = 56.9622 g a hen a day
    expectHand(w24!.eggMass, 56.9622);
    // Feed on the six days recorded (day 165 has none): 110 + 112 + 111 + 113 + 112 + 114 = 672 kg,
    // over 6,984 − 998 = 5,986 hen-days and 6,480 − 940 = 5,540 eggs.
    // 672,000 g ÷ 5,986 = 112.2619 g a hen a day
    expectHand(w24!.feedPerHenDay, 112.2619);
    // 672 ÷ (5,540 ÷ 12) = 1.45560 kg a dozen
    expectHand(w24!.feedPerDozen, 1.4556);
    // 672 ÷ (5,540 × 61.3918 ÷ 1,000 = 340.1106 kg of eggs) = 1.97582 kg/kg
    expectHand(w24!.feedPerKgEggs, 1.97582);
    // 2 + 3 deaths ÷ 1,000 hens at the week's start = 0.5 %
    expectHand(w24!.mortalityPercent, 0.5);
  });

  it('week 25: a week without an egg sample has no egg weight, no egg mass and no feed per kg of eggs', () => {
    // Hen-days 995 × 3 + 990 × 4 = 6,945; eggs 950 × 7 = 6,650; 6,650 ÷ 6,945 × 100 = 95.7523 %
    expect(w25).toMatchObject({ week: 25, days: 7, henDays: 6945, eggs: 6650, meanEggWeight: null, eggMass: null, feedPerKgEggs: null });
    expectHand(w25!.henDayPercent, 95.7523);
    // (6,480 + 6,650) ÷ 1,000 = 13.13 eggs a hen housed; hatching (6,130 + 6,300) ÷ 1,000 = 12.43
    expectHand(w25!.eggsPerHenHoused, 13.13);
    expectHand(w25!.hatchingPerHenHoused, 12.43);
    // 784,000 g ÷ 6,945 = 112.8870 g; 784 ÷ (6,650 ÷ 12) = 1.414737 kg a dozen
    expectHand(w25!.feedPerHenDay, 112.887);
    expectHand(w25!.feedPerDozen, 1.414737);
    // 5 deaths ÷ 995 hens at the week's start = 0.502513 %
    expectHand(w25!.mortalityPercent, 0.502513);
  });

  it('peak production and the weeks at 90 % or more', () => {
    const weeks = layWeeks(DAYS, 1000);
    expect(peakProduction(weeks)).toEqual({ week: 25, henDayPercent: weeks[1]!.henDayPercent });
    expect(weeksAtOrAbove(weeks)).toBe(2);
    // A week begun (three days at 96 %) is not a whole week at 90 %.
    const begun = layWeeks([...DAYS, ...[175, 176, 177].map((age) => day(age, 990, 950, 900, [5, 5, 10], null, 112))], 1000);
    expect(weeksAtOrAbove(begun)).toBe(2);
    expect(weeksAtOrAbove(begun, 96)).toBe(0);
  });

  it('keeps a week of one box of three, or a week begun, out of the peak, and says what it has', () => {
    // Week 26 begun with one box of three: 3 days, 1 of 3 boxes, at 99 % — above the whole weeks'
    // best, and still not the flock's peak.
    const begun = [175, 176, 177].map((age) => ({ ...day(age, 330, 327, 300, [0, 0, 0], null, 0), boxes: { recorded: 1, of: 3 } }));
    const weeks = layWeeks([...DAYS, ...begun], 1000);
    const last = weeks.at(-1)!;
    expect(last).toMatchObject({ week: 26, days: 3, boxesRecorded: 1, boxes: 3, complete: false });
    expect(last.henDayPercent!).toBeGreaterThan(weeks[1]!.henDayPercent!);
    expect(peakProduction(weeks)).toEqual({ week: 25, henDayPercent: weeks[1]!.henDayPercent });
  });

  it('is null, never NaN, where nothing can be computed', () => {
    expect(henDayPercent(10, 0)).toBeNull();
    expect(eggMass(10, null, 10)).toBeNull();
    expect(feedPerDozen(10, 0)).toBeNull();
    expect(feedPerKgEggs(10, 12, null)).toBeNull();
    expect(layWeeks([], 1000)).toEqual([]);
    expect(peakProduction([])).toBeNull();
  });
});

describe('a drop in lay', () => {
  // Days 200–202 at 930, 940 and 950 eggs of 1,000 hens: 2,820 ÷ 3,000 = 94 % together.
  const base = [200, 201, 202].map((age, i) => ({ age, hens: 1000, eggs: 930 + 10 * i }));

  it('is a day more than 6 points below the three days before it, together', () => {
    // 870 ÷ 1,000 = 87 %: 7 points below 94 %.
    expect(layDropOn([...base, { age: 203, hens: 1000, eggs: 870 }], 203)).toEqual({ age: 203, henDayPercent: 87, baselinePercent: 94, points: 7 });
    // 880: exactly 6 points, not more.
    expect(layDropOn([...base, { age: 203, hens: 1000, eggs: 880 }], 203)).toBeNull();
    expect(layDropOn([...base, { age: 203, hens: 1000, eggs: 870 }], 203, 8)).toBeNull();
  });

  it('needs its three days before, and hens', () => {
    expect(layDropOn([...base.slice(1), { age: 203, hens: 1000, eggs: 500 }], 203)).toBeNull();
    expect(layDropOn([...base, { age: 203, hens: 0, eggs: 0 }], 203)).toBeNull();
    expect(layDropOn(base, 203)).toBeNull();
  });
});
