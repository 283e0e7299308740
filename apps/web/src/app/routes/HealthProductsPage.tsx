import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HealthProductsView } from '@/features/health-book/components/HealthProductsView';

/** The company's veterinary catalogue (docs/health-book.md): read with Sanidade, kept by staff. */
export function HealthProductsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('health.catalogue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('health.catalogue.description')}
      </Typography>
      <HealthProductsView />
    </>
  );
}
