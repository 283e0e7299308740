import { describe, expect, it } from 'vitest';
import { calibrateForecastBand, forecastBandAt } from './forecast-band';
import { fitRatioForecast, ratioWeightAt, ratioWeightBand } from './ratio-forecast';
import { referenceFor } from './reference/broiler-reference';

// A table that is easy to work by hand: 100 g per day of age.
const table = (age: number) => 100 * age;

describe('the ratio forecast, worked by hand', () => {
  // Whole-house weighings (census) whose log ratio to the table climbs 0.01 a day: 0, 0.07, 0.14.
  const weighings = [
    { age: 14, weight: 1400, census: true },
    { age: 21, weight: 2100 * Math.exp(0.07), census: true },
    { age: 28, weight: 2800 * Math.exp(0.14), census: true },
  ];

  it('takes the recent ratio and 40 % of its two-week drift ahead', () => {
    const fit = fitRatioForecast(weighings, table)!;
    // Recent days (28 only): 0.14; the line through 14–28 has slope 0.01 and stands at 0.14 on day 28.
    expect(fit.level).toBeCloseTo(0.14, 10);
    expect(fit.drift).toBeCloseTo(0.01, 10);
    expect(fit.sampling).toBe(0);
    // Day 35: 3,500 g × e^(0.14 + 0.4 × 0.01 × 7) = 3,500 × e^0.168 = 4,140.3 g (table scaling says 4,025.9 g).
    expect(ratioWeightAt(fit, table, 35)).toBeCloseTo(4140.3, 1);
  });

  it('gives the band the measured flocks calibrated: σ² = 0.001598 at any horizon', () => {
    const fit = fitRatioForecast(weighings, table)!;
    // σ = √0.001598 = 0.039975; P10 = 4,140.3 × e^(−1.0474 σ) = 3,970.5; P90 = 4,140.3 × e^(1.3399 σ) = 4,368.1.
    const band = ratioWeightBand(fit, table, 35);
    expect(band.p10).toBeCloseTo(3970.5, 0);
    expect(band.p90).toBeCloseTo(4368.1, 0);
  });

  it('widens the band by what a small sample leaves uncertain', () => {
    // 25 birds at a CV of 10 %: a sampling error of 2 %, a variance of 0.0004 on the log scale.
    const sampled = [...weighings.slice(0, 2), { age: 28, weight: 2800 * Math.exp(0.14), weighed: 25, cv: 0.1 }];
    const fit = fitRatioForecast(sampled, table)!;
    expect(fit.sampling).toBeCloseTo(0.0004, 10);
    const census = ratioWeightBand(fitRatioForecast(weighings, table)!, table, 35);
    const band = ratioWeightBand(fit, table, 35);
    expect(band.p90 - band.p10).toBeGreaterThan(census.p90 - census.p10);
  });

  it('without a weighing there is no forecast', () => {
    expect(fitRatioForecast([], table)).toBeNull();
  });
});

describe('calibrating the band on forecasts that missed', () => {
  it('takes the spread beyond sampling, and edges at the misses\' own P10 and P90 in σ units', () => {
    // Misses of ±2 % one day ahead and ±4 % three days ahead, from census weighings: σ² = (2 × 0.0004 + 2 × 0.0016) ÷ 4 = 0.001.
    const residuals = [-0.02, 0.02].map((r) => ({ horizon: 1, logResidual: r, sampling: 0 })).concat([-0.04, 0.04].map((r) => ({ horizon: 3, logResidual: r, sampling: 0 })));
    const calibration = calibrateForecastBand(residuals);
    expect(calibration.spread).toBeCloseTo(0.001, 10);
    // In σ units the misses are ±0.632 and ±1.265; the P10 lies 0.3 of the way from −1.265 to −0.632: −1.0752.
    expect(calibration.low).toBeCloseTo(-1.0752, 4);
    expect(calibration.high).toBeCloseTo(1.0752, 4);
    // A forecast from 25 birds at a CV of 10 % (sampling 0.0004) is wider: 1,000 × e^(−1.0752 × √0.0014) = 960.6 g.
    expect(forecastBandAt(calibration, 1000, 0.0004).p10).toBeCloseTo(960.6, 1);
  });

  it('never takes a spread below 1 %: no band collapses onto its forecast', () => {
    // Misses the weighings' own sampling explains entirely.
    const calibration = calibrateForecastBand([{ horizon: 2, logResidual: 0.01, sampling: 0.0004 }, { horizon: 5, logResidual: -0.01, sampling: 0.0004 }]);
    expect(calibration.spread).toBeCloseTo(0.0001, 10);
  });
});

describe('the age of a weighing (docs/kpis.md)', () => {
  // Ross 308 as hatched: 1,012 g on day 21, 1,092 g on day 22, 1,616 g on day 28.
  const ross = (age: number) => referenceFor('Ross 308', 1, age).bodyWeight;

  it('at 23:00 on day 21 of a flock lodged at 08:00 is 21.625 days: the table there is 1,062 g', () => {
    expect(ross(21.625)).toBeCloseTo(1062, 6);
    const fit = fitRatioForecast([{ age: 21.625, weight: 1000, weighed: 100 }], ross)!;
    // 1,616 × 1,000 ÷ 1,062 = 1,521.7 g on day 28.
    expect(ratioWeightAt(fit, ross, 28)).toBeCloseTo(1521.66, 1);
  });

  it('dated only on day 21 is taken at the lodging hour: 21 whole days, the table at 1,012 g', () => {
    const fit = fitRatioForecast([{ age: 21, weight: 1000, weighed: 100 }], ross)!;
    // 1,616 × 1,000 ÷ 1,012 = 1,596.8 g on day 28.
    expect(ratioWeightAt(fit, ross, 28)).toBeCloseTo(1596.84, 1);
  });
});
