import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READINGS_RETENTION_MONTHS, readingsRetentionFormSchema, type ReadingsRetention } from '@plantel/contracts';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useReadingsRetention, useSaveReadingsRetention } from '../api/readingsRetention';

/** Months of raw readings the company keeps: everyone reads it, staff change it. */
export function ReadingsRetentionForm() {
  const { t } = useTranslation();
  const retention = useReadingsRetention();
  const editable = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [message, setMessage] = useState<FormMessage>(null);
  if (retention.isPending) return <Skeleton variant="rounded" height={200} aria-label={t('app.loading')} />;
  if (retention.isError) return <RetryAlert message={t('readingsRetention.loadFailed')} onRetry={() => void retention.refetch()} />;
  return <Editor key={retention.data.readings_retention_months} saved={retention.data} editable={editable} message={message} onMessage={setMessage} />;
}

interface EditorProps {
  saved: ReadingsRetention;
  editable: boolean;
  message: FormMessage;
  /** Kept above the editor, which is drawn anew when the saved value changes. */
  onMessage: (message: FormMessage) => void;
}

function Editor({ saved, editable, message, onMessage: setMessage }: EditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const save = useSaveReadingsRetention();
  const { form, field, refused } = useSchemaForm(readingsRetentionFormSchema, saved, { mode: 'onChange' });
  const limits = { min: format.number(READINGS_RETENTION_MONTHS.min, 0), max: format.number(READINGS_RETENTION_MONTHS.max, 0) };
  const months = field('readings_retention_months', { number: true, params: limits, help: t('readingsRetention.help', limits) });
  useFieldChange(form, () => setMessage(null));

  const submit = form.handleSubmit(({ readings_retention_months }) => {
    if (readings_retention_months === saved.readings_retention_months) return setMessage({ severity: 'info', text: t('readingsRetention.unchanged') });
    // Not mutate's callbacks: saving draws the editor anew, and an unmounted editor's callbacks never run.
    save.mutateAsync({ readings_retention_months }).then(
      (stored) => setMessage({ severity: 'success', text: t('readingsRetention.saved', { count: stored.readings_retention_months }) }),
      (err: unknown) => {
        refused(err);
        const status = err instanceof ApiRequestError ? err.status : null;
        const named = status === 400 && (err as ApiRequestError).fields.some((f) => f.field === 'readings_retention_months');
        setMessage({ severity: 'error', text: status === 403 ? t('readingsRetention.forbidden') : named ? t('readingsRetention.refused') : t('readingsRetention.saveFailed') });
      },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('readingsRetention.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 640, minWidth: 0 }}
      onSubmit={(e) => void submit(e)}
    >
      {editable ? null : <Typography color="text.secondary">{t('readingsRetention.readOnly')}</Typography>}
      <TextField
        {...months}
        label={t('readingsRetention.label')}
        slotProps={{
          // Read-only rather than disabled: the value stays as legible as the staff's.
          htmlInput: { inputMode: 'numeric', readOnly: !editable },
          input: { endAdornment: <InputAdornment position="end">{t('readingsRetention.unit')}</InputAdornment> },
        }}
      />
      <FormStatus message={message} />
      {editable ? (
        <Box>
          <Button type="submit" variant="contained" disabled={!form.formState.isValid} loading={save.isPending} sx={{ minHeight: 44 }}>
            {t('readingsRetention.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
