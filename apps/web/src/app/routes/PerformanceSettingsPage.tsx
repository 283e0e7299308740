import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PerformanceSettingsForm } from '@/features/performance-settings/components/PerformanceSettingsForm';

/** The company's conventions for its performance figures (the adjusted FCR): everyone reads them, staff change them. */
export function PerformanceSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('performanceSettings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('performanceSettings.description')}
      </Typography>
      <PerformanceSettingsForm />
    </>
  );
}
