import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CloseBatchView } from '@/features/settlement/components/CloseBatchView';
import { useBatch } from '@/features/shed-dashboard/api/getBatch';
import { useShed } from '@/features/shed-dashboard/api/getShed';
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
      {id === null ? null : <ClosingWhat batchId={id} />}
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('settlement.close.description')}
      </Typography>
      {!staff ? <Alert severity="info">{t('settlement.staffOnly')}</Alert> : id === null ? <Alert severity="warning">{t('settlement.notFound')}</Alert> : <CloseBatchView batchId={id} />}
    </>
  );
}

/** Which batch, shed and producer the page closes, above everything else. */
function ClosingWhat({ batchId }: { batchId: number }) {
  const batch = useBatch(batchId);
  if (!batch.data) return null;
  return <ClosingShed batch={batch.data.identification} shedId={batch.data.shed} />;
}

function ClosingShed({ batch, shedId }: { batch: string; shedId: number }) {
  const { t } = useTranslation();
  const shed = useShed(shedId);
  if (!shed.data) return null;
  return (
    <Typography variant="h6" component="p" sx={{ mb: 1 }} data-testid="closing-what">
      {t('settlement.close.what', { batch, shed: shed.data.identification, property: shed.data.property_name, producer: shed.data.producer })}
    </Typography>
  );
}
