import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { describeAccessNotice } from '@/config/routes/describeAccessNotice';
import { useNoticeStore } from '@/stores/notice';

/** How long the guard's notice stays up. */
const NOTICE_DURATION_MS = 8000;

/** The guard's notice: why the page the user asked for did not open. */
export function RouteNotice() {
  const { t } = useTranslation();
  const notice = useNoticeStore((state) => state.notice);
  const dismiss = useNoticeStore((state) => state.dismiss);
  if (!notice) return null;
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={NOTICE_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" onClose={dismiss} closeText={t('access.dismiss')} sx={{ width: '100%' }}>
        {describeAccessNotice(notice, t)}
      </Alert>
    </Snackbar>
  );
}
