import type { EChartsCoreOption } from '../chart-format';
import { COMFORT_COLORS, LINE_COLOR } from './comfortColors';

type Hours = readonly [number, number, number, number];

export interface ComfortLabels {
  /** Names of the levels 0 comfortable … 3 lethal. */
  levels: readonly [string, string, string, string];
  age: string;
  hours: string;
  number: (n: number) => string;
  /** A column's label (e.g. its age and calendar day); its age alone when not given. */
  day?: (entry: { age: number; date: string }) => string;
}

type DayHours = { age: number; date?: string; hours: Hours };

/** Hours in each comfort level per day (the company's calendar days, with their ages), as stacked columns coloured by level. */
export function buildComfortByAgeOption(byAge: readonly DayHours[], labels: ComfortLabels): EChartsCoreOption {
  const label = (d: DayHours) => (labels.day && d.date !== undefined ? labels.day({ age: d.age, date: d.date }) : String(d.age));
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${labels.number(v)} ${labels.hours}` },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 24, bottom: labels.day ? 76 : 56 },
    // Two-line labels (age over day) need a line height of their own, or the lines print over each other.
    xAxis: { type: 'category', name: labels.age, nameLocation: 'middle', nameGap: labels.day ? 44 : 24, data: byAge.map(label), axisLabel: { lineHeight: 15, hideOverlap: true } },
    yAxis: { type: 'value', name: labels.hours, max: 24, interval: 6 },
    series: labels.levels.map((name, level) => ({
      name,
      type: 'bar',
      stack: 'comfort',
      color: COMFORT_COLORS[level],
      data: byAge.map((d) => d.hours[level]),
    })),
  };
}

/** The share of the batch's hours in each comfort level, as a donut; levels with no hours are left out. */
export function buildComfortDonutOption(totals: Hours, labels: ComfortLabels): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number }) => `${p.name}: ${labels.number(p.value)} ${labels.hours} (${labels.number(p.percent)} %)` },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        label: { show: false },
        data: labels.levels.flatMap((name, level) => (totals[level]! > 0 ? [{ name, value: totals[level], itemStyle: { color: COMFORT_COLORS[level] } }] : [])),
      },
    ],
  };
}

/** Each day's air temperature range (max − min), °C. */
export function buildAmplitudeOption(days: readonly { age: number; amplitude: number }[], labels: { age: string; unit: string; number: (n: number) => string }): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${labels.number(v)} ${labels.unit}` },
    grid: { left: 40, right: 16, top: 24, bottom: 40 },
    xAxis: { type: 'category', name: labels.age, nameLocation: 'middle', nameGap: 24, data: days.map((d) => String(d.age)) },
    yAxis: { type: 'value', name: labels.unit },
    series: [{ type: 'bar', color: LINE_COLOR, data: days.map((d) => d.amplitude) }],
  };
}
