import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOfHour, type ReportSchedule } from '@plantel/contracts';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useSessionStore } from '@/stores/session';
import { useDeleteReportSchedule, useReportScheduleOptions, useReportSchedules, useSendReportNow } from '../api/reportSchedulesApi';
import { weekdayNames } from '../model/scheduleForm';
import { ReportScheduleDialog } from './ReportScheduleDialog';
import { ReportScheduleTable } from './ReportScheduleTable';

/** The dialog open: a new schedule, or one to change. */
type Editing = { schedule: ReportSchedule | null } | null;

/** The user's scheduled report e-mails: list, create, change, delete and send one now. */
export function ReportSchedulesView() {
  const { t, i18n } = useTranslation();
  const username = useSessionStore((s) => s.username);
  // Guests read everything and change nothing (the server answers them 403).
  const isGuest = useSessionStore((s) => s.isGuest);
  const schedules = useReportSchedules();
  const options = useReportScheduleOptions();
  const remove = useDeleteReportSchedule();
  const send = useSendReportNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  const nameOf = (s: ReportSchedule) => t('reportSchedules.scheduleName', { weekday: weekdayNames(i18n.language)[s.weekday], hour: timeOfHour(s.hour) });
  const failed = () => setMessage({ severity: 'error', text: t('reportSchedules.failed') });

  const sendNow = (s: ReportSchedule) =>
    send.mutate(s.id, {
      onSuccess: ({ email, batches }) => setMessage({ severity: 'success', text: t('reportSchedules.sent', { email, count: batches }) }),
      onError: failed,
    });

  if (schedules.isError || options.isError) {
    return <RetryAlert message={t('reportSchedules.loadFailed')} onRetry={() => void Promise.all([schedules.refetch(), options.refetch()])} />;
  }
  if (!schedules.data || !options.data) return <Skeleton variant="rounded" height={200} aria-label={t('app.loading')} />;
  const list = schedules.data.results;

  return (
    <PanelSection heading="h2" title={t('reportSchedules.table')}>
      {options.data.email_available ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reportSchedules.noSmtp')}
        </Alert>
      )}
      {isGuest ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reportSchedules.guestReadOnly')}
        </Alert>
      ) : (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ schedule: null })}>
            {t('reportSchedules.create')}
          </Button>
        </Box>
      )}
      <FormStatus message={message} onClose={() => setMessage(null)} sx={{ mb: 2 }} />
      {list.length === 0 ? (
        <Typography color="text.secondary">{t('reportSchedules.none')}</Typography>
      ) : (
        <ReportScheduleTable
          schedules={list}
          showOwner={list.some((s) => s.owner.username !== username)}
          canSend={options.data.email_available}
          sendingId={send.isPending ? (send.variables ?? null) : null}
          onEdit={(schedule) => setEditing({ schedule })}
          onSend={sendNow}
          onDelete={setDeleting}
          readOnly={isGuest}
        />
      )}
      {editing ? (
        <ReportScheduleDialog
          schedule={editing.schedule}
          options={options.data}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setMessage({ severity: 'success', text: t('reportSchedules.saved', { name: nameOf(saved) }) });
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('reportSchedules.confirmTitle', { name: nameOf(deleting) })}
          text={t('reportSchedules.confirmText', { email: deleting.email })}
          confirmLabel={t('reportSchedules.confirm')}
          cancelLabel={t('reportSchedules.cancel')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => setMessage({ severity: 'success', text: t('reportSchedules.deleted', { name: nameOf(deleting) }) }),
              onError: failed,
              onSettled: () => setDeleting(null),
            })
          }
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </PanelSection>
  );
}
