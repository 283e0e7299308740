import { describe, expect, it } from 'vitest';
import type { AmbienceBandDto } from '@plantel/contracts';
import { profileAtAge } from '@plantel/domain';
import { buildClimateLineOption } from './buildClimateLineOption';
import { ageOnDay, idealBandSteps, type BatchDays } from './idealBandSteps';

const band = (ageFrom: number, t: [number, number], rh: [number, number]): AmbienceBandDto => ({
  age_from: ageFrom,
  temperature: { min: t[0], max: t[1] },
  humidity: { min: rh[0], max: rh[1] },
  co2_max: 3000,
  nh3_max: 20,
  enthalpy: { comfortable: { min: 50, max: 70 }, intermediary: { min: 45, max: 75 }, critical: { min: 40, max: 80 } },
});

// A company's own profile: 31–33 °C at day-old, 21–23 °C from day 21 (straight line between), 60–70 % all along.
const profile = [band(0, [31, 33], [60, 70]), band(21, [21, 23], [60, 70])];
// Lodged at day-old on 1 Nov 2026, in São Paulo (UTC−3: local midnight is 03:00 UTC).
const batch: BatchDays = { ageAtLodging: 0, lodgingDay: '2026-11-01', timeZone: 'America/Sao_Paulo' };

describe('ideal band by age', () => {
  it('gives each local day the profile at that day of age: day 1, day 20, and the last band after it', () => {
    const times = ['2026-11-02T12:00:00Z', '2026-11-21T12:00:00Z', '2026-11-29T12:00:00Z'];
    const steps = idealBandSteps(times, profile, batch, 'temperature');
    expect(steps.map((s) => [s.day, s.age])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-21', 20],
      ['2026-11-29', 28],
    ]);
    // Day 1 is a 21st of the way from the day-old band to the day-21 one; day 20 is one 21st short of it.
    expect(steps[0]!.min).toBeCloseTo(31 - 10 / 21, 9);
    expect(steps[0]!.max).toBeCloseTo(33 - 10 / 21, 9);
    expect(steps[1]!.min).toBeCloseTo(21 + 10 / 21, 9);
    expect(steps[1]!.max).toBeCloseTo(23 + 10 / 21, 9);
    expect([steps[2]!.min, steps[2]!.max]).toEqual([21, 23]);
    // The same figures the comfort verdict takes at those ages.
    const verdictProfile = profile.map((b) => ({ ...b, ageFrom: b.age_from, co2Max: b.co2_max, nh3Max: b.nh3_max }));
    expect(steps.map((s) => [s.min, s.max])).toEqual([1, 20, 28].map((age) => [profileAtAge(verdictProfile, age).temperature.min, profileAtAge(verdictProfile, age).temperature.max]));
  });

  it('steps at the company’s midnight, not at UTC’s, and keeps the points of one day in one step', () => {
    const times = [
      '2026-11-02T01:00:00Z', // 1 Nov 22:00 local: day 0
      '2026-11-02T02:59:00Z', // 1 Nov 23:59 local: day 0
      '2026-11-02T03:00:00Z', // 2 Nov 00:00 local: day 1
      '2026-11-02T20:00:00Z', // day 1
      '2026-11-03T02:00:00Z', // 2 Nov 23:00 local: still day 1
      '2026-11-03T03:30:00Z', // day 2
    ];
    const steps = idealBandSteps(times, profile, batch, 'temperature');
    expect(steps.map((s) => [s.first, s.last, s.age])).toEqual([
      [0, 1, 0],
      [2, 4, 1],
      [5, 5, 2],
    ]);
    expect([steps[0]!.min, steps[0]!.max]).toEqual([31, 33]);
    expect(steps[1]!.min).toBeLessThan(steps[0]!.min);
    expect(steps[2]!.min).toBeLessThan(steps[1]!.min);
  });

  it('reads the humidity band for humidity, and counts days of age from the age at lodging', () => {
    const older: BatchDays = { ...batch, ageAtLodging: 20 };
    expect(ageOnDay(older, '2026-11-02')).toBe(21);
    const [step] = idealBandSteps(['2026-11-02T12:00:00Z'], [band(0, [31, 33], [50, 60]), band(21, [21, 23], [60, 70])], older, 'humidity');
    expect([step!.min, step!.max]).toEqual([60, 70]);
  });

  it('shade the climate line day by day, each step reaching the next day’s first point', () => {
    const points = ['2026-11-02T01:00:00Z', '2026-11-02T03:00:00Z', '2026-11-02T20:00:00Z', '2026-11-03T04:00:00Z'].map((time, i) => ({ time, temperature: 30 + i, humidity: 65, co2: null }));
    const steps = idealBandSteps(points.map((p) => p.time), profile, batch, 'temperature');
    const option = buildClimateLineOption(points, 'temperature', steps, { series: 'T', unit: '°C', ideal: 'ideal', time: (t) => t, number: String });
    const areas = (option as { series: { markArea: { data: { xAxis: number; yAxis: number }[][] } }[] }).series[0]!.markArea.data;
    const moment = (i: number) => Date.parse(points[i]!.time);
    expect(areas.map(([from, to]) => [from!.xAxis, to!.xAxis])).toEqual([
      [moment(0), moment(1)],
      [moment(1), moment(3)],
      [moment(3), moment(3)],
    ]);
    expect(areas.map(([from, to]) => [from!.yAxis, to!.yAxis])).toEqual(steps.map((s) => [s.min, s.max]));
  });
});
