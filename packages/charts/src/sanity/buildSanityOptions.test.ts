import { describe, expect, it } from 'vitest';
import { buildClimateLineOption } from './buildClimateLineOption';
import { buildComfortByAgeOption, buildComfortDonutOption } from './buildComfortOptions';
import { buildGaugeOption } from './buildGaugeOption';
import { COMFORT_COLORS, OUT_OF_BAND_COLOR } from './comfortColors';

const number = (n: number) => n.toFixed(1);
type AnySeries = { data: unknown[]; color?: string; axisLine?: { lineStyle: { color: [number, string][] } }; markArea?: { data: { xAxis: number; yAxis: number }[][] }; pointer?: { show: boolean } };
const series = (option: unknown) => (option as { series: AnySeries[] }).series;

describe('gauges', () => {
  it('colour the rim green over the ideal band and red outside it, on the spec scale', () => {
    const [gauge] = series(buildGaugeOption(24, { min: 0, max: 40 }, { min: 20, max: 30 }, '°C', number));
    expect(gauge!.axisLine!.lineStyle.color).toEqual([
      [0.5, OUT_OF_BAND_COLOR],
      [0.75, COMFORT_COLORS[0]],
      [1, OUT_OF_BAND_COLOR],
    ]);
    expect(gauge!.data).toEqual([{ value: 24 }]);
  });

  it('show no needle without a current value', () => {
    expect(series(buildGaugeOption(null, { min: 0, max: 100 }, { min: 51, max: 71 }, '%', number))[0]!.pointer).toEqual({ show: false, width: 5 });
  });
});

describe('climate lines', () => {
  it('draw the measure over time with the ideal band shaded, skipping moments without it', () => {
    const points = [
      { time: '2026-11-23T08:00:00Z', temperature: 24, humidity: 60, co2: null },
      { time: '2026-11-23T08:10:00Z', temperature: null, humidity: null, co2: 1200 },
      { time: '2026-11-23T08:20:00Z', temperature: 25, humidity: 58, co2: null },
    ];
    const ideal = [{ first: 0, last: 1, day: '2026-11-23', age: 20, min: 21, max: 25 }];
    const option = buildClimateLineOption(points, 'temperature', ideal, { series: 'T', unit: '°C', ideal: 'ideal', time: (t) => t.slice(11, 16), number });
    // A time axis, labelled in the reader's clock.
    const axis = (option as { xAxis: { type: string; axisLabel: { formatter: (v: number) => string } } }).xAxis;
    expect(axis.type).toBe('time');
    expect(axis.axisLabel.formatter(Date.parse('2026-11-23T08:20:00Z'))).toBe('08:20');
    const [line] = series(option);
    expect(line!.data).toEqual([
      [Date.parse('2026-11-23T08:00:00Z'), 24],
      [Date.parse('2026-11-23T08:20:00Z'), 25],
    ]);
    expect(line!.markArea!.data[0]!.map((edge) => edge.yAxis)).toEqual([21, 25]);
  });

  it('put each reading at its moment and break the line where the readings stop', () => {
    const at = (minutes: number, temperature: number) => ({ time: new Date(Date.parse('2026-11-23T08:00:00Z') + minutes * 60_000).toISOString(), temperature, humidity: 60, co2: null });
    // Every 10 minutes, then two silent hours.
    const points = [at(0, 24), at(10, 24.5), at(20, 25), at(30, 25), at(150, 26), at(160, 26.5)];
    const [line] = series(buildClimateLineOption(points, 'temperature', [], { series: 'T', unit: '°C', ideal: 'ideal', time: (t) => t, number }));
    const data = line!.data as unknown as [number, number | null][];
    expect(data.map(([, v]) => v)).toEqual([24, 24.5, 25, 25, null, 26, 26.5]);
    // The break sits inside the silence; the points keep their own moments.
    expect(data[4]![0]).toBeGreaterThan(Date.parse(points[3]!.time));
    expect(data[4]![0]).toBeLessThan(Date.parse(points[4]!.time));
    expect(data[5]![0]).toBe(Date.parse(points[4]!.time));
  });
});

describe('comfort charts', () => {
  const labels = { levels: ['Confortável', 'Intermediário', 'Crítico', 'Letal'] as const, age: 'Idade', hours: 'h', number };

  it('stack the hours of each level per day, coloured by level', () => {
    const bars = series(buildComfortByAgeOption([{ age: 20, hours: [20, 3, 1, 0] }, { age: 21, hours: [24, 0, 0, 0] }], labels));
    expect(bars.map((s) => s.data)).toEqual([[20, 24], [3, 0], [1, 0], [0, 0]]);
    expect(bars.map((s) => s.color)).toEqual([...COMFORT_COLORS]);
  });

  it('label each day with what `day` makes of its age and calendar day', () => {
    const option = buildComfortByAgeOption([{ age: 27, date: '2026-11-24', hours: [24, 0, 0, 0] }, { age: 28, date: '2026-11-25', hours: [15, 0, 2, 0] }], { ...labels, day: (d) => `${d.age} ${d.date}` });
    expect((option as { xAxis: { data: string[] } }).xAxis.data).toEqual(['27 2026-11-24', '28 2026-11-25']);
  });

  it('leave levels without hours out of the donut', () => {
    const [donut] = series(buildComfortDonutOption([44, 3, 1, 0], labels));
    expect((donut!.data as { name: string; value: number }[]).map((d) => [d.name, d.value])).toEqual([
      ['Confortável', 44],
      ['Intermediário', 3],
      ['Crítico', 1],
    ]);
  });
});
