import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AlertCounts, AlertType } from '@plantel/contracts';
import { ALERT_TYPE_COLORS } from '@plantel/charts';
import { countPeriodKey, countPeriodOf } from '@/lib/countPeriod';
import { useFormatters } from '@/lib/format';

interface AlertTypeCardsProps {
  counts: AlertCounts['counts'];
  /** When the counted alerts begin (the answer's `since`): each card says over what period it counts. */
  since: string;
  selected: AlertType | undefined;
  onSelect: (type: AlertType | undefined) => void;
}

/** A card per alert type (spec §9: level 3 when it has any); clicking one filters the table by it. */
export function AlertTypeCards({ counts, since, selected, onSelect }: AlertTypeCardsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const period = countPeriodOf(since, new Date());
  const periodText = t(countPeriodKey(period) as never, { count: period.amount, amount: format.number(period.amount, 0) });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 2 }}>
      {counts.map((c) => (
        <Card key={c.type} variant="outlined" sx={{ borderColor: c.level === 3 ? ALERT_TYPE_COLORS[c.type] : undefined, borderWidth: selected === c.type ? 3 : 1 }}>
          <CardActionArea aria-pressed={selected === c.type} onClick={() => onSelect(selected === c.type ? undefined : c.type)} sx={{ p: 2 }}>
            <Typography variant="subtitle2" color="text.secondary">
              {t(`home.alertTypes.${c.type}`)}
            </Typography>
            <Typography variant="h4" component="p" sx={{ color: c.level === 3 ? ALERT_TYPE_COLORS[c.type] : 'text.secondary' }}>
              {format.number(c.count, 0)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('alerts.cardCount', { count: c.count })} · {periodText}
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('alerts.openNow', { count: c.open, amount: format.number(c.open, 0) })}
              {c.critical_open > 0 ? (
                <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
                  {' · '}
                  {t('alerts.criticalOpen', { count: c.critical_open, amount: format.number(c.critical_open, 0) })}
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('alerts.level', { level: c.level })}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
