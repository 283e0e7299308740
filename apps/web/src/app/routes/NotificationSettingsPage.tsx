import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeliveryLog } from '@/features/alerts/components/DeliveryLog';
import { NotificationPolicyEditor } from '@/features/alerts/components/NotificationPolicyEditor';
import { useCompanyUsers } from '@/features/user-settings/api/userSettingsApi';
import { useSessionStore } from '@/stores/session';
import { NotificationPreferencesForm } from '@/features/alerts/components/NotificationPreferencesForm';
import { PushNotificationsControl } from '@/features/alerts/components/PushNotificationsControl';
import { EventsWebhookPanel } from '@/features/alerts/components/EventsWebhookPanel';
import { WebhookSecretPanel } from '@/features/alerts/components/WebhookSecretPanel';

export { NOTIFICATION_SETTINGS_PATH } from '@/config/routes/coreRoutes';

/** How alerts reach the signed-in person besides the dashboards. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('notifications.description')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3, maxWidth: 900 }}>
        {t('notifications.secondChannel')}
      </Alert>
      <NotificationPreferencesForm />
      <PushNotificationsControl />
      {staff && <StaffSections />}
    </>
  );
}

/** The company's policy, the webhook secret, the events address and the delivery log, for staff. */
function StaffSections() {
  const { t } = useTranslation();
  const users = useCompanyUsers();
  const people = (users.data?.results ?? []).map((u) => ({ id: u.id, name: u.first_name || u.username }));
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('notificationPolicy.title')}
      </Typography>
      <NotificationPolicyEditor people={people} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('webhookSecret.title')}
      </Typography>
      <WebhookSecretPanel />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('eventsWebhook.title')}
      </Typography>
      <EventsWebhookPanel />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('deliveryLog.title')}
      </Typography>
      <DeliveryLog />
    </>
  );
}
