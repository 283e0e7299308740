import { describe, expect, it } from 'vitest';
import { bandAt, classifyEnthalpy, comfortOfReading, defaultAmbienceBand, defaultAmbienceProfile, profileProblem } from './ambience-profile';
import { specificEnthalpy } from './psychrometrics';

describe('ambience profiles', () => {
  it('default to weekly bands from the ideal air for the age, with the EU gas limits', () => {
    const profile = defaultAmbienceProfile();
    expect(profile.map((b) => b.ageFrom)).toEqual([0, 7, 14, 21, 28, 35]);
    const day35 = bandAt(profile, 40);
    expect(day35.temperature).toEqual({ min: 19.5, max: 22.5 });
    expect([day35.co2Max, day35.nh3Max]).toEqual([3000, 20]);
    expect(day35.enthalpy.comfortable.min).toBeCloseTo(specificEnthalpy(19.5, 50), 9);
    expect(day35.enthalpy.comfortable.max).toBeCloseTo(specificEnthalpy(22.5, 70), 9);
    expect(profileProblem(profile)).toBeNull();
  });

  it('apply the last band starting at or before the age', () => {
    const profile = defaultAmbienceProfile();
    expect([0, 6, 7, 20, 21, 300].map((age) => bandAt(profile, age).ageFrom)).toEqual([0, 0, 7, 14, 21, 35]);
  });

  it('classify at the band edges: an edge belongs to the better class', () => {
    const band = defaultAmbienceBand(35);
    const { comfortable, intermediary, critical } = band.enthalpy;
    expect(classifyEnthalpy(band, comfortable.max)).toBe(0);
    expect(classifyEnthalpy(band, comfortable.max + 0.01)).toBe(1);
    expect(classifyEnthalpy(band, intermediary.max)).toBe(1);
    expect(classifyEnthalpy(band, critical.max)).toBe(2);
    expect(classifyEnthalpy(band, critical.max + 0.01)).toBe(3);
    expect(classifyEnthalpy(band, critical.min - 0.01)).toBe(3);
  });

  it('judge the same air differently for chicks and grown birds', () => {
    expect(comfortOfReading(defaultAmbienceBand(0), 32, 60)).toBe(0);
    expect(comfortOfReading(defaultAmbienceBand(35), 32, 60)).toBeGreaterThanOrEqual(2);
  });

  it('give no data for a missing or impossible humidity, and classify 0 and 100 % RH', () => {
    const band = defaultAmbienceBand(21);
    expect(comfortOfReading(band, 24, null)).toBe(-1);
    expect(comfortOfReading(band, null, 60)).toBe(-1);
    expect(comfortOfReading(band, 24, Number.NaN)).toBe(-1);
    expect(comfortOfReading(band, 24, 104)).toBe(-1);
    expect(comfortOfReading(band, 24, 0)).not.toBe(-1);
    expect(comfortOfReading(band, 35, 100)).toBe(3);
  });

  it('refuse unsound profiles with the reason', () => {
    const base = defaultAmbienceProfile();
    expect(profileProblem([])).toMatch(/at least one/);
    expect(profileProblem(base.slice(1))).toMatch(/age 0/);
    expect(profileProblem([base[0]!, base[2]!, base[1]!])).toMatch(/band 3.*increase/);
    const inverted = { ...base[1]!, temperature: { min: 30, max: 20 } };
    expect(profileProblem([base[0]!, inverted])).toMatch(/band 2 .*temperature minimum/);
    const loose = { ...base[0]!, enthalpy: { ...base[0]!.enthalpy, intermediary: { min: 70, max: 71 } } };
    expect(profileProblem([loose])).toMatch(/intermediary enthalpy band must contain/);
  });
});
