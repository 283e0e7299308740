import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClosingFigures, StatementResponse } from '@plantel/contracts';
import { batchStatementPath } from '@/config/routes/coreRoutes';
import { useCloseBatch } from '../api/statementsApi';
import { emptyClosing } from '../model/closingForm';
import { ClosingFiguresForm } from './ClosingFiguresForm';
import { StatementView } from './StatementView';
import { useApiFailure } from './useApiFailure';

/**
 * Closing a batch: its slaughter figures, then the statement they make (previewed, nothing stored),
 * then confirmed, which stores it for good and opens it.
 */
export function CloseBatchView({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseBatch(batchId);
  const failureOf = useApiFailure();
  const [preview, setPreview] = useState<{ body: ClosingFigures; answer: StatementResponse } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState(() => emptyClosing({ chicks: t('settlement.close.chicks'), chickUnit: t('settlement.close.chickUnit'), feed: t('settlement.close.feed') }));

  const confirm = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      await close.mutateAsync({ ...preview.body, preview: false });
      void navigate(batchStatementPath(batchId));
    } catch (error) {
      setFailure(failureOf(error).text);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: preview ? 'none' : 'block' }}>
        <ClosingFiguresForm
          initial={initial}
          submitLabel={t('settlement.close.preview')}
          onSubmit={async (body) => {
            const answer = await close.mutateAsync({ ...body, preview: true });
            setPreview({ body, answer });
          }}
        />
      </Box>
      {preview ? (
        <>
          <Alert severity="info">{t('settlement.close.previewNotice')}</Alert>
          <StatementView answer={preview.answer} />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void confirm()} loading={close.isPending} sx={{ minHeight: 44 }}>
              {t('settlement.close.confirm')}
            </Button>
            <Button onClick={() => setPreview(null)} sx={{ minHeight: 44 }}>
              {t('settlement.close.backToFigures')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('settlement.close.confirmHelp')}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
