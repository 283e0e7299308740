import { describe, expect, it } from 'vitest';
import { FORECAST_FIXTURE } from './forecastFixture';
import { buildPcpOption, buildWeightForecastOption, type ForecastChartLabels } from './buildForecastOptions';

const labels: ForecastChartLabels = {
  actual: 'Weighed',
  forecast: 'Forecast',
  today: 'Today',
  target: (w) => `Target ${w} g`,
  reached: (age) => `Reached at ${age}`,
  planned: 'Planned',
  p10: 'P10',
  p90: 'P90',
  age: 'Age',
  number: String,
};

const forecast = FORECAST_FIXTURE;

type Series = { name: string; data: (number[] | number | null)[]; markLine?: { data: { xAxis?: number; yAxis?: number; name: string }[] } };
const seriesOf = (option: object) => (option as { series: Series[] }).series;

describe('buildWeightForecastOption', () => {
  it('draws the weighings up to today and the forecast from today on, meeting at today', () => {
    const [actual, predicted] = seriesOf(buildWeightForecastOption(forecast, labels));
    expect(actual!.data).toEqual([
      [28, 1600],
      [29, 1700],
    ]);
    expect(predicted!.data).toEqual([
      [30, 1800],
      [31, 1900],
      [32, 2000],
    ]);
  });

  it('shades the 80 % band between P10 and P90, stacked by day, each edge its own weight in the tooltip', () => {
    const series = seriesOf(buildWeightForecastOption(forecast, labels)) as (Series & { stack?: string; tooltip?: { valueFormatter: (v: number, i: number) => string } })[];
    const [low, high] = series.filter((s) => s.stack === 'band');
    expect(low!.name).toBe('P10');
    expect(low!.data).toEqual([
      [31, 1860],
      [32, 1950],
    ]);
    // Stacked on P10, the upper edge carries the band's width; its tooltip says the P90 itself.
    expect(high!.data).toEqual([
      [31, 80],
      [32, 105],
    ]);
    expect(high!.tooltip!.valueFormatter(105, 1)).toBe('2055 g');
    const unbanded = { ...forecast, predictions: forecast.predictions.map((p) => ({ ...p, weight_p10: null, weight_p90: null })) };
    expect(seriesOf(buildWeightForecastOption(unbanded, labels)).length).toBe(2);
  });

  it('marks today, the target weight and the day it is crossed, and the planned day', () => {
    const marks = seriesOf(buildWeightForecastOption(forecast, labels, 31))[1]!.markLine!.data;
    expect(marks.map((m) => [m.name, m.xAxis ?? m.yAxis])).toEqual([
      ['Today', 30],
      ['Reached at 32', 32],
      ['Planned', 31],
      ['Target 1950 g', 1950],
    ]);
    const reached = seriesOf(buildWeightForecastOption({ ...forecast, target: { ...forecast.target!, age: 30, reached: true } }, labels))[1]!.markLine!.data;
    expect(reached.map((m) => m.name)).toEqual(['Today', 'Target 1950 g']);
  });
});

describe('buildPcpOption', () => {
  it('splits the bars at today and shows them in tonnes', () => {
    const points = [
      { age: 29, weight: 1700, projection: 17_049 },
      { age: 30, weight: 1800, projection: 18_000 },
      { age: 31, weight: 1900, projection: 18_950 },
    ];
    const [past, future, weight] = seriesOf(buildPcpOption(points, 30, { past: 'To today', forecast: 'Forecast', weight: 'Weight', age: 'Age', number: String }));
    expect(past!.data).toEqual([17, 18, null]);
    expect(future!.data).toEqual([null, null, 19]);
    expect(weight!.data).toEqual([1700, 1800, 1900]);
  });
});
