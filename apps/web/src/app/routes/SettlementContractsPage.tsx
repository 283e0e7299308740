import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContractsView } from '@/features/settlement/components/ContractsView';
import { useSessionStore } from '@/stores/session';

/** The company's settlement contracts: staff only; anyone else reads why. */
export function SettlementContractsPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('settlement.contracts.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('settlement.contracts.description')}
      </Typography>
      {staff ? <ContractsView /> : <Alert severity="info">{t('settlement.staffOnly')}</Alert>}
    </>
  );
}
