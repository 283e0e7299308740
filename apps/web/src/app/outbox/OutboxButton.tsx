import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxRecords, useOutboxSending } from '@/lib/outbox/outbox';
import { useKeepForTheBarn } from '@/lib/outbox/keepForTheBarn';

const OutboxDialog = lazy(() => import('./OutboxDialog').then((m) => ({ default: m.OutboxDialog })));

/**
 * The app bar's outbox (docs/offline.md): sends what waits, shows how many records are on the phone
 * still to send (or refused, or disputed), says when one is kept and when they go, and opens the list.
 */
export function OutboxButton() {
  const { t } = useTranslation();
  const client = useQueryClient();
  useOutboxSending();
  useKeepForTheBarn();
  const records = useOutboxRecords();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = records.filter((r) => r.state !== 'sent').length;
  const counts = useRef<{ waiting: number; sent: number } | null>(null);
  const waiting = records.filter((r) => r.state === 'waiting').length;
  const sent = records.filter((r) => r.state === 'sent').length;
  // While the list is open it shows each record's state itself; a notice would only cover its buttons.
  useEffect(() => {
    const before = counts.current;
    counts.current = { waiting, sent };
    // Records the server has taken change what the open pages show: they read afresh.
    if (before && sent > before.sent) void client.invalidateQueries();
    if (!before || open) return;
    if (waiting > before.waiting) setNotice(t('outbox.kept'));
    else if (sent > before.sent) setNotice(t('outbox.sent', { count: sent - before.sent }));
  }, [waiting, sent, open, t, client]);
  if (records.length === 0 && !notice) return null;
  return (
    <>
      {records.length > 0 ? (
        <IconButton color="inherit" aria-label={t('outbox.button', { count: pending })} onClick={() => {
            setNotice(null);
            setOpen(true);
          }} sx={{ minWidth: 48, minHeight: 48 }}>
          <Badge badgeContent={pending} color="warning">
            <CloudUploadOutlinedIcon />
          </Badge>
        </IconButton>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <OutboxDialog records={records} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    </>
  );
}
