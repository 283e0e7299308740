import Typography from '@mui/material/Typography';
import { generatePath } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShedListItem } from '@plantel/contracts';
import { routeMetaForPath } from '@/config/routes/findRoute';
import { SEX_PARAM } from '@/config/routes/sex';
import { useRouteMeta } from '@/config/routes/useRouteMeta';
import { AlertHistoryPanel } from '@/features/alerts/components/AlertHistoryPanel';
import { RecentAlertsPanel } from '@/features/alerts/components/RecentAlertsPanel';
import { ShedListView } from '@/features/shed-list/components/ShedListView';
import { NOTIFICATION_SETTINGS_PATH } from './NotificationSettingsPage';

/** Every list route: the module's sheds for the route's feature; a row opens the route's next page. */
export function ShedListPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  if (!meta?.module || !meta.feature || !meta.role) return null;
  const { module, feature, next } = meta;

  const hrefFor = (item: ShedListItem): string | null => {
    if (!next) return null;
    if (next.includes(':last_batch_id') && item.last_batch === null) return null;
    const path = generatePath(next, { id: String(item.id), last_batch_id: String(item.last_batch) });
    // Dashboards of sexed batches take the sex in the address (spec §2: 3 male, else female).
    const takesSex = routeMetaForPath(path)?.sex && item.sex;
    return takesSex ? `${path}?${SEX_PARAM}=${item.sex!.external_id}` : path;
  };

  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary">
        {t(`modules.${meta.role}`)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(`features.${feature}`)}
      </Typography>
      {/* The alert lists open with the whole module's alerts; a shed's row narrows them to that shed. */}
      {feature === 'recentAlerts' && <RecentAlertsPanel module={meta.role} preferencesPath={NOTIFICATION_SETTINGS_PATH} />}
      {feature === 'alertHistory' && <AlertHistoryPanel module={meta.role} />}
      {(feature === 'recentAlerts' || feature === 'alertHistory') && (
        <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
          {t('alerts.bySheds')}
        </Typography>
      )}
      <ShedListView key={`${module}/${feature}`} module={module} feature={feature} hrefFor={hrefFor} />
    </>
  );
}
