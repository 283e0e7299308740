import { describe, expect, it } from 'vitest';
import { BROILER_REFERENCE_LAST_DAY, broilerTableFor, profileOfSex, referenceFor } from './broiler-reference';
import { COBB_500 } from './cobb500';
import { ROSS_308 } from './ross308';

describe('referenceFor', () => {
  it('gives the published row on whole days (Ross 308 as-hatched, male, female on day 35)', () => {
    expect(referenceFor('Ross 308', 1, 35)).toMatchObject({ bodyWeight: 2296, dailyGain: 100, dailyFeedIntake: 180, cumulativeFeedIntake: 3211, fcr: 1.399, estimated: false });
    expect(referenceFor('Ross 308', 3, 35)).toMatchObject({ bodyWeight: 2441, cumulativeFeedIntake: 3394 });
    expect(referenceFor('Ross 308', 2, 35)).toMatchObject({ bodyWeight: 2150, cumulativeFeedIntake: 3028 });
    expect(referenceFor('Cobb 500', 1, 56)).toMatchObject({ bodyWeight: 4641, dailyFeedIntake: 262, fcr: 1.842 });
  });

  it('interpolates linearly between days', () => {
    const half = referenceFor('Ross 308', 1, 35.5);
    expect(half.bodyWeight).toBeCloseTo((2296 + 2396) / 2, 6);
    expect(half.cumulativeFeedIntake).toBeCloseTo((3211 + 3396) / 2, 6);
    expect(referenceFor('Cobb 500', 3, 35.25).bodyWeight).toBeCloseTo(2694 + 0.25 * (2810 - 2694), 6);
  });

  it('recognises lineage names loosely and maps sex external ids to profiles', () => {
    expect(broilerTableFor('ROSS')).toBe(ROSS_308);
    expect(broilerTableFor('cobb500')).toBe(COBB_500);
    expect(broilerTableFor('Hy-Line Brown')).toBeUndefined();
    expect([1, 2, 3].map(profileOfSex)).toEqual(['as_hatched', 'female', 'male']);
    expect(() => referenceFor('Hy-Line Brown', 1, 10)).toThrow(RangeError);
  });

  it('clamps ages outside the table to its first and last day', () => {
    expect(referenceFor('Ross 308', 1, -3).bodyWeight).toBe(44);
    expect(referenceFor('Ross 308', 1, 70).bodyWeight).toBe(referenceFor('Ross 308', 1, BROILER_REFERENCE_LAST_DAY).bodyWeight);
  });

  it('fills the Cobb 500 first week from the published day-7 cumulative intake', () => {
    for (const [sex, weekTotal] of [[1, 180], [3, 182], [2, 176]] as const) {
      const days = [1, 2, 3, 4, 5, 6, 7].map((d) => referenceFor('Cobb 500', sex, d));
      for (const d of days) expect(d.dailyFeedIntake).toBeGreaterThan(0);
      // Intake rises through the week, the days add up to the published total (whole-gram rounding aside).
      expect(days.map((d) => d.dailyFeedIntake)).toEqual([...days.map((d) => d.dailyFeedIntake)].sort((a, b) => a - b));
      expect(Math.abs(days.reduce((s, d) => s + d.dailyFeedIntake, 0) - weekTotal)).toBeLessThanOrEqual(3);
      expect(days[6]!.cumulativeFeedIntake).toBe(weekTotal);
      expect(days[2]!.estimated).toBe(true);
      expect(days[2]!.fcr).toBeCloseTo(days[2]!.cumulativeFeedIntake / days[2]!.bodyWeight, 3);
    }
    expect(referenceFor('Cobb 500', 1, 8)).toMatchObject({ dailyFeedIntake: 40, cumulativeFeedIntake: 220, estimated: false });
  });

  it('gives day 0 no intake and the Ross male day 1 its cumulative intake', () => {
    expect(referenceFor('Ross 308', 1, 0)).toMatchObject({ bodyWeight: 44, dailyFeedIntake: 0, cumulativeFeedIntake: 0, fcr: 0 });
    expect(referenceFor('Cobb 500', 1, 0)).toMatchObject({ bodyWeight: 42, dailyGain: 0, cumulativeFeedIntake: 0 });
    expect(referenceFor('Ross 308', 3, 1).dailyFeedIntake).toBe(11);
  });

  it('keeps FCR equal to cumulative feed over live weight on every table day', () => {
    for (const lineage of ['Ross 308', 'Cobb 500']) {
      for (const sex of [1, 2, 3]) {
        for (let day = 7; day <= BROILER_REFERENCE_LAST_DAY; day++) {
          const r = referenceFor(lineage, sex, day);
          expect(Math.abs(r.fcr - r.cumulativeFeedIntake / r.bodyWeight), `${lineage} ${sex} ${day}`).toBeLessThan(0.01);
        }
      }
    }
  });

  it('keeps the source attribution with the data', () => {
    expect(ROSS_308.sources.map((s) => s.id)).toContain('aviagen_ross308_po_2022');
    expect(COBB_500.sources.map((s) => s.id)).toContain('cobb500_supplement_2022');
    for (const table of [ROSS_308, COBB_500]) {
      for (const rows of Object.values(table.profiles)) expect(rows.map((r) => r[0])).toEqual([...Array(57).keys()]);
    }
  });
});
