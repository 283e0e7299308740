import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReadingsRetentionForm } from '@/features/readings-retention/components/ReadingsRetentionForm';

/** How long the company's raw readings are kept: everyone reads it, staff change it. */
export function ReadingsRetentionPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('readingsRetention.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('readingsRetention.description')}
      </Typography>
      <ReadingsRetentionForm />
    </>
  );
}
