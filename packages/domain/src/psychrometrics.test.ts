import { describe, expect, it } from 'vitest';
import { atmosphericPressure, humidityRatio, saturationVaporPressure, specificEnthalpy } from './psychrometrics';

describe('specific enthalpy of moist air', () => {
  // Worked values of broiler_environment.json (full ASHRAE form, sea level).
  it.each([
    [20, 60, 42.28],
    [25, 60, 55.44],
    [30, 70, 78.2],
    [35, 80, 109.34],
  ])('%s °C at %s %% RH is %s kJ/kg dry air', (t, rh, expected) => {
    expect(specificEnthalpy(t, rh)).toBeCloseTo(expected, 2);
  });

  it('computes each step by hand', () => {
    // 25 °C: p_ws = 0.61078 · 10^(187.5/262.3) = 3.1675 kPa; at 60 %: p_w = 1.9005; W = 0.621945 · 1.9005 / 99.4245 = 0.011888.
    expect(saturationVaporPressure(25)).toBeCloseTo(3.1675, 4);
    expect(humidityRatio(25, 60)).toBeCloseTo(0.011888, 6);
    // h = 1.006 · 25 + W · (2501 + 1.86 · 25) = 25.15 + 30.29
    expect(specificEnthalpy(25, 60)).toBeCloseTo(25.15 + 0.011888 * 2547.5, 2);
    expect(specificEnthalpy(25, 0)).toBeCloseTo(25.15, 6);
  });

  it('lowers pressure with altitude, which raises the enthalpy of the same air', () => {
    expect(atmosphericPressure(0)).toBeCloseTo(101.325, 6);
    expect(atmosphericPressure(1000)).toBeCloseTo(89.87, 2);
    expect(specificEnthalpy(25, 60, 1000)).toBeCloseTo(59.38, 2);
    expect(specificEnthalpy(25, 60, 1000)).toBeGreaterThan(specificEnthalpy(25, 60, 0));
  });
});
