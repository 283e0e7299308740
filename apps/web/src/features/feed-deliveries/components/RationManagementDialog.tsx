import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { REGISTER_PATH } from '@/config/routes/coreRoutes';
import type { FeedControlInput, ModuleName, RationType, Silo } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCompanyCalendar } from '@/lib/companyToday';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useRationTypes, useShedSilos } from '../api/feedDeliveries';
import { deliveryOf, emptyDelivery, keptDelivery, type DeliveryDraft } from '../forms/deliveryForm';
import { DeliveryForm } from './DeliveryForm';
import { DeliveryTable } from './DeliveryTable';

interface RationManagementDialogProps {
  batchId: number;
  shedId: number;
  /** The shed's species: only its ration types (and those of any species) are offered; absent, all. */
  module?: ModuleName | undefined;
  /** A delivery kept on the phone that the server refused, opened in the form to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** Spec §2 "Ration management dialog": record or correct a shed's feed deliveries for a batch, and page through them. */
export function RationManagementDialog({ batchId, shedId, module, correcting, onClose }: RationManagementDialogProps) {
  const { t } = useTranslation();
  const silos = useShedSilos(shedId);
  const rations = useRationTypes();
  const calendar = useCompanyCalendar();
  const ready = silos.data && rations.data && calendar.ready;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="ration-management-title">
      <DialogTitle id="ration-management-title">{t('deliveries.title')}</DialogTitle>
      <DialogContent>
        {silos.isError || rations.isError ? (
          <RetryAlert message={t('deliveries.setupFailed')} onRetry={() => void Promise.all([silos.refetch(), rations.refetch()])} />
        ) : !ready ? (
          <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />
        ) : (
          <Deliveries batchId={batchId} shedId={shedId} silos={silos.data.results} rationTypes={rations.data.results.filter((r) => module === undefined || r.module === null || r.module === module)} timeZone={calendar.timeZone} correcting={correcting} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('deliveries.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface DeliveriesProps {
  batchId: number;
  shedId: number;
  silos: readonly Silo[];
  rationTypes: readonly RationType[];
  timeZone: string | undefined;
  correcting: OutboxRecord | undefined;
}

/** The form and the table, once the company's time zone is known: the form starts at now on its wall clock, or on the kept delivery it corrects. */
function Deliveries({ batchId, shedId, silos, rationTypes, timeZone, correcting }: DeliveriesProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DeliveryDraft>(() => (correcting ? keptDelivery(correcting.body as FeedControlInput, timeZone) : emptyDelivery(new Date(), timeZone)));
  return (
    <>
      {rationTypes.length === 0 || silos.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(silos.length === 0 ? 'deliveries.needSilo' : 'deliveries.needRationType')}{' '}
          <Link component={RouterLink} to={`${REGISTER_PATH}?tab=${silos.length === 0 ? 'silos' : 'rations'}`}>
            {t('deliveries.openRegister')}
          </Link>
        </Alert>
      ) : null}
      <DeliveryForm batchId={batchId} shedId={shedId} silos={silos} rationTypes={rationTypes} draft={draft} onReset={() => setDraft(emptyDelivery(new Date(), timeZone))} correcting={correcting} />
      <DeliveryTable batchId={batchId} shedId={shedId} silos={silos} onEdit={(record) => setDraft(deliveryOf(record, timeZone))} />
    </>
  );
}
