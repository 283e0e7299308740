import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { StatementResponse } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { batchClosePath } from '@/config/routes/coreRoutes';
import { useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { editableNumber } from '@/lib/numbers';
import { useSessionStore } from '@/stores/session';
import { statementFilePath, useCorrectStatement, useStatement, useStatementVersions } from '../api/statementsApi';
import { closingFromStatement } from '../model/closingForm';
import { AuditTrail } from './AuditTrail';
import { ClosingFiguresForm } from './ClosingFiguresForm';
import { DownloadButtons } from './DownloadButtons';
import { StatementView } from './StatementView';

/** A closed batch's statement: a version chosen from its trail, its files, and (staff) a correction. */
export function StatementPageView({ batchId }: { batchId: number }) {
  const { t, i18n } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [version, setVersion] = useState<number | null>(null);
  const statement = useStatement(batchId, version);
  const versions = useStatementVersions(batchId, statement.data !== null && statement.data !== undefined);
  const format = useFormatters();
  if (statement.isPending) return <Skeleton variant="rounded" height={480} aria-label={t('app.loading')} />;
  if (statement.isError) return <RetryAlert message={t('settlement.statement.loadFailed')} onRetry={() => void statement.refetch()} />;
  if (statement.data === null) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info">{t('settlement.statement.notClosed')}</Alert>
        {staff ? (
          <Button component={RouterLink} to={batchClosePath(batchId)} variant="contained" sx={{ minHeight: 44 }}>
            {t('settlement.close.title')}
          </Button>
        ) : null}
      </Box>
    );
  }
  const answer = statement.data;
  const language = currentLanguage(i18n.language);
  const trail = versions.data?.results ?? [];
  const latest = trail.at(-1)?.version ?? answer.version;
  const name = `statement-${answer.batch.identification}-v${answer.version}`;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('settlement.statement.version')}
          value={answer.version}
          onChange={(e) => setVersion(Number(e.target.value) === latest ? null : Number(e.target.value))}
          sx={{ minWidth: 240, maxWidth: '100%' }}
        >
          {(trail.length > 0 ? trail : [{ version: answer.version, reason: answer.reason, payable_cents: answer.statement.payableCents }]).map((v) => (
            <MenuItem key={v.version} value={v.version}>
              {t('settlement.statement.versionOption', { version: v.version, payable: format.money(v.payable_cents), reason: v.reason ?? t('settlement.statement.original') })}
            </MenuItem>
          ))}
        </TextField>
        <DownloadButtons
          files={[
            { label: t('settlement.statement.downloadPdf'), path: statementFilePath(batchId, 'pdf', language, answer.version), fallbackName: `${name}.pdf` },
            { label: t('settlement.statement.downloadXlsx'), path: statementFilePath(batchId, 'xlsx', language, answer.version), fallbackName: `${name}.xlsx` },
          ]}
        />
      </Box>
      {answer.version !== latest ? <Alert severity="info">{t('settlement.statement.olderVersion', { version: answer.version, latest })}</Alert> : null}
      <StatementView answer={answer} />
      {trail.length > 0 ? <AuditTrail versions={trail} /> : null}
      {staff && answer.version === latest ? <Correction key={answer.version} batchId={batchId} answer={answer} write={(v) => editableNumber(v, i18n.language)} /> : null}
    </Box>
  );
}

/** A correction: the figures in full, prefilled from the statement, and the reason it heads the new version with. */
function Correction({ batchId, answer, write }: { batchId: number; answer: StatementResponse; write: (value: number) => string }) {
  const { t } = useTranslation();
  const correct = useCorrectStatement(batchId);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [initial] = useState(() => closingFromStatement(answer, write));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="statement-correction" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="statement-correction" component="h3" variant="h6">
        {t('settlement.correction.title')}
      </Typography>
      <Typography color="text.secondary">{t('settlement.correction.description')}</Typography>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}
      {open ? (
        <ClosingFiguresForm
          initial={initial}
          submitLabel={t('settlement.correction.submit')}
          correction
          onSubmit={async (body, reason) => {
            const stored = await correct.mutateAsync({ ...body, reason });
            setOpen(false);
            setDone(t('settlement.correction.done', { version: stored.version }));
          }}
        />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
            {t('settlement.correction.open')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
