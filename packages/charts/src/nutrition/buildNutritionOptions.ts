import type { ConsumptionEntry, OccupationRecord, StockPoint } from '@plantel/contracts';
import { timeAxis, tooltipValue, type TimeTicks } from '../chart-format';
import type { EChartsCoreOption } from '../chart-format';
import { CONSUMPTION_COLORS, SILO_SERIES_COLORS } from './nutritionColors';

const HOUR_MS = 3_600_000;

interface AxisLabels {
  /** A moment as the axis and tooltip show it. */
  time: (ms: number) => string;
  number: (value: number) => string;
  /** Where the time axis's ticks fall (the company's round hours); ECharts' choice without it. */
  ticks?: TimeTicks;
}

/**
 * Each silo's occupation (%) over the chosen days, one line per silo. Blackout readings repeat a stale
 * weight, so they break the line instead of drawing it; so does a gap of more than three hours.
 */
export function buildOccupationHistoryOption(silos: readonly { name: string; records: readonly OccupationRecord[] }[], labels: AxisLabels): EChartsCoreOption {
  const series = silos.map((silo, i) => {
    const data: [number, number | null][] = [];
    let last = -Infinity;
    for (const r of silo.records) {
      const time = Date.parse(r.device_time);
      if (time - last > 3 * HOUR_MS && data.length) data.push([last + 1, null]);
      data.push([time, r.additional_info.is_blackout ? null : Math.round(r.additional_info.total_occupation * 1000) / 10]);
      last = time;
    }
    return { name: silo.name, type: 'line', showSymbol: false, connectNulls: false, color: SILO_SERIES_COLORS[i % SILO_SERIES_COLORS.length], data };
  });
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, '%') },
    legend: { data: silos.map((s) => s.name), bottom: 0 },
    grid: { left: 48, right: 16, top: 24, bottom: 56 },
    xAxis: timeAxis(labels.time, labels.ticks, series.flatMap((s) => s.data.map(([time]) => time))),
    yAxis: { type: 'value', name: '%', min: 0, max: 100 },
    series,
  };
}

export interface ConsumptionLabels {
  real: string;
  /** The estimated part of a day's feed (hours or silos the load cells missed). */
  estimated: string;
  reference: string;
  /** Axis name: days or weeks of age. */
  axis: string;
  unit: string;
  number: (value: number) => string;
}

export type ConsumptionMeasure = 'total' | 'perAnimal';

/**
 * Feed eaten against the reference per day or week of age: the total in kg, or per animal (g per
 * bird, kg per pig) over the animals lodged. Each bar stacks the measured feed and, lighter, the
 * part that is an estimate.
 */
export function buildConsumptionOption(
  entries: readonly ConsumptionEntry[],
  measure: ConsumptionMeasure,
  grouping: 'days' | 'weeks',
  feedUnit: 'g' | 'kg',
  labels: ConsumptionLabels,
): EChartsCoreOption {
  const perAnimal = (kg: number | null, e: ConsumptionEntry) => {
    if (kg === null || e.current_lodged <= 0 || e.days <= 0) return null;
    const value = kg / e.current_lodged / e.days;
    return Math.round((feedUnit === 'g' ? value * 1000 : value) * 100) / 100;
  };
  const value = (kg: number | null, e: ConsumptionEntry) => (measure === 'total' ? (kg === null ? null : Math.round(kg)) : perAnimal(kg, e));
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, labels.unit) },
    legend: { data: [labels.real, labels.estimated, labels.reference], bottom: 0 },
    grid: { left: 64, right: 16, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: entries.map((e) => String(grouping === 'weeks' ? e.week : e.age)), name: labels.axis, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: labels.unit, axisLabel: { formatter: labels.number } },
    series: [
      { name: labels.real, type: 'bar', stack: 'eaten', color: CONSUMPTION_COLORS.real, data: entries.map((e) => value(e.amount - e.estimated_amount, e)) },
      { name: labels.estimated, type: 'bar', stack: 'eaten', color: CONSUMPTION_COLORS.estimated, data: entries.map((e) => value(e.estimated_amount, e)) },
      { name: labels.reference, type: 'line', color: CONSUMPTION_COLORS.reference, symbolSize: 6, data: entries.map((e) => value(e.ideal_amount, e)) },
    ],
  };
}

/** The stock falling from the last reading to zero, with the run-out moment marked. */
export function buildForecastOption(points: readonly StockPoint[], endsAt: string | null, labels: AxisLabels & { stock: string; runsOut: string }): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, 'kg') },
    grid: { left: 64, right: 24, top: 40, bottom: 40 },
    xAxis: timeAxis(labels.time, labels.ticks, points.map((p) => Date.parse(p.timestamp))),
    yAxis: { type: 'value', name: 'kg', min: 0, axisLabel: { formatter: labels.number } },
    series: [
      {
        name: labels.stock,
        type: 'line',
        showSymbol: false,
        color: CONSUMPTION_COLORS.real,
        areaStyle: { opacity: 0.15 },
        data: points.map((p) => [Date.parse(p.timestamp), p.amount]),
        markLine: endsAt
          ? {
              silent: true,
              symbol: 'none',
              lineStyle: { color: '#c62828', type: 'dashed' },
              label: { formatter: `${labels.runsOut}: ${labels.time(Date.parse(endsAt))}`, position: 'end', align: 'right' },
              data: [{ xAxis: Date.parse(endsAt) }],
            }
          : undefined,
      },
    ],
  };
}

/** Litres drunk in each hour of the last 48 h. */
export function buildWaterHourlyOption(hours: readonly { time: string; litres: number | null }[], labels: AxisLabels & { litres: string }): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(labels.number, 'L') },
    grid: { left: 56, right: 16, top: 24, bottom: 40 },
    xAxis: { type: 'category', data: hours.map((h) => labels.time(Date.parse(h.time))), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: 'L', axisLabel: { formatter: labels.number } },
    series: [{ name: labels.litres, type: 'bar', color: CONSUMPTION_COLORS.water, data: hours.map((h) => h.litres) }],
  };
}

/** Litres per day of age, with litres drunk per kg of feed on a second axis. */
export function buildWaterDailyOption(
  days: readonly { age: number; litres: number | null; water_feed_ratio: number | null }[],
  labels: { litres: string; ratio: string; age: string; number: (value: number) => string },
): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.litres, labels.ratio], bottom: 0 },
    grid: { left: 64, right: 48, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: days.map((d) => String(d.age)), name: labels.age, nameLocation: 'middle', nameGap: 28 },
    yAxis: [
      { type: 'value', name: 'L', axisLabel: { formatter: labels.number } },
      { type: 'value', name: 'L/kg', min: 0, splitLine: { show: false } },
    ],
    series: [
      { name: labels.litres, type: 'bar', color: CONSUMPTION_COLORS.water, data: days.map((d) => d.litres) },
      { name: labels.ratio, type: 'line', yAxisIndex: 1, color: CONSUMPTION_COLORS.ratio, data: days.map((d) => d.water_feed_ratio) },
    ],
  };
}
