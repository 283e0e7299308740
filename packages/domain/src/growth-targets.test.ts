import { describe, expect, it } from 'vitest';
import { BREEDER_FEMALE_CURVE, gompertzAgeAt, gompertzDailyGain, gompertzWeight, LAYER_HEN_CURVE, PIG_CURVE, pigDailyFeedIntake } from './growth-targets';

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

describe('pig daily feed intake', () => {
  it('gives the published intakes at the four weights, interpolating between them', () => {
    expect(pigDailyFeedIntake(46.7)).toBeCloseTo(1.625, 6);
    expect(pigDailyFeedIntake(64.6)).toBeCloseTo(2.035, 6);
    expect(pigDailyFeedIntake(83.5)).toBeCloseTo(2.32, 6);
    expect(pigDailyFeedIntake(102.5)).toBeCloseTo(2.495, 6);
    expect(pigDailyFeedIntake(74.05)).toBeCloseTo((2.035 + 2.32) / 2, 6);
  });

  it('extends the end segments outside the published range', () => {
    expect(pigDailyFeedIntake(25)).toBeCloseTo(1.625 - (21.7 * 0.41) / 17.9, 6);
    expect(pigDailyFeedIntake(120)).toBeGreaterThan(2.495);
    expect(pigDailyFeedIntake(1)).toBeCloseTo(1.625 - (45.7 * 0.41) / 17.9, 6);
    expect(pigDailyFeedIntake(-100)).toBe(0.3);
  });
});
