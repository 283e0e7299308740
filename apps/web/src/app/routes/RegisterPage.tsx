import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { batchDashboardPath } from '@/config/routes/batchDashboardPath';
import { RegisterView } from '@/features/farm-register/components/RegisterView';

/** The farm register: producers, properties, sheds and silos; everyone reads what they may see, staff with Cadastro change it. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('register.description')}
      </Typography>
      <RegisterView dashboardPath={batchDashboardPath} />
    </>
  );
}
