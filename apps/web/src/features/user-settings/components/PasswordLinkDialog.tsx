import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordLink } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

/** A single-use link to set a password, to copy and send (or, when it was e-mailed, only when and until when). */
export function PasswordLinkDialog({ username, link, onClose }: { username: string; link: PasswordLink; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = link.url;
  const copy = (text: string) => navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('userSettings.link.title', { user: username })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t(link.emailed ? 'userSettings.link.emailed' : 'userSettings.link.notEmailed', { until: format.dateTime(link.expires_at) })}</Typography>
        {url === null ? null : (
          <>
            {link.public_url_set ? null : (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('userSettings.link.localAddress')}
              </Alert>
            )}
            <TextField label={t('userSettings.link.label')} value={url} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-link' } }} onFocus={(e) => e.target.select()} />
          </>
        )}
        {copied !== null ? (
          <Alert severity={copied ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
            {t(copied ? 'userSettings.link.copied' : 'userSettings.link.copyFailed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {url === null ? null : <Button onClick={() => void copy(url)}>{t('userSettings.link.copy')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {t('userSettings.link.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
