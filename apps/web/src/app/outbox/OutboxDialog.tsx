import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { useFormatters } from '@/lib/format';
import { discard, flushOutbox, lastOutboxSync, sendAgain } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { usePhone } from '@/lib/usePhone';
import { canReopen, OutboxCorrection } from './OutboxCorrection';

/** Buttons a thumb hits in the barn. */
const TARGET = { minHeight: 48 };

/** Why the server refused a record, in the person's language: the field's own message, else what the answer means. */
function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: NonNullable<OutboxRecord['reason']>) => {
    const translated = reason.fields.filter((f) => f.key && i18n.exists(f.key)).map((f) => apiFieldText(t, (key) => i18n.exists(key), f));
    if (translated.length > 0) return translated.join(' · ');
    const fields = reason.fields.map((f) => f.field).join(', ');
    if (reason.status === 400) return fields ? t('outbox.reason.invalidFields', { fields }) : t('outbox.reason.invalid');
    if (reason.status === 403) return t('outbox.reason.forbidden');
    if (reason.status === 404) return t('outbox.reason.gone');
    return t('outbox.reason.other', { status: reason.status });
  };
}

/** One record on the phone: what it is, when it was typed, where it stands, and what the person may do with it. */
function OutboxItem({ record, onCorrect }: { record: OutboxRecord; onCorrect: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reasonText = useReasonText();
  const stateLabel = {
    waiting: t('outbox.state.waiting'),
    sent: t('outbox.state.sent', { time: format.dateTime(record.sentAt ?? record.createdAt, 'HH:mm') }),
    refused: t('outbox.state.refused'),
    conflict: t('outbox.state.conflict'),
  }[record.state];
  const color = ({ waiting: 'warning', sent: 'success', refused: 'error', conflict: 'error' } as const)[record.state];
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          {t(`outbox.kind.${record.kind}`)}
        </Typography>
        <Chip size="small" color={color} label={stateLabel} />
      </Stack>
      <Typography variant="body2">{record.label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('outbox.typedAt', { time: format.dateTime(record.createdAt) })}
      </Typography>
      {record.reason ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {reasonText(record.reason)}
        </Alert>
      ) : null}
      {record.state === 'conflict' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button sx={TARGET} variant="contained" onClick={() => void sendAgain(record.id, { replaces: record.reason?.fields.find((f) => f.field === 'replaces')?.params ?? null })}>
            {t('outbox.keepMine')}
          </Button>
          <Button sx={TARGET} onClick={() => void discard(record.id)}>
            {t('outbox.keepTheirs')}
          </Button>
        </Stack>
      ) : null}
      {record.state === 'refused' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {canReopen(record) ? (
            <Button sx={TARGET} variant="contained" onClick={onCorrect}>
              {t('outbox.correct')}
            </Button>
          ) : (
            <Button sx={TARGET} variant="contained" onClick={() => void sendAgain(record.id)}>
              {t('outbox.sendAgain')}
            </Button>
          )}
          <Button sx={TARGET} onClick={() => void discard(record.id)}>
            {t('outbox.discard')}
          </Button>
        </Stack>
      ) : null}
    </ListItem>
  );
}

/** The records typed on this phone: waiting, sent (marked, for a day), refused or disputed; and the last sync. */
export function OutboxDialog({ records, onClose }: { records: OutboxRecord[]; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const lastSync = lastOutboxSync();
  const waiting = records.filter((r) => r.state === 'waiting').length;
  const [correcting, setCorrecting] = useState<OutboxRecord | null>(null);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="outbox-title">
      <DialogTitle id="outbox-title">{t('outbox.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {lastSync === null ? t('outbox.neverSynced') : t('outbox.lastSync', { time: format.dateTime(lastSync) })}
        </Typography>
        {records.length === 0 ? <Typography sx={{ mt: 2 }}>{t('outbox.empty')}</Typography> : null}
        <List aria-label={t('outbox.title')}>
          {[...records].reverse().map((record) => (
            <OutboxItem key={record.id} record={record} onCorrect={() => setCorrecting(record)} />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {waiting > 0 ? (
          <Button sx={TARGET} onClick={() => void flushOutbox()}>
            {t('outbox.sendNow')}
          </Button>
        ) : null}
        <Button sx={TARGET} variant="contained" onClick={onClose}>
          {t('outbox.close')}
        </Button>
      </DialogActions>
      {correcting ? <OutboxCorrection record={correcting} onClose={() => setCorrecting(null)} /> : null}
    </Dialog>
  );
}
