import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { alertThresholdsFormSchema, DEFAULT_ALERT_THRESHOLDS, type AlertThresholds, type AlertThresholdsPatch, type NumericThreshold } from '@plantel/contracts';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { TimeZonePicker } from '@/components/form/pickers/TimeZonePicker';
import { timeZoneLabel } from '@/components/form/pickers/timeZones';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useAlertThresholds, useSaveAlertThresholds } from '../api/alertThresholds';
import { limitsOf, NUMERIC_THRESHOLDS } from './thresholdFields';
import { decimalsOf } from '@/lib/numbers';

/** The company's alert thresholds: everyone reads them, staff change them. */
export function AlertThresholdsForm() {
  const { t } = useTranslation();
  const thresholds = useAlertThresholds();
  const editable = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [message, setMessage] = useState<FormMessage>(null);
  if (thresholds.isPending) return <Skeleton variant="rounded" height={420} aria-label={t('app.loading')} />;
  if (thresholds.isError) return <RetryAlert message={t('alertThresholds.loadFailed')} onRetry={() => void thresholds.refetch()} />;
  return (
    <>
      {!editable ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('alertThresholds.readOnly')}
        </Typography>
      ) : null}
      <Editor key={JSON.stringify(thresholds.data)} saved={thresholds.data} editable={editable} message={message} onMessage={setMessage} />
    </>
  );
}

interface EditorProps {
  saved: AlertThresholds;
  editable: boolean;
  message: FormMessage;
  /** Kept above the editor, which is drawn anew when the saved thresholds change. */
  onMessage: (message: FormMessage) => void;
}

function Editor({ saved, editable, message, onMessage: setMessage }: EditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const limitTexts = (field: NumericThreshold) => {
    const { min, max } = limitsOf(field);
    return { min: format.number(min, decimalsOf(min)), max: format.number(max, decimalsOf(max)) };
  };
  const save = useSaveAlertThresholds();
  const { form, field, errorAt, errorText, refused } = useSchemaForm(alertThresholdsFormSchema, saved, { mode: 'onChange' });
  useFieldChange(form, () => setMessage(null));

  const submit = form.handleSubmit((values) => {
    const patch: AlertThresholdsPatch = Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== saved[name as keyof AlertThresholds]));
    if (Object.keys(patch).length === 0) return setMessage({ severity: 'info', text: t('alertThresholds.unchanged') });
    // Not mutate's callbacks: saving draws the editor anew, and an unmounted editor's callbacks never run.
    save.mutateAsync(patch).then(
      () => setMessage({ severity: 'success', text: t('alertThresholds.saved') }),
      (error: unknown) => {
        refused(error);
        const named = error instanceof ApiRequestError && error.status === 400 && error.fields.some((f) => f.field in saved);
        setMessage({ severity: 'error', text: named ? t('alertThresholds.refused') : t('alertThresholds.saveFailed') });
      },
    );
  });

  return (
    <Box component="form" noValidate aria-label={t('alertThresholds.title')} sx={{ display: 'grid', gap: 2, maxWidth: 640 }} onSubmit={(e) => void submit(e)}>
      {NUMERIC_THRESHOLDS.map((name) => {
        const bound = field(name, { number: true, params: limitTexts(name), help: `${t(`alertThresholds.fields.${name}.help`)} ${t('alertThresholds.range', limitTexts(name))}` });
        const unit = t(`alertThresholds.fields.${name}.unit`, { defaultValue: '' });
        return (
          <TextField
            key={name}
            {...bound}
            label={t(`alertThresholds.fields.${name}.label`)}
            slotProps={{
              // Read-only rather than disabled: the values stay as legible as the staff's.
              htmlInput: { inputMode: 'decimal', readOnly: !editable },
              input: { endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined },
            }}
          />
        );
      })}
      <Controller
        control={form.control}
        name="time_zone"
        render={({ field: zone }) =>
          editable ? (
            <TimeZonePicker
              label={t('alertThresholds.fields.time_zone.label')}
              value={zone.value}
              onChange={zone.onChange}
              error={errorAt('time_zone') !== undefined}
              helperText={errorText(errorAt('time_zone')) ?? t('alertThresholds.fields.time_zone.help')}
            />
          ) : (
            <TextField
              label={t('alertThresholds.fields.time_zone.label')}
              value={timeZoneLabel(zone.value)}
              helperText={t('alertThresholds.fields.time_zone.help')}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          )
        }
      />
      <FormStatus message={message} />
      {editable ? (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!form.formState.isValid} loading={save.isPending}>
            {t('alertThresholds.save')}
          </Button>
          <Button
            onClick={() => {
              form.reset(DEFAULT_ALERT_THRESHOLDS, { keepDefaultValues: true });
              setMessage({ severity: 'info', text: t('alertThresholds.defaultsFilled') });
            }}
          >
            {t('alertThresholds.restoreDefaults')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
