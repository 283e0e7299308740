import { describe, expect, it } from 'vitest';
import { defaultAmbienceProfile, type AmbienceProfile } from './ambience-profile';
import { idealTemperatureBand } from './ambience-targets';
import { comfortJudge, comfortLimitsAt, comfortVerdict, judgeComfort, profileAtAge } from './comfort-verdict';
import { specificEnthalpy } from './psychrometrics';
import { COMFORT_CASES } from './testing/comfort-cases';

const profile = defaultAmbienceProfile();

describe('one comfort verdict', () => {
  for (const c of COMFORT_CASES) {
    for (const altitude of [0, 800]) {
      it(`${c.name} (${c.age} days, ${c.temperature} °C, ${c.humidity} %) at ${altitude} m`, () => {
        expect(comfortVerdict(profile, c.age, altitude, c.temperature, c.humidity)).toEqual({ level: c.level, causes: c.causes });
      });
    }
  }

  it('calls none of the issue’s plainly bad airs comfortable, though their enthalpy alone is', () => {
    for (const [age, t, rh] of [[35, 30, 20], [7, 24, 100], [42, 16, 95]] as const) {
      const limits = comfortLimitsAt(profile, age, 0);
      const h = specificEnthalpy(t, rh, 0);
      expect(h).toBeGreaterThanOrEqual(limits.enthalpy.comfortable.min);
      expect(h).toBeLessThanOrEqual(limits.enthalpy.comfortable.max);
      expect(comfortVerdict(profile, age, 0, t, rh)!.level).toBeGreaterThan(0);
    }
  });

  it('judges the exact age between two bands, not the earlier band', () => {
    // Day 13 lies between the 7- and 14-day bands: 13/14 of the way to the 14-day set point.
    const at13 = profileAtAge(profile, 13);
    expect(at13.temperature.min).toBeCloseTo(idealTemperatureBand(7).min + ((idealTemperatureBand(14).min - idealTemperatureBand(7).min) * 6) / 7, 9);
    expect(profileAtAge(profile, 14).temperature).toEqual(idealTemperatureBand(14));
    expect(profileAtAge(profile, 60).temperature).toEqual(idealTemperatureBand(35));
    // By the 7-day band 25.5 °C / 50 % is critical (below h(30.06 − 4 °C, 50 %)); at day 13 it is intermediary.
    expect(comfortVerdict(profile.filter((b) => b.ageFrom <= 7), 13, 0, 25.5, 50)!.level).toBe(2);
    expect(comfortVerdict(profile, 13, 0, 25.5, 50)!.level).toBe(1);
  });

  it('derives the enthalpy limits at the farm’s altitude from the same air as at sea level', () => {
    const sea = comfortLimitsAt(profile, 28, 0);
    const high = comfortLimitsAt(profile, 28, 800);
    // The upper comfortable limit is air at the top of the ideal band (24.76 °C, 70 %), at each altitude.
    const top = profileAtAge(profile, 28).temperature.max;
    expect(sea.enthalpy.comfortable.max).toBeCloseTo(specificEnthalpy(top, 70, 0), 6);
    expect(high.enthalpy.comfortable.max).toBeCloseTo(specificEnthalpy(top, 70, 800), 6);
    expect(high.enthalpy.comfortable.min).toBeCloseTo(specificEnthalpy(profileAtAge(profile, 28).temperature.min, 50, 800), 6);
    // So 24.5 °C / 70 % is comfortable at both, though its enthalpy at 800 m is above the sea-level limit.
    expect(specificEnthalpy(24.5, 70, 800)).toBeGreaterThan(sea.enthalpy.comfortable.max);
    expect(comfortVerdict(profile, 28, 800, 24.5, 70)).toEqual({ level: 0, causes: [] });
    expect(comfortVerdict(profile, 28, 800, 25, 70)).toEqual({ level: 1, causes: ['temperature_high', 'enthalpy_high'] });
  });

  it('takes its limits from the profile it is given', () => {
    const warm: AmbienceProfile = profile.map((b) => ({ ...b, temperature: { min: b.temperature.min + 5, max: b.temperature.max + 5 } }));
    expect(comfortVerdict(profile, 35, 0, 21, 60)!.level).toBe(0);
    expect(comfortVerdict(warm, 35, 0, 21, 60)).toEqual({ level: 2, causes: ['temperature_low'] });
    const wet: AmbienceProfile = profile.map((b) => ({ ...b, humidity: { min: 40, max: 100 } }));
    expect(comfortVerdict(wet, 42, 0, 16, 95)!.causes).toEqual(['temperature_low']);
  });

  it('grades temperature and humidity by their margins, and an edge belongs to the better class', () => {
    const limits = comfortLimitsAt(profile, 35, 0);
    const h = (t: number, rh: number) => specificEnthalpy(t, rh, 0);
    expect(judgeComfort(limits, 22.5, 60, h(22.5, 60))).toEqual({ level: 0, causes: [] });
    expect(judgeComfort(limits, 25, 55, h(25, 55))!.level).toBe(1);
    expect(judgeComfort(limits, 25.01, 55, h(25.01, 55))!.causes).toContain('temperature_high');
    expect(judgeComfort(limits, 21, 80, h(21, 80))).toEqual({ level: 1, causes: ['humidity_high'] });
    expect(judgeComfort(limits, 21, 91, h(21, 91))).toEqual({ level: 2, causes: ['humidity_high', 'enthalpy_high'] });
    expect(judgeComfort(limits, 22, 39, h(22, 39))).toEqual({ level: 2, causes: ['humidity_low'] });
  });

  it('gives no verdict without both values or with impossible humidity', () => {
    const judge = comfortJudge(profile, 0);
    expect(judge.judge(20, null, 60)).toBeNull();
    expect(judge.judge(20, 25, null)).toBeNull();
    expect(judge.judge(20, 25, Number.NaN)).toBeNull();
    expect(judge.judge(20, 25, 104)).toBeNull();
    expect(judge.judge(20, 25, 0)).not.toBeNull();
  });

  it('judges a reading as it is stored, so judging the stored values again agrees', () => {
    const judge = comfortJudge(profile, 800);
    const r = judge.judge(21, 25.3, 61.7)!;
    expect(r.enthalpy).toBe(Math.fround(r.enthalpy));
    expect(judgeComfort(judge.limitsAt(21), Math.fround(25.3), Math.fround(61.7), r.enthalpy)).toEqual(r.verdict);
  });
});
