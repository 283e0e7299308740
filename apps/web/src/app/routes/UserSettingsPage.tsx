import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserProducersView } from '@/features/user-settings/components/UserProducersView';
import { useSessionStore } from '@/stores/session';

/** The company's users and the producers whose farms each follows: staff only; anyone else reads why. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('userSettings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('userSettings.description')}
      </Typography>
      {staff ? <UserProducersView /> : <Alert severity="info">{t('userSettings.staffOnly')}</Alert>}
    </>
  );
}
