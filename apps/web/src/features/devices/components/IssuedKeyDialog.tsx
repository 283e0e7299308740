import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedIngestKey } from '@plantel/contracts';
import { mqttTopicOf } from '../model/devicePresentation';

/** A key just issued, with the device it is for (none for a gateway key). */
export interface IssuedKey {
  key: IssuedIngestKey;
  device: { id: number; identification: string } | null;
}

const TELEMETRY_ENDPOINT = 'POST /api/v2/telemetry';
const AUTHORIZATION_HEADER = 'Authorization: Bearer <key>';

const codeSx = { fontFamily: 'monospace', fontSize: '0.875rem', bgcolor: 'action.hover', px: 1, py: 0.5, borderRadius: 1, overflowWrap: 'anywhere' } as const;

interface IssuedKeyDialogProps {
  issued: IssuedKey;
  /** The company id for the MQTT topic; null when unknown. */
  company: number | null;
  onClose: () => void;
}

/** Shows a new key's secret, this once, with a copy button and how to send readings with it. */
export function IssuedKeyDialog({ issued, company, onClose }: IssuedKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const { key, device } = issued;

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(key.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    // Only the button closes it: a stray click beside the dialog must not lose the secret.
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('devices.issued.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {device ? t('devices.issued.forDevice', { device: device.identification, id: device.id }) : t('devices.issued.forGateway', { label: key.label })}
          </Typography>
          <Alert severity="warning">{t('devices.issued.once')}</Alert>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('devices.issued.secret')}
                value={key.key}
                fullWidth
                onFocus={(event) => event.target.select()}
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
              />
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copySecret()} sx={{ flexShrink: 0, mt: 1 }}>
                {t('devices.issued.copy')}
              </Button>
            </Stack>
            <Typography variant="body2" role="status" color={copy === 'failed' ? 'error' : 'success.main'} sx={{ minHeight: '1.5em', mt: 0.5 }}>
              {copy ? t(`devices.issued.${copy}`) : null}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('devices.issued.httpHint')}
            </Typography>
            <Box component="code" sx={{ ...codeSx, display: 'block' }}>
              {TELEMETRY_ENDPOINT}
              <br />
              {AUTHORIZATION_HEADER}
            </Box>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {device ? t('devices.issued.mqttHint') : t('devices.issued.mqttGatewayHint')}
            </Typography>
            <Box component="code" sx={{ ...codeSx, display: 'block' }}>
              {mqttTopicOf(company, device?.id ?? null)}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('devices.issued.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
