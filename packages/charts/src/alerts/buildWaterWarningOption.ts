import type { WaterWarningChart } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';
import { CONSUMPTION_COLORS } from '../nutrition/nutritionColors';

export interface WaterWarningLabels {
  /** A day's start or an hour's start (ISO) as the axis shows it. */
  day: (iso: string) => string;
  hour: (iso: string) => string;
  number: (value: number) => string;
  water: string;
  expectedWater: string;
  feed: string;
  expectedFeed: string;
  ratio: string;
  bandLow: string;
  bandHigh: string;
  litres: string;
  sameHourBefore: string;
}

const dashed = { type: 'dashed' } as const;

/**
 * A water warning's own chart: for a shortfall, water (and feed) per animal per day against the
 * batch's expectation; for a ratio out of band, the water:feed ratio per day between its band's
 * edges; for a leak, the shed's litres per hour against the same hour of the days before.
 */
export function buildWaterWarningOption(chart: WaterWarningChart, labels: WaterWarningLabels): EChartsCoreOption {
  const base = { animation: false, tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? labels.number(v) : '') } };
  if (chart.subtype === 'water_leak') {
    return {
      ...base,
      legend: { data: [labels.litres, labels.sameHourBefore], bottom: 0 },
      grid: { left: 56, right: 16, top: 24, bottom: 56 },
      xAxis: { type: 'category', data: chart.hours.map((h) => labels.hour(h.time)), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', name: 'L', axisLabel: { formatter: labels.number } },
      series: [
        { name: labels.litres, type: 'bar', color: CONSUMPTION_COLORS.water, data: chart.hours.map((h) => h.litres) },
        { name: labels.sameHourBefore, type: 'line', color: CONSUMPTION_COLORS.reference, lineStyle: dashed, data: chart.hours.map((h) => h.expected) },
      ],
    };
  }
  const days = chart.days.map((d) => labels.day(d.start));
  if (chart.subtype === 'ratio_out_of_band') {
    return {
      ...base,
      legend: { data: [labels.ratio, labels.bandLow, labels.bandHigh], bottom: 0 },
      grid: { left: 56, right: 16, top: 24, bottom: 56 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', name: 'L/kg', min: 0, axisLabel: { formatter: labels.number } },
      series: [
        { name: labels.ratio, type: 'line', color: CONSUMPTION_COLORS.ratio, data: chart.days.map((d) => d.ratio) },
        { name: labels.bandLow, type: 'line', step: 'middle', color: CONSUMPTION_COLORS.reference, lineStyle: dashed, symbol: 'none', data: chart.days.map((d) => d.band_low) },
        { name: labels.bandHigh, type: 'line', step: 'middle', color: CONSUMPTION_COLORS.reference, lineStyle: dashed, symbol: 'none', data: chart.days.map((d) => d.band_high) },
      ],
    };
  }
  return {
    ...base,
    legend: { data: [labels.water, labels.expectedWater, labels.feed, labels.expectedFeed], bottom: 0 },
    grid: { left: 56, right: 56, top: 24, bottom: 72 },
    xAxis: { type: 'category', data: days },
    yAxis: [
      { type: 'value', name: 'L', axisLabel: { formatter: labels.number } },
      { type: 'value', name: 'kg', splitLine: { show: false }, axisLabel: { formatter: labels.number } },
    ],
    series: [
      { name: labels.water, type: 'bar', color: CONSUMPTION_COLORS.water, data: chart.days.map((d) => d.water) },
      { name: labels.expectedWater, type: 'line', color: CONSUMPTION_COLORS.water, lineStyle: dashed, data: chart.days.map((d) => d.expected_water) },
      { name: labels.feed, type: 'line', yAxisIndex: 1, color: CONSUMPTION_COLORS.real, data: chart.days.map((d) => d.feed) },
      { name: labels.expectedFeed, type: 'line', yAxisIndex: 1, color: CONSUMPTION_COLORS.real, lineStyle: dashed, data: chart.days.map((d) => d.expected_feed) },
    ],
  };
}
