import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatementPageView } from '@/features/settlement/components/StatementPageView';
import { useSessionStore } from '@/stores/session';

/** A closed batch's settlement statement: staff and the batch's producer (the server decides); a guest never. */
export function BatchStatementPage() {
  const { t } = useTranslation();
  const guest = useSessionStore((s) => s.isGuest);
  const { batchId } = useParams();
  const id = batchId && /^\d+$/.test(batchId) ? Number(batchId) : null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('settlement.statement.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('settlement.statement.description')}
      </Typography>
      {guest ? <Alert severity="info">{t('settlement.guestNone')}</Alert> : id === null ? <Alert severity="warning">{t('settlement.notFound')}</Alert> : <StatementPageView batchId={id} />}
    </>
  );
}
