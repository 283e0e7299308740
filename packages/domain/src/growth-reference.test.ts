import { describe, expect, it } from 'vitest';
import { growthTarget } from './growth-reference';
import { referenceFor } from './reference/broiler-reference';

describe('growth target by production type', () => {
  it('follows the broiler tables by lineage and sex', () => {
    expect(growthTarget(3, 'Cobb 500', 3, 35)).toEqual({ weight: referenceFor('Cobb 500', 3, 35).bodyWeight, dailyGain: referenceFor('Cobb 500', 3, 35).dailyGain });
    expect(growthTarget(3, 'Ross 308', 2, 42)!.weight).toBeLessThan(growthTarget(3, 'Ross 308', 3, 42)!.weight);
    expect(growthTarget(3, 'Hubbard', 1, 35)).toBeNull();
  });

  it('follows the Gompertz targets for breeders and layers and the swine reference for pigs, in grams', () => {
    expect(growthTarget(2, 'Ross 308', 2, 140)!.weight).toBeGreaterThan(2000);
    expect(growthTarget(2, 'Ross 308', 2, 140)!.weight).toBeLessThan(2400);
    expect(growthTarget(7, 'Hy-Line', 2, 126)!.weight).toBeCloseTo(growthTarget(6, 'Lohmann', 2, 126)!.weight, 6);
    expect(growthTarget(5, 'PIC', 1, 162)!.weight / 1000).toBeGreaterThan(100);
    expect(growthTarget(5, 'PIC', 1, 100)!.dailyGain).toBeGreaterThan(0);
    expect(growthTarget(4, 'x', 1, 10)).toBeNull();
  });
});
