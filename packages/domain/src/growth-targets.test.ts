import { describe, expect, it } from 'vitest';
import { BREEDER_FEMALE_CURVE, gompertzAgeAt, gompertzDailyGain, gompertzWeight, LAYER_HEN_CURVE, PIG_CURVE } from './growth-targets';

describe('Gompertz growth', () => {
  it('starts at the hatch weight and approaches the mature weight', () => {
    expect(gompertzWeight(PIG_CURVE, 0)).toBeCloseTo(1.5, 10);
    expect(gompertzWeight(PIG_CURVE, 5000)).toBeCloseTo(230, 3);
  });

  it('gives pigs about 25 kg at 65 days and 120 kg at 162 days', () => {
    expect(gompertzWeight(PIG_CURVE, 65)).toBeCloseTo(25, 0);
    expect(gompertzWeight(PIG_CURVE, 162)).toBeCloseTo(119.6, 1);
    expect(gompertzAgeAt(PIG_CURVE, 120)).toBeCloseTo(162.3, 0);
    expect(gompertzAgeAt(PIG_CURVE, 1)).toBe(0);
    expect(gompertzAgeAt(PIG_CURVE, 300)).toBe(Infinity);
  });

  it('gives laying hens and breeder females weights on the scale of their targets', () => {
    expect(gompertzWeight(LAYER_HEN_CURVE, 126)).toBeCloseTo(1.5, 1);
    expect(gompertzWeight(BREEDER_FEMALE_CURVE, 140)).toBeCloseTo(2.2, 1);
    expect(gompertzWeight(BREEDER_FEMALE_CURVE, 196)).toBeCloseTo(3.07, 1);
  });

  it('has a daily gain equal to the slope of the weight', () => {
    const slope = gompertzWeight(PIG_CURVE, 100.5) - gompertzWeight(PIG_CURVE, 99.5);
    expect(gompertzDailyGain(PIG_CURVE, 100)).toBeCloseTo(slope, 3);
  });
});
