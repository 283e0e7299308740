import { useTranslation } from 'react-i18next';
import type { ShedCondition } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

/** A condition in words, with its counts, times and days as the language writes them. */
export function useConditionText(): (condition: ShedCondition) => string {
  const { t } = useTranslation();
  const format = useFormatters();
  return (c) => {
    const count = c.count ?? 0;
    const values = {
      count,
      amount: format.number(count, 0),
      of: format.number(c.of ?? 0, 0),
      since: c.since ? format.dateTime(c.since) : '',
      day: c.day ? format.dateTime(c.day, 'dd/MM/yyyy') : '',
    };
    switch (c.kind) {
      case 'silos_critical':
        return c.count === null ? t('conditions.silosCriticalUnknown') : t('conditions.silosCritical', values);
      case 'slaughter_overdue':
        return t('conditions.slaughterOverdue', { ...values, count: c.days ?? 0, amount: format.number(c.days ?? 0, 0) });
      case 'no_feed':
        return t('conditions.noFeed', values);
      case 'comfort_lethal':
        return t('conditions.comfortLethal');
      case 'comfort_critical':
        return t('conditions.comfortCritical');
      case 'critical_alerts':
        return t('conditions.criticalAlerts', values);
      case 'stale_sensors':
        return t('conditions.staleSensors', values);
    }
  };
}
