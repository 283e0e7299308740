import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTER_IMPORT_SHEETS } from '@plantel/contracts';
import { RefusalList } from '@/components/ui/RefusalList';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage } from '@/lib/i18n';
import { downloadRegisterTemplate, refusalsOf, useImportRegister } from '../api/registerImport';

/** The whole register from one spreadsheet (or JSON): the template, the file, then what was stored or every refusal. */
export function RegisterImportPanel() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const language = currentLanguage(i18n.language);
  const upload = useImportRegister();
  const [templateFailed, setTemplateFailed] = useState(false);
  const refusals = refusalsOf(upload.error);
  const failure = upload.error && !refusals ? (upload.error instanceof ApiRequestError ? upload.error.message : t('register.unreachable')) : null;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography color="text.secondary">{t('register.import.help')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadRegisterTemplate(language).then(() => setTemplateFailed(false), () => setTemplateFailed(true))} sx={{ minHeight: 44 }}>
          {t('register.import.template')}
        </Button>
        <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} loading={upload.isPending} sx={{ minHeight: 44 }}>
          {t('register.import.choose')}
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.json,application/json"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload.mutate({ file, language });
            }}
          />
        </Button>
      </Box>
      {templateFailed ? <Alert severity="error">{t('register.import.templateFailed')}</Alert> : null}
      {upload.data ? (
        <Alert severity="success" role="status">
          {t('register.import.done')}{' '}
          {REGISTER_IMPORT_SHEETS.map((sheet) => t('register.import.counts', { kind: t(`register.tabs.${sheet}`), created: upload.data[sheet].created, updated: upload.data[sheet].updated, unchanged: upload.data[sheet].unchanged })).join(' · ')}
        </Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {refusals ? (
        <>
          <Alert severity="error">{t('register.import.refused', { count: refusals.length })}</Alert>
          <RefusalList refusals={refusals} />
        </>
      ) : null}
    </Stack>
  );
}
