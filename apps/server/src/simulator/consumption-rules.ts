import type { Random } from '@plantel/domain';
import type { MinimumConsumptionAlertRow } from './farm-rows';

/**
 * Minimum-consumption rules as a producer would set them (spec §5: whole even hours, an even
 * interval that divides the window): a daytime rule and sometimes a night one, each asking for
 * about half of what the animals eat in an interval.
 */
export function consumptionRules(dailyDemandKg: number, random: Random): MinimumConsumptionAlertRow[] {
  const perHour = dailyDemandKg / 24;
  const day = random.pick([2, 4, 6, 12] as const);
  const rules: MinimumConsumptionAlertRow[] = [
    { name: 'Consumo diurno', startTime: 6, endTime: 18, interval: day, minConsumptionValue: Math.max(1, Math.round(perHour * day * 0.6)), activeAlert: true },
  ];
  if (random.chance(0.5)) {
    const night = random.pick([2, 6] as const);
    rules.push({ name: 'Consumo noturno', startTime: 18, endTime: 24, interval: night, minConsumptionValue: Math.max(1, Math.round(perHour * night * 0.2)), activeAlert: random.chance(0.8) });
  }
  return rules;
}
