import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ALERT_TYPES, type AlertType, type ModuleName, type RecentAlert } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useCompanyCalendar } from '@/lib/companyToday';
import { dayInTimeZone, isoDay, daysBefore } from '@/lib/period';
import { RECENT_DAYS, useAcknowledgeAlert, useAlertCounts, useRecentAlerts } from '../api/alertsApi';
import { alertsPerDay, buildAlertTimelineOption } from '@plantel/charts';
import { AlertTable } from './AlertTable';
import { AlertTypeCards } from './AlertTypeCards';
import { WaterWarningChart } from './WaterWarningChart';

interface RecentAlertsPanelProps {
  module: ModuleName;
  /** One shed's alerts; all the module's sheds without it. */
  shedId?: number;
  preferencesPath: string;
}

/** The recent-alert dashboard: cards per type, the last days' timeline, and the alerts to acknowledge. */
export function RecentAlertsPanel({ module, shedId, preferencesPath }: RecentAlertsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [type, setType] = useState<AlertType | undefined>();
  const [charted, setCharted] = useState<RecentAlert | null>(null);
  const scope = { module, shed: shedId };
  const recent = useRecentAlerts(scope);
  const counts = useAlertCounts(scope);
  const acknowledge = useAcknowledgeAlert();

  const { timeZone } = useCompanyCalendar();
  const timeline = useMemo(() => {
    // The company's days: an alert at 22:00 in São Paulo counts on that day, wherever the browser is.
    const dayOf = (moment: Date) => (timeZone ? dayInTimeZone(moment, timeZone) : isoDay(moment));
    const today = dayOf(new Date());
    const days = Array.from({ length: RECENT_DAYS }, (_, i) => daysBefore(today, RECENT_DAYS - 1 - i));
    const perDay = alertsPerDay(recent.data ?? [], days, (iso) => dayOf(new Date(iso)));
    const types = Object.fromEntries(ALERT_TYPES.map((x) => [x, t(`home.alertTypes.${x}`)])) as Record<AlertType, string>;
    return buildAlertTimelineOption(perDay, days.map((d) => format.dateTime(`${d}T12:00:00`, 'dd/MM')), { types, alerts: t('alerts.alertsAxis') });
  }, [recent.data, t, format, timeZone]);

  if (recent.isError || counts.isError) {
    return <RetryAlert message={t('alerts.loadFailed')} onRetry={() => void Promise.all([recent.refetch(), counts.refetch()])} />;
  }
  const shown = (recent.data ?? []).filter((a) => type === undefined || a.type === type);
  return (
    // minmax(0, 1fr): a wide table scrolls inside its own container instead of widening the page on a phone.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={preferencesPath}>
          {t('alerts.preferencesLink')}
        </Link>
      </Box>
      {counts.data ? <AlertTypeCards counts={counts.data.counts} since={counts.data.since} selected={type} onSelect={setType} /> : <Skeleton variant="rounded" height={110} />}
      <PanelSection title={t('alerts.timeline', { days: RECENT_DAYS })}>
        <EChart option={timeline} label={t('alerts.timeline', { days: RECENT_DAYS })} height={240} />
      </PanelSection>
      {charted && <WaterWarningChart key={charted.id} alert={charted} onClose={() => setCharted(null)} />}
      <PanelSection title={type ? t('alerts.tableOfType', { type: t(`home.alertTypes.${type}`) }) : t('alerts.tableTitle', { days: RECENT_DAYS })}>
        {acknowledge.isError && <Alert severity="error">{t('alerts.acknowledgeFailed')}</Alert>}
        {recent.data ? (
          <AlertTable
            alerts={shown}
            showShed={shedId === undefined}
            onAcknowledge={(a) => acknowledge.mutate(a.id)}
            acknowledging={acknowledge.isPending ? (acknowledge.variables ?? null) : null}
            onShowChart={setCharted}
          />
        ) : (
          <Skeleton variant="rounded" height={200} />
        )}
      </PanelSection>
    </Box>
  );
}
