import { describe, expect, it } from 'vitest';
import { idealTemperature, idealTemperatureBand } from './ambience-targets';
import { comfortLimits } from './comfort';

describe('ideal temperature by age', () => {
  it('falls from 32 °C on day 1 to 21 °C on day 35 and stays there', () => {
    expect(idealTemperature(0)).toBe(32);
    expect(idealTemperature(1)).toBe(32);
    expect(idealTemperature(18)).toBeCloseTo(26.5, 6);
    expect(idealTemperature(35)).toBe(21);
    expect(idealTemperature(300)).toBe(21);
    expect(idealTemperatureBand(35)).toEqual({ min: 19.5, max: 22.5 });
  });
});

describe('default comfort limits', () => {
  it('derives nested limits from the ideal band', () => {
    const limits = comfortLimits(35);
    expect(limits.comfortable.min).toBeCloseTo(37.5, 1); // h(19.5 °C, 50 %)
    expect(limits.comfortable.max).toBeCloseTo(53.0, 1); // h(22.5 °C, 70 %)
    expect(limits.critical.max).toBeCloseTo(77.0, 1); // h(28 °C, 80 %)
    for (const age of [1, 7, 14, 21, 28, 35, 200]) {
      const l = comfortLimits(age);
      expect(l.critical.min).toBeLessThan(l.intermediary.min);
      expect(l.intermediary.min).toBeLessThan(l.comfortable.min);
      expect(l.comfortable.max).toBeLessThan(l.intermediary.max);
      expect(l.intermediary.max).toBeLessThan(l.critical.max);
    }
  });
});
