import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CloseBatchView } from '@/features/settlement/components/CloseBatchView';
import { useSessionStore } from '@/stores/session';

/** Closing a batch from its slaughter figures: staff only; anyone else reads why. */
export function BatchClosePage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const { batchId } = useParams();
  const id = batchId && /^\d+$/.test(batchId) ? Number(batchId) : null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('settlement.close.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('settlement.close.description')}
      </Typography>
      {!staff ? <Alert severity="info">{t('settlement.staffOnly')}</Alert> : id === null ? <Alert severity="warning">{t('settlement.notFound')}</Alert> : <CloseBatchView batchId={id} />}
    </>
  );
}
