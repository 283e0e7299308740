import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCalendar } from '@/lib/companyToday';

interface CompanyClockGateProps {
  onClose: () => void;
  /** The dialog, given the company's time zone (undefined when it could not be had: the browser's). */
  children: (timeZone: string | undefined) => ReactNode;
}

/**
 * A dialog whose moment fields start at now on the company's wall clock: a placeholder until the
 * company's time zone is in, so that the first value is never the browser's clock (hours off, in the
 * future or the past, on a machine in another zone).
 */
export function CompanyClockGate({ onClose, children }: CompanyClockGateProps) {
  const { t } = useTranslation();
  const calendar = useCompanyCalendar();
  if (calendar.ready) return children(calendar.timeZone);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogContent>
        <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />
      </DialogContent>
    </Dialog>
  );
}
