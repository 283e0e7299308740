import { describe, expect, it } from 'vitest';
import type { ConsumptionEntry, OccupationRecord } from '@plantel/contracts';
import { buildConsumptionOption, buildForecastOption, buildOccupationHistoryOption } from './buildNutritionOptions';

const H = 3_600_000;
const number = (n: number) => String(n);
const time = (ms: number) => new Date(ms).toISOString();

const record = (hours: number, occupation: number, blackout = false): OccupationRecord => ({
  device_time: new Date(Date.UTC(2026, 10, 1) + hours * H).toISOString(),
  additional_info: { total_occupation: occupation, is_blackout: blackout, total_weight: 0, free_capacity: 0, consuming_ration: null },
});

const seriesOf = (option: unknown) => (option as { series: { data: unknown[]; stack?: string; markLine?: { data: unknown[] } }[] }).series;

describe('nutrition chart options', () => {
  it('writes the time axes’ labels and tooltip heading with the given formatter, not ECharts’ browser clock', () => {
    type TimeAxis = { type: string; axisLabel: { formatter: (ms: number) => string }; axisPointer: { label: { formatter: (p: { value: number }) => string } } };
    const shown = (ms: number) => `at ${ms}`;
    const points = [{ timestamp: '2026-11-01T00:00:00.000Z', amount: 500 }];
    for (const option of [buildOccupationHistoryOption([], { time: shown, number }), buildForecastOption(points, null, { time: shown, number, stock: 'Stock', runsOut: 'Ends' })]) {
      const axis = (option as { xAxis: TimeAxis }).xAxis;
      expect(axis.type).toBe('time');
      expect(axis.axisLabel.formatter(1_000)).toBe('at 1000');
      expect(axis.axisPointer.label.formatter({ value: 2_000 })).toBe('at 2000');
    }
  });

  it('puts the time axis ticks where the given clock says, over the span of the data', () => {
    type Axis = { axisLabel: { customValues?: number[] }; axisTick?: { customValues: number[] } };
    const spans: number[][] = [];
    const ticks = (min: number, max: number) => {
      spans.push([min, max]);
      return [min, max];
    };
    const start = Date.UTC(2026, 10, 1);
    const occupation = buildOccupationHistoryOption([{ name: 'Silo 1', records: [record(5, 0.5), record(1, 0.4)] }, { name: 'Silo 2', records: [record(9, 0.3)] }], { time, number, ticks });
    const points = [{ timestamp: '2026-11-01T02:00:00.000Z', amount: 500 }, { timestamp: '2026-11-02T02:00:00.000Z', amount: 0 }];
    const forecast = buildForecastOption(points, null, { time, number, ticks, stock: 'Stock', runsOut: 'Ends' });
    expect(spans).toEqual([[start + H, start + 9 * H], [start + 2 * H, start + 26 * H]]);
    for (const option of [occupation, forecast]) {
      const axis = (option as { xAxis: Axis }).xAxis;
      expect(axis.axisLabel.customValues).toEqual(axis.axisTick!.customValues);
    }
    expect(((buildOccupationHistoryOption([], { time, number, ticks }) as { xAxis: Axis }).xAxis.axisLabel.customValues)).toBeUndefined();
  });

  it('draws occupation in percent and breaks the line at blackouts and at gaps over 3 h', () => {
    const option = buildOccupationHistoryOption([{ name: 'Silo 1', records: [record(0, 0.5), record(1, 0.456), record(2, 0.45, true), record(8, 0.3)] }], { time, number });
    const data = seriesOf(option)[0]!.data as [number, number | null][];
    expect(data.map(([, v]) => v)).toEqual([50, 45.6, null, null, 30]);
    // The break sits right after the last reading before the gap.
    expect(data[3]![0]).toBe(data[2]![0] + 1);
  });

  const entry = (age: number, amount: number, ideal: number | null, lodged: number, days = 1, estimated = 0): ConsumptionEntry => ({
    age,
    week: Math.floor(age / 7),
    date: '2026-11-01',
    days,
    amount,
    estimated_amount: estimated,
    ideal_amount: ideal,
    current_lodged: lodged,
    last_anniversary: '2026-11-01T00:00:00.000Z',
  });
  const labels = { real: 'Real', estimated: 'Est', reference: 'Ref', axis: 'Age', unit: 'g', number };

  it('shows feed per animal per day: grams per bird, kilograms per pig, a week divided by its days', () => {
    const birds = seriesOf(buildConsumptionOption([entry(20, 2000, 2100, 20_000)], 'perAnimal', 'days', 'g', labels));
    expect(birds[0]!.data).toEqual([100]);
    expect(birds[2]!.data).toEqual([105]);
    const pigs = seriesOf(buildConsumptionOption([entry(13, 14_000, null, 1000, 7)], 'perAnimal', 'weeks', 'kg', labels));
    expect(pigs[0]!.data).toEqual([2]);
    expect(pigs[2]!.data).toEqual([null]);
    const total = buildConsumptionOption([entry(13, 14_000.4, 13_999.6, 1000, 7)], 'total', 'weeks', 'kg', labels) as { xAxis: { data: string[] } };
    expect(total.xAxis.data).toEqual(['1']);
    expect(seriesOf(total)[0]!.data).toEqual([14_000]);
  });

  it('stacks the estimated part of a day on the measured part, lighter and named in the legend', () => {
    // 1,000 kg eaten, 280 kg of it estimated for a silo that did not report.
    const option = buildConsumptionOption([entry(21, 1_000, 1_050, 10_000, 1, 280)], 'total', 'days', 'kg', labels) as { legend: { data: string[] } };
    const [measured, estimated] = seriesOf(option);
    expect(measured!.data).toEqual([720]);
    expect(estimated!.data).toEqual([280]);
    expect([measured!.stack, estimated!.stack]).toEqual(['eaten', 'eaten']);
    expect(option.legend.data).toEqual(['Real', 'Est', 'Ref']);
  });

  it('marks the run-out moment only when there is one', () => {
    const points = [
      { timestamp: '2026-11-01T00:00:00.000Z', amount: 500 },
      { timestamp: '2026-11-01T04:00:00.000Z', amount: 0 },
    ];
    const marked = seriesOf(buildForecastOption(points, points[1]!.timestamp, { time, number, stock: 'Stock', runsOut: 'Ends' }))[0]!;
    expect(marked.markLine!.data).toEqual([{ xAxis: Date.parse(points[1]!.timestamp) }]);
    expect(marked.data).toEqual([[Date.parse(points[0]!.timestamp), 500], [Date.parse(points[1]!.timestamp), 0]]);
    expect(seriesOf(buildForecastOption(points.slice(0, 1), null, { time, number, stock: 'Stock', runsOut: 'Ends' }))[0]!.markLine).toBeUndefined();
  });
});
