import { describe, expect, it } from 'vitest';
import { defaultAmbienceBand } from './ambience-profile';
import {
  bandVerdict,
  co2Verdict,
  consumptionVerdict,
  comfortVerdictOfWindow,
  lastClosedSlot,
  mortalityVerdict,
  noTelemetryVerdict,
  siloVerdicts,
  staleVerdict,
  stuckVerdict,
  weightBelowVerdict,
  weightLossVerdict,
  type RuleVerdict,
  type WindowStats,
} from './alert-rules';

const stats = (values: number[]): WindowStats =>
  values.length === 0
    ? { count: 0, min: null, max: null, mean: null }
    : { count: values.length, min: Math.min(...values), max: Math.max(...values), mean: values.reduce((a, b) => a + b, 0) / values.length };
const state = (v: RuleVerdict) => (v === null ? 'hold' : v.active ? 'raise' : 'clear');
const HOUR = 3_600_000;

describe('temperature band rule', () => {
  const band = { min: 24, max: 26 };
  it.each([
    ['whole window above max + margin', [28.5, 29, 30], 'high', 'raise'],
    ['one reading back under the limit', [27, 29, 30], 'high', 'hold'],
    ['whole window back under the limit', [26, 27.5, 28], 'high', 'clear'],
    ['exactly at the limit', [28, 28, 28], 'high', 'clear'],
    ['no readings', [], 'high', 'hold'],
    ['whole window below min − margin', [20, 21, 21.9], 'low', 'raise'],
    ['cold reading among warm ones', [21, 23, 25], 'low', 'hold'],
    ['warm again', [22, 23, 25], 'low', 'clear'],
  ] as const)('%s → %s', (_, values, side, expected) => {
    expect(state(bandVerdict(stats([...values]), band, 2, side))).toBe(expected);
  });

  it('words the alert with the mean and the ideal band', () => {
    expect(bandVerdict(stats([29, 30, 31]), band, 2, 'high')).toEqual({ active: true, params: { value: 30, min: 24, max: 26 } });
  });
});

describe('air quality and enthalpy', () => {
  const band = defaultAmbienceBand(28);
  it('CO2 raises above the profile limit with the limit in the message', () => {
    expect(co2Verdict(stats([3100, 3200, 3300]), band)).toEqual({ active: true, params: { value: 3200, max: 3000 } });
    expect(state(co2Verdict(stats([2500, 2600]), band))).toBe('clear');
  });

  it('critical needs every reading of the window critical or worse; lethal every one lethal', () => {
    const h = stats([60, 62]);
    const causes = ['temperature_high', 'enthalpy_high'];
    expect(comfortVerdictOfWindow(stats([2, 3]), h, causes, 'critical')).toEqual({ active: true, params: { value: 61, causes: 'temperature_high,enthalpy_high' } });
    expect(state(comfortVerdictOfWindow(stats([2, 3]), h, causes, 'lethal'))).toBe('hold');
    expect(state(comfortVerdictOfWindow(stats([2, 2]), h, causes, 'lethal'))).toBe('clear');
    expect(state(comfortVerdictOfWindow(stats([3, 3]), h, causes, 'lethal'))).toBe('raise');
    expect(state(comfortVerdictOfWindow(stats([1, 2]), h, causes, 'critical'))).toBe('hold');
    expect(state(comfortVerdictOfWindow(stats([0, 1]), h, [], 'critical'))).toBe('clear');
    expect(state(comfortVerdictOfWindow(stats([]), stats([]), [], 'critical'))).toBe('hold');
  });
});

describe('sensors and telemetry', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['silent for 2 h with a 60 min limit', now - 2 * HOUR, true, 'raise'],
    ['reported 10 min ago', now - 600_000, true, 'clear'],
    ['never seen', null, true, 'clear'],
    ['whole company silent: left to the company alert', now - 2 * HOUR, false, 'hold'],
  ] as const)('stale: %s → %s', (_, last, alive, expected) => {
    expect(state(staleVerdict(last, now, 60, alive))).toBe(expected);
  });

  it('stuck needs three identical readings; any change clears', () => {
    expect(state(stuckVerdict(18, 0, 0, 3))).toBe('raise');
    expect(state(stuckVerdict(18, 0.1, 0, 3))).toBe('clear');
    expect(state(stuckVerdict(2, 0, 0, 3))).toBe('hold');
  });

  it('no telemetry counts whole hours of silence past the limit', () => {
    expect(noTelemetryVerdict(now - 7.5 * HOUR, now, 6)).toEqual({ active: true, params: { hours: 7 } });
    expect(state(noTelemetryVerdict(now - 5 * HOUR, now, 6))).toBe('clear');
    expect(state(noTelemetryVerdict(null, now, 6))).toBe('hold');
  });
});

describe('flock rules', () => {
  it('mortality per thousand lodged', () => {
    expect(mortalityVerdict(90, 20_000, 3, 12)).toEqual({ active: true, params: { value: 4.5, limit: 3, day: 12 } });
    expect(state(mortalityVerdict(40, 20_000, 3, 12))).toBe('clear');
    expect(state(mortalityVerdict(null, 20_000, 3, 12))).toBe('hold');
  });

  it('weight below the reference by more than the limit', () => {
    expect(weightBelowVerdict(1500, 1800, 10)).toEqual({ active: true, params: { weight: 1500, reference: 1800, percent: 16.7 } });
    expect(state(weightBelowVerdict(1700, 1800, 10))).toBe('clear');
    expect(state(weightBelowVerdict(null, 1800, 10))).toBe('hold');
  });

  it('weight loss against the heaviest earlier weighing', () => {
    expect(weightLossVerdict([{ age: 20, mean: 1000 }, { age: 21, mean: 1050 }, { age: 23, mean: 1010 }])).toEqual({ active: true, params: { percent: 3.8, days: 2 } });
    expect(state(weightLossVerdict([{ age: 20, mean: 1000 }, { age: 21, mean: 1050 }]))).toBe('clear');
    expect(state(weightLossVerdict([{ age: 21, mean: 1050 }]))).toBe('hold');
  });
});

describe('feed rules', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('silo low under the days limit, empty once the forecast end has passed', () => {
    expect(siloVerdicts(now + 12 * HOUR, 800, now, 1)).toEqual({ low: { active: true, params: { days: 0.5, kg: 800 } }, empty: { active: false } });
    expect(siloVerdicts(now + 48 * HOUR, 5000, now, 1)).toEqual({ low: { active: false }, empty: { active: false } });
    expect(siloVerdicts(now - HOUR, 0, now, 1)).toEqual({ low: { active: false }, empty: { active: true, params: {} } });
    expect(siloVerdicts(null, null, now, 1)).toEqual({ low: null, empty: null });
  });

  const rule = { startHour: 6, endHour: 18, interval: 4, minKg: 100 };
  it.each([
    [11, { start: 6, end: 10, dayOffset: 0 }],
    [14, { start: 10, end: 14, dayOffset: 0 }],
    [23, { start: 14, end: 18, dayOffset: 0 }],
    [7, { start: 14, end: 18, dayOffset: -1 }],
  ] as const)('at local hour %d the last closed slot is %o', (hour, slot) => {
    expect(lastClosedSlot(rule, hour)).toEqual(slot);
  });

  it('consumption under the minimum in the slot', () => {
    expect(consumptionVerdict(rule, { start: 10, end: 14 }, 62.34, 'Diurno')).toEqual({
      active: true,
      params: { rule: 'Diurno', value: 62.3, min: 100, start: '10:00', end: '14:00' },
    });
    expect(state(consumptionVerdict(rule, { start: 10, end: 14 }, 120, 'Diurno'))).toBe('clear');
    expect(state(consumptionVerdict(rule, { start: 10, end: 14 }, null, 'Diurno'))).toBe('hold');
  });
});
