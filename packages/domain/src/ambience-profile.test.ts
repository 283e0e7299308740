import { describe, expect, it } from 'vitest';
import { bandAt, defaultAmbienceBand, defaultAmbienceProfile, profileProblem } from './ambience-profile';
import { comfortLimitsAt, judgeComfort } from './comfort-verdict';
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

  it('judge enthalpy at the band edges: an edge belongs to the better class', () => {
    const { enthalpy } = comfortLimitsAt(defaultAmbienceProfile(), 35, 0);
    const at = (h: number) => judgeComfort(comfortLimitsAt(defaultAmbienceProfile(), 35, 0), 21, 60, h)!.level;
    expect(at(enthalpy.comfortable.max)).toBe(0);
    expect(at(enthalpy.comfortable.max + 0.01)).toBe(1);
    expect(at(enthalpy.intermediary.max)).toBe(1);
    expect(at(enthalpy.critical.max)).toBe(2);
    expect(at(enthalpy.critical.max + 0.01)).toBe(3);
    expect(at(enthalpy.critical.min - 0.01)).toBe(3);
    expect(defaultAmbienceBand(35).enthalpy).toEqual(enthalpy);
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
