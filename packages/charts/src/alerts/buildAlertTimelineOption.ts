import { ALERT_TYPES, type AlertType } from '@plantel/contracts';
import type { EChartsCoreOption } from '../chart-format';

/** One colour per alert type, the same on the cards and the chart. */
export const ALERT_TYPE_COLORS: Record<AlertType, string> = {
  Ambiência: '#ef6c00',
  Sanidade: '#c62828',
  Desempenho: '#6a1b9a',
  Nutrição: '#1565c0',
};

/** Alerts opened on each of the given days (local YYYY-MM-DD), per type. */
export function alertsPerDay(alerts: readonly { type: AlertType; timestamp: string }[], days: readonly string[], dayOf: (iso: string) => string) {
  const counts = new Map(ALERT_TYPES.map((type) => [type, days.map(() => 0)]));
  for (const alert of alerts) {
    const i = days.indexOf(dayOf(alert.timestamp));
    if (i >= 0) counts.get(alert.type)![i]!++;
  }
  return counts;
}

/** The timeline: alerts opened per day, stacked by type. */
export function buildAlertTimelineOption(
  perDay: Map<AlertType, number[]>,
  dayLabels: readonly string[],
  labels: { types: Record<AlertType, string>; alerts: string },
): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: [...dayLabels] },
    yAxis: { type: 'value', name: labels.alerts, minInterval: 1 },
    series: ALERT_TYPES.map((type) => ({ name: labels.types[type], type: 'bar', stack: 'alerts', color: ALERT_TYPE_COLORS[type], data: perDay.get(type) })),
  };
}
