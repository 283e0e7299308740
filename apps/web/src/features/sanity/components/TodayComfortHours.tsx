import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DivisionSanity } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

interface TodayComfortHoursProps {
  /** The company's today, YYYY-MM-DD. */
  today: string;
  byDay: DivisionSanity['comfort']['by_age'];
  levels: readonly [string, string, string, string];
}

/** Today's hours so far in each comfort level, in words under the chart: the partial day the alerts are about. */
export function TodayComfortHours({ today, byDay, levels }: TodayComfortHoursProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const date = format.dateTime(`${today}T12:00:00`, 'dd/MM/yyyy');
  const day = byDay.find((d) => d.date === today);
  const hours = day?.hours.flatMap((h, level) => (h > 0 ? [t('sanity.levelHours', { hours: format.number(h, 1), level: levels[level] })] : [])) ?? [];
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="comfort-today">
      {day && hours.length > 0 ? t('sanity.todayHours', { date, age: day.age, hours: hours.join(' · ') }) : t('sanity.todayNoHours', { date })}
    </Typography>
  );
}
