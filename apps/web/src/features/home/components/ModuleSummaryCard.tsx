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

interface ModuleSummaryCardProps {
  summary: ModuleSummary;
  /** Where the card leads: the module's recent alerts. */
  to: string;
}

/** One module at a glance: lodged sheds and recent alerts by type; a type with alerts shows level 3. */
export function ModuleSummaryCard({ summary, to }: ModuleSummaryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
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
          <Box component="ul" aria-label={t('home.recentAlerts')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {summary.alerts.map(({ type, count, level }) => (
              <Chip
                key={type}
                component="li"
                size="small"
                color={level === 3 ? 'error' : 'default'}
                variant={level === 3 ? 'filled' : 'outlined'}
                label={`${t(`home.alertTypes.${type}`)}: ${count}`}
                aria-label={t('home.alertCount', { type: t(`home.alertTypes.${type}`), count, level })}
                data-level={level}
              />
            ))}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
