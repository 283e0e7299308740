import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

interface PdfButtonProps {
  /** The PDF's API path; `lang` (the interface's language) is added to it. */
  path: string;
  fallbackName: string;
  label: string;
  saved: string;
  failed: string;
}

/** Saves a PDF of the API in the interface's language, and says whether it was saved. */
export function PdfButton({ path, fallbackName, label, saved, failed }: PdfButtonProps) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const save = async () => {
    setState('busy');
    try {
      const lang = currentLanguage(i18n.language);
      await downloadFile(`${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`, { fallbackName });
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={state === 'busy'} onClick={() => void save()}>
        {label}
      </Button>
      {state === 'saved' || state === 'failed' ? (
        <Typography role="status" variant="caption" color={state === 'saved' ? 'success.main' : 'error'}>
          {state === 'saved' ? saved : failed}
        </Typography>
      ) : null}
    </Stack>
  );
}
