import type { PcpProjection, SlaughterForecast } from '@plantel/contracts';
import { tooltipValue } from '../chart-format';
import type { EChartsCoreOption } from '../chart-format';

type Forecast = SlaughterForecast['results'];

export const FORECAST_COLORS = { actual: '#2e7d32', forecast: '#1565c0', band: 'rgba(21, 101, 192, 0.15)', target: '#c62828', today: '#616161', planned: '#ef6c00', past: '#81c784' } as const;

/** The age on the planned slaughter day, when that day is among the forecast's days. */
export const plannedAgeOf = (forecast: Pick<Forecast, 'plan' | 'predictions'>): number | null =>
  forecast.plan.target_date ? (forecast.predictions.find((p) => p.date === forecast.plan.target_date)?.age ?? null) : null;

export interface ForecastChartLabels {
  actual: string;
  forecast: string;
  /** Marker texts, already formatted. */
  today: string;
  target: (weight: number) => string;
  reached: (age: number) => string;
  planned: string;
  /** The band's edges in the tooltip: the 80 % prediction interval's P10 and P90. */
  p10: string;
  p90: string;
  age: string;
  number: (value: number) => string;
}

/**
 * The 80 % prediction interval as a shaded band: P10, and above it P90 − P10 stacked on it (a value
 * axis stacks by index, so both hold the same days). The tooltip shows each edge's own weight.
 */
function bandSeries(forecast: Forecast, labels: ForecastChartLabels): object[] {
  const days = forecast.predictions.filter((p) => p.weight_p10 !== null && p.weight_p90 !== null);
  if (days.length === 0) return [];
  const edge = { type: 'line', stack: 'band', symbol: 'none', lineStyle: { opacity: 0 } };
  return [
    { ...edge, name: labels.p10, color: FORECAST_COLORS.forecast, data: days.map((p) => [p.age, p.weight_p10]) },
    {
      ...edge,
      name: labels.p90,
      color: FORECAST_COLORS.forecast,
      areaStyle: { color: FORECAST_COLORS.band },
      data: days.map((p) => [p.age, p.weight_p90! - p.weight_p10!]),
      tooltip: { valueFormatter: (_: unknown, index: number) => tooltipValue(labels.number, 'g')(days[index]!.weight_p90!) },
    },
  ];
}

/**
 * Weight by age: the weighed line up to today, the forecast line from today's weight on (so the two
 * meet at today) within its P10–P90 band, the target weight across and the day it is crossed, and the
 * planned day when set.
 */
export function buildWeightForecastOption(forecast: Forecast, labels: ForecastChartLabels, plannedAge: number | null = null): EChartsCoreOption {
  const actual = forecast.weighed.filter((d) => d.age <= forecast.age).map((d) => [d.age, d.weight]);
  const start = forecast.current_weight === null ? [] : [[forecast.age, forecast.current_weight]];
  const predicted = [...start, ...forecast.predictions.map((p) => [p.age, p.weight])];
  const verticals: object[] = [{ xAxis: forecast.age, name: labels.today, lineStyle: { color: FORECAST_COLORS.today }, label: { formatter: labels.today } }];
  if (forecast.target && !forecast.target.reached) {
    const text = labels.reached(forecast.target.age);
    verticals.push({ xAxis: forecast.target.age, name: text, lineStyle: { color: FORECAST_COLORS.target }, label: { formatter: text } });
  }
  if (plannedAge !== null) verticals.push({ xAxis: plannedAge, name: labels.planned, lineStyle: { color: FORECAST_COLORS.planned, type: 'solid' }, label: { formatter: labels.planned, position: 'insideEndTop' } });
  const targetWeight = forecast.target?.weight ?? forecast.plan.target_value;
  const horizontal = targetWeight === null ? [] : [{ yAxis: targetWeight, name: labels.target(targetWeight), lineStyle: { color: FORECAST_COLORS.target }, label: { formatter: labels.target(targetWeight), position: 'insideStartTop' } }];
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, 'g') },
    legend: { data: [labels.actual, labels.forecast], bottom: 0 },
    grid: { left: 64, right: 24, top: 32, bottom: 56 },
    xAxis: { type: 'value', name: labels.age, nameLocation: 'middle', nameGap: 28, min: 'dataMin', max: 'dataMax', minInterval: 1 },
    yAxis: { type: 'value', name: 'g', axisLabel: { formatter: labels.number } },
    series: [
      { name: labels.actual, type: 'line', color: FORECAST_COLORS.actual, symbolSize: 5, data: actual },
      {
        name: labels.forecast,
        type: 'line',
        color: FORECAST_COLORS.forecast,
        lineStyle: { type: 'dashed' },
        symbolSize: 4,
        data: predicted,
        markLine: { symbol: 'none', lineStyle: { type: 'dashed' }, data: [...verticals, ...horizontal] },
      },
      ...bandSeries(forecast, labels),
    ],
  };
}

export interface PcpChartLabels {
  past: string;
  forecast: string;
  weight: string;
  age: string;
  number: (value: number) => string;
}

/** The production projection by age: live weight of the batch (t) as bars, to today and forecast after, and the mean weight (g) as a line. */
export function buildPcpOption(points: readonly PcpProjection[], currentAge: number, labels: PcpChartLabels): EChartsCoreOption {
  const tonnes = (p: PcpProjection) => Math.round(p.projection / 100) / 10;
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.past, labels.forecast, labels.weight], bottom: 0 },
    grid: { left: 56, right: 64, top: 32, bottom: 56 },
    xAxis: { type: 'category', data: points.map((p) => String(p.age)), name: labels.age, nameLocation: 'middle', nameGap: 28 },
    yAxis: [
      { type: 'value', name: 't', axisLabel: { formatter: labels.number } },
      { type: 'value', name: 'g', axisLabel: { formatter: labels.number }, splitLine: { show: false } },
    ],
    series: [
      { name: labels.past, type: 'bar', stack: 'pcp', color: FORECAST_COLORS.past, data: points.map((p) => (p.age <= currentAge ? tonnes(p) : null)) },
      { name: labels.forecast, type: 'bar', stack: 'pcp', color: FORECAST_COLORS.forecast, data: points.map((p) => (p.age > currentAge ? tonnes(p) : null)) },
      { name: labels.weight, type: 'line', yAxisIndex: 1, color: FORECAST_COLORS.planned, symbolSize: 4, data: points.map((p) => p.weight) },
    ],
  };
}
