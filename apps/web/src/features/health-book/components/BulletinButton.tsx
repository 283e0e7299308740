import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

/** Saves the flock's sanitary bulletin as a PDF in the interface's language. */
export function BulletinButton({ batchId }: { batchId: number }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const save = async () => {
    setState('busy');
    try {
      const lang = currentLanguage(i18n.language);
      await downloadFile(`/v2/batches/${batchId}/sanitary-bulletin/pdf?lang=${encodeURIComponent(lang)}`, { fallbackName: `plantel-boletim-sanitario-${batchId}.pdf` });
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={state === 'busy'} onClick={() => void save()}>
        {t('health.bulletin.download')}
      </Button>
      {state === 'saved' || state === 'failed' ? (
        <Typography role="status" variant="caption" color={state === 'saved' ? 'success.main' : 'error'}>
          {t(`health.bulletin.${state}`)}
        </Typography>
      ) : null}
    </Stack>
  );
}
