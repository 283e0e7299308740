import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotificationPreferencesForm } from '@/features/alerts/components/NotificationPreferencesForm';
import { PushNotificationsControl } from '@/features/alerts/components/PushNotificationsControl';

export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/** How alerts reach the signed-in person besides the dashboards. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('notifications.description')}
      </Typography>
      <NotificationPreferencesForm />
      <PushNotificationsControl />
    </>
  );
}
