import Alert from '@mui/material/Alert';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useConnectionStore } from '@/stores/connection';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** True while the browser has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says when the screen shows the data as last seen, not the server's of now: without a network, or
 * when an answer came from the app's cache (docs/offline.md). Most urgent fact first: above the page.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const format = useFormatters();
  const online = useOnline();
  const { lastFreshAt, showingCached } = useConnectionStore();
  if (online && !showingCached) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {lastFreshAt === null ? t('offline.noticeNever') : t('offline.notice', { time: format.dateTime(lastFreshAt) })}
    </Alert>
  );
}
