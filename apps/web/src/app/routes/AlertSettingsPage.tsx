import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AlertThresholdsForm } from '@/features/alert-thresholds/components/AlertThresholdsForm';

/** When alerts open for the company (margins, durations, stale sensors): everyone reads them, staff change them. */
export function AlertSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('alertThresholds.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('alertThresholds.description')}
      </Typography>
      <AlertThresholdsForm />
    </>
  );
}
