import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeviceRegistryView } from '@/features/devices/components/DeviceRegistryView';
import { useSessionStore } from '@/stores/session';

/** The devices that send readings and their ingest keys: staff only; anyone else reads why. */
export function DeviceSettingsPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('devices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('devices.description')}
      </Typography>
      {staff ? <DeviceRegistryView /> : <Alert severity="info">{t('devices.staffOnly')}</Alert>}
    </>
  );
}
