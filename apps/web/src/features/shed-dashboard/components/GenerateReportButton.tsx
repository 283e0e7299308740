import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/lib/api-errors';
import { downloadFile, type DownloadProgress } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

type ReportState =
  | { step: 'idle' }
  | { step: 'building' }
  | { step: 'downloading'; percent: number | null }
  | { step: 'saved'; file: string }
  | { step: 'failed'; offline: boolean };

const percentOf = ({ received, total }: DownloadProgress) => (total ? Math.min(100, Math.round((received / total) * 100)) : null);

/** Builds the batch's PDF report on the server and saves it, saying how far it has got. */
export function GenerateReportButton({ batchId }: { batchId: number }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ReportState>({ step: 'idle' });
  const busy = state.step === 'building' || state.step === 'downloading';

  const generate = async () => {
    setState({ step: 'building' });
    try {
      const lang = currentLanguage(i18n.language);
      const file = await downloadFile(`/v2/batches/${batchId}/report?format=pdf&lang=${encodeURIComponent(lang)}`, {
        fallbackName: `plantel-batch-${batchId}.pdf`,
        onProgress: (progress) => setState({ step: 'downloading', percent: percentOf(progress) }),
      });
      setState({ step: 'saved', file });
    } catch (error) {
      setState({ step: 'failed', offline: error instanceof NetworkError });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, minWidth: 220 }}>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => void generate()} disabled={busy} title={t('report.hint')}>
        {t('report.generate')}
      </Button>
      {busy ? (
        <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
          <LinearProgress
            variant={state.step === 'downloading' && state.percent !== null ? 'determinate' : 'indeterminate'}
            value={state.step === 'downloading' ? (state.percent ?? 0) : 0}
            aria-label={t('report.building')}
          />
          <Typography variant="caption" color="text.secondary">
            {state.step === 'downloading' && state.percent !== null ? t('report.downloading', { percent: state.percent }) : t('report.building')}
          </Typography>
        </Box>
      ) : null}
      {state.step === 'saved' ? (
        <Typography role="status" variant="caption" color="success.main">
          {t('report.saved', { file: state.file })}
        </Typography>
      ) : null}
      {state.step === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void generate()}>
              {t('report.retry')}
            </Button>
          }
        >
          {t(state.offline ? 'report.offline' : 'report.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
