import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BATCH_IMPORT_LABELS, BATCH_IMPORT_MAX_BYTES, fillPlaceholders, type BatchImportResult } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useShedChoices } from '@/lib/shedChoices';
import { downloadTemplate, useImportBatch, useImportedBatch } from '../api/batchImport';
import { ACCEPTED_FILES } from '@/lib/importFile';
import { failureOf, type ImportFailure } from '../model/importOutcome';
import { RefusalList } from '@/components/ui/RefusalList';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

/** The dashboard address that opens a batch of a shed (composed by the page from the route table), or null. */
export type BatchDashboardPath = (productionTypeId: number, shedId: number, batchId: number) => string | null;

interface BatchImportViewProps {
  dashboardPath: BatchDashboardPath;
}

/** The staff's batch import: the template to fill in, the file to send, and what the server made of it. */
export function BatchImportView({ dashboardPath }: BatchImportViewProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const format = useFormatters();
  const picker = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [template, setTemplate] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [shed, setShed] = useState<number | null>(null);
  const sheds = useShedChoices(true);
  const importing = useImportBatch();
  const fileHelpId = useId();

  const download = () => {
    setTemplate('busy');
    downloadTemplate(language, shed).then(
      () => setTemplate('idle'),
      () => setTemplate('failed'),
    );
  };

  const send = () => {
    if (!file || importing.isPending) return;
    // Keyboard and screen-reader users land on what happened.
    importing.mutate({ file, language }, { onSettled: () => requestAnimationFrame(() => outcome.current?.focus()) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, minWidth: 0 }}>
      <Step title={t('batchImport.template.title')}>
        <Typography color="text.secondary">{t('batchImport.template.text')}</Typography>
        <TextField
          select
          slotProps={NATIVE_SELECT}
          label={t('batchImport.template.shed')}
          value={shed ?? ''}
          onChange={(e) => setShed(e.target.value === '' ? null : Number(e.target.value))}
          disabled={!sheds.data}
          helperText={sheds.isError ? t('batchImport.template.shedsFailed') : t('batchImport.template.shedHelp')}
          error={sheds.isError}
          sx={{ maxWidth: 480 }}
        >
          <option value="">{t('batchImport.template.noShed')}</option>
          {(sheds.data ?? []).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {t('batchImport.template.shedOption', { property: choice.property, shed: choice.identification })}
            </option>
          ))}
        </TextField>
        <Box>
          <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={download} loading={template === 'busy'} loadingPosition="start">
            {t('batchImport.template.download')}
          </Button>
        </Box>
        {template === 'failed' ? <Alert severity="error">{t('batchImport.template.failed')}</Alert> : null}
      </Step>

      <Step title={t('batchImport.file.title')}>
        <Typography color="text.secondary" id={fileHelpId}>
          {t('batchImport.file.text', { max: format.number(BATCH_IMPORT_MAX_BYTES / 1024 / 1024, 0) })}
        </Typography>
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED_FILES}
          hidden
          tabIndex={-1}
          aria-label={t('batchImport.file.choose')}
          data-testid="batch-import-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            // Cleared so that choosing the same file again, after correcting it, counts as a choice.
            e.target.value = '';
            if (!chosen) return;
            setFile(chosen);
            importing.reset();
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button variant="outlined" startIcon={<UploadFileIcon aria-hidden />} onClick={() => picker.current?.click()} aria-describedby={fileHelpId} disabled={importing.isPending}>
            {t('batchImport.file.choose')}
          </Button>
          <Typography aria-live="polite" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {file ? t('batchImport.file.chosen', { name: file.name, size: format.number(Math.max(1, Math.round(file.size / 1024)), 0) }) : t('batchImport.file.none')}
          </Typography>
        </Stack>
      </Step>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>
          <Button variant="contained" onClick={send} disabled={!file} loading={importing.isPending} loadingPosition="start" startIcon={<UploadFileIcon aria-hidden />}>
            {t('batchImport.send')}
          </Button>
        </Box>
        {importing.isPending && file ? (
          <Box role="status">
            <Typography variant="body2">{t('batchImport.sending', { name: file.name })}</Typography>
            <LinearProgress aria-label={t('batchImport.sending', { name: file.name })} sx={{ mt: 1 }} />
          </Box>
        ) : null}
      </Box>

      <Box ref={outcome} tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
        {importing.isSuccess ? <Imported result={importing.data} dashboardPath={dashboardPath} /> : null}
        {importing.isError ? <Refused failure={failureOf(importing.error)} /> : null}
      </Box>
    </Box>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The import was stored: created or replaced, what it holds, whether it is closed, and where to see it. */
function Imported({ result, dashboardPath }: { result: BatchImportResult; dashboardPath: BatchDashboardPath }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const batch = useImportedBatch(result.batch);
  const path = batch.data ? dashboardPath(batch.data.production_type.external_id, batch.data.shed, batch.data.id) : null;
  const count = (key: 'weighings' | 'feedDays' | 'mortalityDays' | 'treatments' | 'vaccinations' | 'samples', n: number) =>
    t(`batchImport.result.${key}`, { count: n, n: format.number(n, 0) });
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t(result.replaced ? 'batchImport.result.replaced' : 'batchImport.result.created')}</AlertTitle>
      {batch.data ? (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('batchImport.result.batch', { identification: batch.data.identification, lineage: batch.data.lineage })}
        </Typography>
      ) : null}
      <Typography>
        {t('batchImport.result.counts', {
          weighings: count('weighings', result.weighings),
          feed: count('feedDays', result.feed_days),
          mortality: count('mortalityDays', result.mortality_days),
        })}
      </Typography>
      {result.treatments + result.vaccinations + result.samples > 0 ? (
        <Typography>
          {t('batchImport.result.healthCounts', {
            treatments: count('treatments', result.treatments),
            vaccinations: count('vaccinations', result.vaccinations),
            samples: count('samples', result.samples),
          })}
        </Typography>
      ) : null}
      <Typography>{t(result.closed ? 'batchImport.result.closed' : 'batchImport.result.open')}</Typography>
      {path ? (
        <Link component={RouterLink} to={path} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
          {t('batchImport.result.openDashboard')}
        </Link>
      ) : null}
    </Alert>
  );
}

/** Nothing was stored: the refused rows, or why the file was not read at all. */
function Refused({ failure }: { failure: ImportFailure }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const labels = BATCH_IMPORT_LABELS[currentLanguage(i18n.language)];
  if (failure.kind === 'refused') {
    return (
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Alert severity="error">
          <AlertTitle>{t('batchImport.refusals.summary', { count: failure.refusals.length, n: format.number(failure.refusals.length, 0) })}</AlertTitle>
          {t('batchImport.refusals.help')}
        </Alert>
        <RefusalList refusals={failure.refusals} />
      </Box>
    );
  }
  const text: Record<Exclude<ImportFailure['kind'], 'refused'>, string> = {
    rejected: t('batchImport.failures.rejected', { reason: failure.kind === 'rejected' ? failure.reason : '' }),
    tooLarge: fillPlaceholders(labels.tooLarge, { max: format.number(BATCH_IMPORT_MAX_BYTES / 1024 / 1024, 0) }),
    notAFile: labels.notAFile,
    forbidden: labels.staffOnly,
    offline: t('batchImport.failures.offline'),
    failed: t('batchImport.failures.failed'),
  };
  return (
    <Alert severity="error">
      <AlertTitle>{t('batchImport.failures.title')}</AlertTitle>
      {text[failure.kind]}
    </Alert>
  );
}
