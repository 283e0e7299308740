import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModuleSummary } from '@plantel/contracts';
import { countPeriodKey, countPeriodOf } from '@/lib/countPeriod';
import { useFormatters } from '@/lib/format';

interface ModuleSummaryCardProps {
  summary: ModuleSummary;
  /** When the counted alerts begin (the summary's `since`): the chips say over what period they count. */
  since: string;
  /** Where the card leads: the module's recent alerts. */
  to: string;
}

/** Red while a critical alert of the type is open, amber while only warnings are; resolved ones alone are no emergency. */
function chipColor({ count, open, critical_open }: ModuleSummary['alerts'][number]) {
  if (critical_open > 0) return { color: 'error', variant: 'filled' } as const;
  if (open > 0) return { color: 'warning', variant: 'filled' } as const;
  return { color: count > 0 ? 'success' : 'default', variant: 'outlined' } as const;
}

/** One module at a glance: lodged sheds and the period's alerts by type; a type with alerts shows level 3. */
export function ModuleSummaryCard({ summary, since, to }: ModuleSummaryCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const alertsId = useId();
  const period = countPeriodOf(since, new Date());
  const periodText = t(countPeriodKey(period) as never, { count: period.amount, amount: format.number(period.amount, 0) });
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography id={titleId} variant="h6" component="h3">
            {t(`modules.${summary.module}`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('home.lodgedSheds', { count: summary.sheds, lodged: summary.lodged_sheds })}
          </Typography>
          <Typography id={alertsId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('home.alertsInPeriod', { period: periodText })}
          </Typography>
          <Box component="ul" aria-labelledby={alertsId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {summary.alerts.map((alert) => {
              const { type, count, open, critical_open: critical, level } = alert;
              const typeName = t(`home.alertTypes.${type}`);
              return (
                <Chip
                  key={type}
                  component="li"
                  size="small"
                  {...chipColor(alert)}
                  label={
                    critical > 0
                      ? t('home.chipCritical', { type: typeName, count: critical, critical: format.number(critical, 0), open: format.number(open, 0), total: format.number(count, 0) })
                      : count > 0 || open > 0
                        ? t('home.chipOpen', { type: typeName, count: open, open: format.number(open, 0), total: format.number(count, 0) })
                        : `${typeName}: ${format.number(count, 0)}`
                  }
                  aria-label={t('home.alertCount', { type: typeName, count, level })}
                  data-level={level}
                  data-open={open}
                  data-critical={critical}
                  // The count that matters, critical, ends the text: the chip wraps rather than cut it.
                  sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              );
            })}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
