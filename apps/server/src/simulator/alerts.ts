import type { AlertType } from '@plantel/contracts';
import { ageAt, type BatchTimeline } from './batch-timeline';
import type { Climate } from './climate';
import type { AnomalyPlan } from './farm-description';
import type { AlertRow, BatchSummaryRow, MinimumConsumptionAlertRow } from './farm-rows';
import type { Flock } from './flock';
import { HOUR_MS } from './time';

const decimal = (x: number, digits: number) => x.toFixed(digits).replace('.', ',');
const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

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
  now: number;
}

/**
 * The alert each planted anomaly raises, worded in pt-BR with figures taken from the generated data,
 * at the anomaly's planned time (silos running empty: when the simulation found them empty, up to
 * an hour or two before the plan, since deliveries are whole).
 */
export function anomalyAlerts(input: AlertInput): AlertRow[] {
  const { timeline, flock, now } = input;
  return input.anomalies.map((anomaly) => {
    const planned = now - anomaly.hoursAgo * HOUR_MS;
    const occurredAt = anomaly.kind === 'silo_empty' ? (input.ranOutAt ?? planned) : planned;
    const age = ageAt(timeline, occurredAt);
    const alert = (type: AlertType, subtype: string, message: string): AlertRow => ({ batch: input.batchKey, type, subtype, message, age, occurredAt });
    switch (anomaly.kind) {
      case 'heat_wave': {
        const from = occurredAt - HOUR_MS;
        const hottest = input.climate.s0
          .filter((r) => r.measuredAt >= from && r.measuredAt <= from + anomaly.hours * HOUR_MS)
          .reduce((max, r) => Math.max(max, r.environmentTemperature), -Infinity);
        const shown = Number.isFinite(hottest) ? ` (${decimal(hottest, 1)} °C)` : '';
        return alert('Ambiência', 'temperature_high', `Temperatura acima da faixa ideal para ${age} dias${shown}`);
      }
      case 'humidity_high':
        return alert('Ambiência', 'humidity_high', `Umidade acima de 80% por ${anomaly.hours} horas`);
      case 'stuck_sensor':
        return alert('Ambiência', 'sensor_stuck', `Sensor S0 do Box ${anomaly.division + 1} sem variação há 3 horas`);
      case 'silo_empty':
        return alert('Nutrição', 'silo_empty', 'Silos vazios: o lote está sem ração');
      case 'consumption_drop': {
        const rule = input.rules[0];
        const window = rule ? ` entre ${hh(rule.startTime)} e ${hh(rule.endTime)}` : '';
        return alert('Nutrição', 'consumption_low', `Consumo abaixo do mínimo configurado${window}`);
      }
      case 'weight_loss': {
        const rows = flock?.performanceRows.filter((p) => p.division === anomaly.division) ?? [];
        const last = rows.at(-1);
        const before = rows.find((p) => last && p.age === last.age - anomaly.days);
        const drop = last && before ? ` (−${decimal((100 * (before.weight - last.weight)) / before.weight, 1)}%)` : '';
        return alert('Desempenho', 'weight_loss', `Box ${anomaly.division + 1} perdeu peso nos últimos ${anomaly.days} dias${drop}`);
      }
      case 'weight_behind': {
        const behind = input.summary.performance !== null ? Math.round(100 - input.summary.performance) : anomaly.percent;
        return alert('Desempenho', 'weight_behind', `Peso médio ${behind}% abaixo da referência`);
      }
      case 'mortality_spike': {
        const rate = flock ? flock.dailyLossRate(age) * 100 : 0;
        return alert('Sanidade', 'mortality_high', `Mortalidade diária acima do normal (${decimal(rate, 2)}%)`);
      }
    }
  });
}
