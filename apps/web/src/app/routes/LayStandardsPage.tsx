import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LayStandardsView } from '@/features/lay-standards/components/LayStandardsView';

/** The breed lay standards breeder and laying flocks are compared with: everyone with a laying module reads them, staff with Cadastro change them. */
export function LayStandardsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('layStandards.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('layStandards.description')}
      </Typography>
      <LayStandardsView />
    </>
  );
}
