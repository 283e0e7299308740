import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readWebhookSecret, useRotateWebhookSecret } from '../api/alertsApi';

/**
 * The company's webhook signing secret (staff): hidden until asked for, copied to set up a gateway,
 * and rotated when it may have leaked (the old one stops verifying at once).
 */
export function WebhookSecretPanel() {
  const { t } = useTranslation();
  const read = useMutation({ mutationFn: readWebhookSecret });
  const rotate = useRotateWebhookSecret();
  const [copied, setCopied] = useState(false);
  const secret = rotate.data?.secret ?? read.data?.secret ?? null;
  const failed = read.isError || rotate.isError;

  const copy = () => secret && navigator.clipboard.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  const renew = () => {
    if (window.confirm(t('webhookSecret.confirmRotate'))) rotate.mutate(undefined, { onSuccess: () => setCopied(false) });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary">{t('webhookSecret.help')}</Typography>
      {failed ? <Alert severity="error">{t('webhookSecret.failed')}</Alert> : null}
      {rotate.isSuccess ? <Alert severity="success">{t('webhookSecret.rotated')}</Alert> : null}
      {secret ? (
        <TextField label={t('webhookSecret.label')} value={secret} slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }} fullWidth />
      ) : null}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {secret ? (
          <Button variant="outlined" onClick={copy}>
            {copied ? t('webhookSecret.copied') : t('webhookSecret.copy')}
          </Button>
        ) : (
          <Button variant="outlined" loading={read.isPending} onClick={() => read.mutate()}>
            {t('webhookSecret.show')}
          </Button>
        )}
        <Button color="warning" loading={rotate.isPending} onClick={renew}>
          {t('webhookSecret.rotate')}
        </Button>
      </Stack>
    </Stack>
  );
}
