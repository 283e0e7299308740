import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HomeSummary } from '@plantel/contracts';
import { Sensitive } from '@/components/ui/Sensitive';
import { alertChipLook } from '@/lib/alertChip';
import { useAlertText } from '@/lib/alertText';
import { useFormatters } from '@/lib/format';

type LatestAlert = HomeSummary['latest_alerts'][number];

interface LatestAlertsProps {
  alerts: LatestAlert[];
  /** Where an alert leads: its shed's recent-alert dashboard. */
  linkTo: (alert: LatestAlert) => string;
}

/** The newest alerts across the user's modules; names of producers and properties go through Sensitive. */
export function LatestAlerts({ alerts, linkTo }: LatestAlertsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useAlertText();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('home.latestAlerts')}
      </Typography>
      {alerts.length === 0 ? (
        <Typography color="text.secondary">{t('home.noRecentAlerts')}</Typography>
      ) : (
        <List disablePadding>
          {alerts.map((alert) => (
            <ListItem key={alert.id} divider disableGutters sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip size="small" {...alertChipLook(alert)} label={t(`home.alertTypes.${alert.type}`)} data-state={alert.state} />
                <Link component={RouterLink} to={linkTo(alert)} underline="hover">
                  {text(alert)}
                </Link>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {alert.module && alert.shed_identification ? (
                  <>
                    {t(`modules.${alert.module}`)} · {alert.shed_identification} · <Sensitive>{alert.shed_property_name}</Sensitive> ·{' '}
                    {/* A property with no owner typed shows no empty part between two separators. */}
                    {alert.shed_property_owner ? (
                      <>
                        <Sensitive>{alert.shed_property_owner}</Sensitive> ·{' '}
                      </>
                    ) : null}
                  </>
                ) : (
                  <>{t('alerts.companyWide')} · </>
                )}
                <time dateTime={alert.timestamp}>{format.relative(alert.timestamp)}</time>
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
