import { describe, expect, it } from 'vitest';
import { fitGompertz, forecastGrowth, gompertzInflectionWeight, type GompertzInflectionCurve } from './growth-forecast';
import { createRandom } from './random';
import { referenceFor } from './reference/broiler-reference';

const ages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pointsOf = (curve: GompertzInflectionCurve, from: number, to: number, noise = 0, seed = 1) => {
  const random = createRandom(seed);
  return ages(from, to).map((age) => ({ age, weight: gompertzInflectionWeight(curve, age) * (1 + (noise ? random.normal(0, noise) : 0)) }));
};
const relative = (actual: number, expected: number) => Math.abs(actual / expected - 1);

// A breed reference that is exactly a Gompertz curve (about Ross 308 as hatched) and a batch that grows differently.
const BREED: GompertzInflectionCurve = { wmax: 6800, b: 0.041, inflectionAge: 37 };
const BATCH: GompertzInflectionCurve = { wmax: 6800 * 1.08, b: 0.041 * 0.96, inflectionAge: 38.5 };
const breed = (age: number) => gompertzInflectionWeight(BREED, age);
const REFERENCE_AGES = { from: 7, to: 56 };

describe('fitGompertz', () => {
  it('recovers the parameters of an exact curve', () => {
    const fit = fitGompertz(pointsOf(BREED, 0, 56));
    expect(relative(fit.wmax, BREED.wmax)).toBeLessThan(1e-4);
    expect(relative(fit.b, BREED.b)).toBeLessThan(1e-4);
    expect(fit.inflectionAge).toBeCloseTo(BREED.inflectionAge, 2);
  });

  it('fits the Ross 308 table close to its published Gompertz constants', () => {
    // ../shared/reference/broiler_growth_models.json: as hatched Wmax 6835 g, b 0.04059, t* 37.11.
    const fit = fitGompertz(ages(7, 56).map((age) => ({ age, weight: referenceFor('Ross 308', 1, age).bodyWeight })));
    expect(relative(fit.wmax, 6835)).toBeLessThan(0.08);
    expect(relative(fit.b, 0.04059)).toBeLessThan(0.08);
    expect(Math.abs(fit.inflectionAge - 37.11)).toBeLessThan(2);
  });

  it('refuses fewer than three weights', () => {
    expect(() => fitGompertz([{ age: 10, weight: 300 }, { age: 11, weight: 340 }])).toThrow(/three/);
  });
});

describe('forecastGrowth', () => {
  it('recovers a batch curve that differs from the breed when weighings cover the batch and the prior is loose', () => {
    const loose = { lnWmax: 1, lnB: 1, inflectionAge: 30 };
    const f = forecastGrowth({ observations: pointsOf(BATCH, 0, 49, 0.005, 7), reference: breed, referenceAges: REFERENCE_AGES, prior: loose });
    expect(f.method).toBe('fitted');
    expect(relative(f.batchCurve!.wmax, BATCH.wmax)).toBeLessThan(0.05);
    expect(relative(f.batchCurve!.b, BATCH.b)).toBeLessThan(0.05);
    expect(Math.abs(f.batchCurve!.inflectionAge - BATCH.inflectionAge)).toBeLessThan(1);
    for (const age of [50, 53, 56]) expect(relative(f.weightAt(age), gompertzInflectionWeight(BATCH, age))).toBeLessThan(0.015);
  });

  it('forecasts a week ahead from four weeks of noisy weighings better than scaling the reference', () => {
    const observations = pointsOf(BATCH, 0, 28, 0.01, 11);
    const f = forecastGrowth({ observations, reference: breed, referenceAges: REFERENCE_AGES });
    const truth = gompertzInflectionWeight(BATCH, 35);
    const scaled = (breed(35) * observations.at(-1)!.weight) / breed(28);
    expect(relative(f.weightAt(35), truth)).toBeLessThan(0.02);
    expect(relative(f.weightAt(35), truth)).toBeLessThan(relative(scaled, truth));
  });

  it('moves from the breed towards the batch as weighings accumulate', () => {
    const errorAt49 = (lastWeighed: number) => {
      const f = forecastGrowth({ observations: pointsOf(BATCH, 7, lastWeighed), reference: breed, referenceAges: REFERENCE_AGES });
      return relative(f.weightAt(49), gompertzInflectionWeight(BATCH, 49));
    };
    expect(errorAt49(21)).toBeLessThan(errorAt49(14));
    expect(errorAt49(35)).toBeLessThan(errorAt49(21));
    expect(errorAt49(42)).toBeLessThan(0.01);
  });

  it('keeps the breed curve when the weighings follow it', () => {
    const f = forecastGrowth({ observations: pointsOf(BREED, 7, 21), reference: breed, referenceAges: REFERENCE_AGES });
    for (const age of [28, 42, 56]) expect(relative(f.weightAt(age), breed(age))).toBeLessThan(0.002);
  });

  it('follows the table shape of a real reference, not only its Gompertz fit', () => {
    const ross = (age: number) => referenceFor('Ross 308', 1, age).bodyWeight;
    const observations = ages(7, 24).map((age) => ({ age, weight: ross(age) * 1.05 }));
    const f = forecastGrowth({ observations, reference: ross, referenceAges: REFERENCE_AGES });
    expect(f.method).toBe('fitted');
    for (const age of [25, 28, 31]) expect(relative(f.weightAt(age), ross(age) * 1.05)).toBeLessThan(0.01);
  });

  it('predicts weights that only go up', () => {
    const f = forecastGrowth({ observations: pointsOf(BATCH, 0, 30, 0.02, 3), reference: breed, referenceAges: REFERENCE_AGES });
    for (const age of ages(1, 56)) expect(f.weightAt(age)).toBeGreaterThan(f.weightAt(age - 1));
  });

  it('scales the reference by the latest weighing when there are too few to fit', () => {
    const observations = [
      { age: 3, weight: 90 },
      { age: 8, weight: breed(8) * 0.9 },
      { age: 10, weight: breed(10) * 1.1 },
    ];
    const f = forecastGrowth({ observations, reference: breed, referenceAges: REFERENCE_AGES });
    expect(f.method).toBe('scaled-reference');
    expect(f.batchCurve).toBeNull();
    expect(f.weightAt(30)).toBeCloseTo(breed(30) * 1.1, 6);
  });

  it('is the reference itself without weighings', () => {
    const f = forecastGrowth({ observations: [], reference: breed, referenceAges: REFERENCE_AGES });
    expect(f.method).toBe('reference');
    expect(f.weightAt(40)).toBe(breed(40));
  });

  it('gives the same forecast for the same weighings', () => {
    const input = { observations: pointsOf(BATCH, 0, 25, 0.015, 5), reference: breed, referenceAges: REFERENCE_AGES };
    expect(forecastGrowth(input).weightAt(40)).toBe(forecastGrowth(input).weightAt(40));
  });
});
