import { describe, expect, it } from 'vitest';
import { referenceFor } from './reference/broiler-reference';
import { pcpProjection, projectSlaughter, type SlaughterProjectionInput } from './slaughter-projection';

const ross = (age: number) => referenceFor('Ross 308', 1, age);
const dateOfAge = (age: number) => new Date(Date.UTC(2026, 10, 1) + age * 86_400_000).toISOString().slice(0, 10);

const base: SlaughterProjectionInput = {
  weightAt: (age) => ross(age).bodyWeight,
  referenceWeight: (age) => ross(age).bodyWeight,
  referenceIntake: (age) => ross(age).dailyFeedIntake,
  currentAge: 28,
  currentWeight: ross(28).bodyWeight,
  lastAge: 42,
  dateOfAge,
  lodged: 20_000,
  dailyMortality: 0,
  eatenKg: 50_000,
  stockKg: 30_000,
  intakeRatio: null,
  targetWeight: null,
};

describe('projectSlaughter', () => {
  it('adds the reference feed of the coming days to what was eaten, and needs what the silos do not hold', () => {
    const { points } = projectSlaughter(base);
    expect(points.map((p) => p.age)).toEqual(Array.from({ length: 14 }, (_, i) => 29 + i));
    const day42 = points.at(-1)!;
    const intakeFrom = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ross(from + 1 + i).dailyFeedIntake).reduce((a, b) => a + b, 0);
    const future = (20_000 * intakeFrom(28, 42)) / 1000;
    expect(day42.accumulatedConsumption).toBeCloseTo(50_000 + future, 6);
    expect(day42.necessaryRation).toBeCloseTo(future - 30_000, 6);
    expect(day42.date).toBe('2026-12-13');
    // Days the silos still cover need nothing more.
    expect(points[0]!.necessaryRation).toBe(0);
  });

  it('needs feed in proportion to the gain, at the breed feed conversion', () => {
    const { points } = projectSlaughter({ ...base, lodged: 1000 });
    const at = (age: number) => points.find((p) => p.age === age)!;
    const feedPerBird = ((at(42).accumulatedConsumption - at(35).accumulatedConsumption) * 1000) / 1000;
    const gain = ross(42).bodyWeight - ross(35).bodyWeight;
    // The breed's own feed per gram over that week, from its cumulative intake column (rounded in the table).
    const breedMarginalFcr = (ross(42).cumulativeFeedIntake - ross(35).cumulativeFeedIntake) / gain;
    expect(feedPerBird / gain).toBeCloseTo(breedMarginalFcr, 2);
    expect(feedPerBird / gain).toBeGreaterThan(1.5);
    expect(feedPerBird / gain).toBeLessThan(2.5);
  });

  it('feeds a heavier batch more, and thins the flock by the expected mortality', () => {
    const heavier = projectSlaughter({ ...base, weightAt: (age) => ross(age).bodyWeight * 1.1 }).points.at(-1)!;
    const reference = projectSlaughter(base).points.at(-1)!;
    expect(heavier.accumulatedConsumption - 50_000).toBeCloseTo((reference.accumulatedConsumption - 50_000) * 1.1, 6);
    const thinned = projectSlaughter({ ...base, dailyMortality: 0.01 }).points.at(-1)!;
    expect(thinned.accumulatedConsumption).toBeLessThan(reference.accumulatedConsumption);
    // With a known intake ratio the weight no longer drives the feed.
    const eatsLess = projectSlaughter({ ...base, intakeRatio: 0.9, weightAt: (age) => ross(age).bodyWeight * 1.1 }).points.at(-1)!;
    expect(eatsLess.accumulatedConsumption - 50_000).toBeCloseTo((reference.accumulatedConsumption - 50_000) * 0.9, 6);
  });

  it('finds the first day the target weight is reached', () => {
    const target = ross(37).bodyWeight - 1;
    expect(projectSlaughter({ ...base, targetWeight: target }).target).toEqual({ weight: target, age: 37, date: dateOfAge(37), reached: false });
    expect(projectSlaughter({ ...base, targetWeight: 1000 }).target).toEqual({ weight: 1000, age: 28, date: dateOfAge(28), reached: true });
    expect(projectSlaughter({ ...base, targetWeight: 9000 }).target).toBeNull();
    expect(projectSlaughter(base).target).toBeNull();
  });

  it('never lets the weight fall, even where a forecast would', () => {
    const { points } = projectSlaughter({ ...base, weightAt: (age) => (age > 35 ? 100 : ross(age).bodyWeight) });
    for (let i = 1; i < points.length; i++) expect(points[i]!.weight).toBeGreaterThanOrEqual(points[i - 1]!.weight);
  });
});

describe('pcpProjection', () => {
  it('is the live weight of the animals at each age', () => {
    expect(pcpProjection([10, 11], (age) => age * 30, (age) => (age === 10 ? 1000 : 990))).toEqual([
      { age: 10, weight: 300, projection: 300 },
      { age: 11, weight: 330, projection: 326.7 },
    ]);
  });
});
