import { ALERT_SEVERITY, DEFAULT_ALERT_THRESHOLDS, timeOfHour, type AlertParams, type AlertSubtype, type AlertType } from '@plantel/contracts';
import { IDEAL_HUMIDITY, idealTemperatureBand } from '@plantel/domain';
import { ageAt, type BatchTimeline } from './batch-timeline';
import type { Climate } from './climate';
import type { AnomalyPlan } from './farm-description';
import type { AlertRow, AlertSubject, BatchSummaryRow, MinimumConsumptionAlertRow } from './farm-rows';
import type { Flock } from './flock';
import { HOUR_MS } from './time';

export interface AlertInput {
  anomalies: readonly AnomalyPlan[];
  batchKey: number;
  timeline: BatchTimeline;
  flock: Flock | null;
  climate: Climate;
  summary: BatchSummaryRow;
  rules: readonly MinimumConsumptionAlertRow[];
  /** When the silos actually ran out (the hour the simulation found), for the silo_empty alert. */
  ranOutAt: number | null;
  /** The S0 sensor of each division, by division key: its device key and identification. */
  s0Of: (division: number) => { key: number; identification: string };
  now: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The alerts of the planted anomalies, as the farm's system and the alert engine would have raised
 * them when each began, worded with figures from the generated data: resolved when the anomaly is
 * over by `now`, open when it goes on (the engine then finds it in the data and keeps it open, or
 * resolves it if its rules see otherwise). Subjects are those the engine's rules use.
 */
export function anomalyAlerts(input: AlertInput): AlertRow[] {
  const { timeline, flock, now } = input;
  const rows: AlertRow[] = [];
  const add = (type: AlertType, subtype: AlertSubtype, from: number, to: number | null, params: AlertParams, subject: AlertSubject = null) => {
    if (from < timeline.windowStart || from > now) return;
    const resolvedAt = to !== null && to < now ? to : null;
    rows.push({ batch: input.batchKey, type, subtype, severity: ALERT_SEVERITY[subtype], params, subject, age: ageAt(timeline, from), occurredAt: from, resolvedAt });
  };
  const box1 = { division: 0 };
  for (const anomaly of input.anomalies) {
    const planned = now - anomaly.hoursAgo * HOUR_MS;
    switch (anomaly.kind) {
      case 'heat_wave': {
        const from = planned - HOUR_MS;
        const to = from + anomaly.hours * HOUR_MS;
        const hottest = input.climate.s0.filter((r) => r.measuredAt >= from && r.measuredAt <= to).reduce((max, r) => Math.max(max, r.environmentTemperature), -Infinity);
        const band = idealTemperatureBand(ageAt(timeline, planned));
        if (Number.isFinite(hottest)) add('Ambiência', 'temperature_high', planned, to, { division: 'Box 1', value: round1(hottest), min: round1(band.min), max: round1(band.max) }, box1);
        break;
      }
      case 'humidity_high':
        add('Ambiência', 'humidity_high', planned - anomaly.hours * HOUR_MS + HOUR_MS, planned, { division: 'Box 1', value: 85, min: IDEAL_HUMIDITY.min, max: IDEAL_HUMIDITY.max }, box1);
        break;
      case 'stuck_sensor': {
        const from = planned - 3 * HOUR_MS;
        const sensor = input.s0Of(anomaly.division);
        add('Ambiência', 'sensor_stuck', planned, from + anomaly.hours * HOUR_MS, { device: sensor.identification, position: `Box ${anomaly.division + 1}`, hours: 3 }, { device: sensor.key });
        break;
      }
      case 'mortality_spike': {
        // The day the flock's spike fell on: the last whole day by then.
        const age = Math.min(ageAt(timeline, planned), ageAt(timeline, now) - 1);
        const permille = flock ? flock.dailyLossRate(age) * 1000 : 0;
        const limit = DEFAULT_ALERT_THRESHOLDS.daily_mortality_permille;
        if (permille > limit) add('Sanidade', 'mortality_high', planned, planned + 24 * HOUR_MS, { value: round1(permille), limit, day: age });
        break;
      }
      case 'consumption_drop': {
        const rule = input.rules[0];
        // Its subject is the rule, whose id the engine knows: only the finished episode is history here.
        if (rule && planned + HOUR_MS <= now) {
          const params = { rule: rule.name, value: Math.round((rule.minConsumptionValue * 2) / 3), min: rule.minConsumptionValue, start: timeOfHour(rule.startTime), end: timeOfHour(rule.startTime + rule.interval) };
          add('Nutrição', 'consumption_low', planned - 6 * HOUR_MS, planned + HOUR_MS, params);
        }
        break;
      }
      case 'silo_empty':
        add('Nutrição', 'silo_empty', input.ranOutAt ?? planned, null, {});
        break;
      case 'weight_loss': {
        const rows = flock?.performanceRows.filter((p) => p.division === anomaly.division) ?? [];
        const last = rows.at(-1);
        const before = rows.find((p) => last && p.age === last.age - anomaly.days);
        const percent = last && before ? round1((100 * (before.weight - last.weight)) / before.weight) : 0;
        add('Desempenho', 'weight_loss', planned, null, { division: `Box ${anomaly.division + 1}`, percent, days: anomaly.days }, { division: anomaly.division });
        break;
      }
      case 'weight_behind': {
        const { weight, performance } = input.summary;
        if (weight !== null && performance && 100 - performance > DEFAULT_ALERT_THRESHOLDS.weight_below_reference_percent) {
          const reference = (weight * 100) / performance;
          add('Desempenho', 'weight_below_reference', planned, null, { weight: Math.round(weight), reference: Math.round(reference), percent: round1(100 - performance) });
        }
        break;
      }
    }
  }
  return rows;
}
