import { describe, expect, it } from 'vitest';
import { idealTemperature, idealTemperatureBand } from './ambience-targets';
import { comfortClassifier, comfortLevel, comfortLimits } from './comfort';

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

describe('comfort level by enthalpy', () => {
  it('classifies hand-worked air for a 35-day flock (set point 21 °C)', () => {
    expect(comfortLevel(44.74, 35)).toBe(0); // 21 °C, 60 %
    expect(comfortLevel(57.47, 35)).toBe(1); // 24 °C, 70 %
    expect(comfortLevel(66.61, 35)).toBe(2); // 26 °C, 75 %
    expect(comfortLevel(109.34, 35)).toBe(3); // 35 °C, 80 %
  });

  it('treats cold as discomfort for chicks (set point 32 °C)', () => {
    expect(comfortLevel(78.32, 1)).toBe(0); // 32 °C, 60 %
    expect(comfortLevel(43.03, 1)).toBe(3); // 22 °C, 50 %
  });

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

  it('classifies the same air the same way at any altitude', () => {
    const atAltitude = comfortClassifier(35, 1000);
    expect(atAltitude(57.47 + 4)).toBe(comfortLevel(57.47, 35));
    expect(comfortLevel(44.74, 35, 0)).toBe(0);
  });
});
