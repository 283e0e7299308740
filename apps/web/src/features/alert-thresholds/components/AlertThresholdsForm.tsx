import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds, type AlertThresholdsPatch } from '@plantel/contracts';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { TimeZonePicker } from '@/components/form/pickers/TimeZonePicker';
import { timeZoneLabel } from '@/components/form/pickers/timeZones';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useAlertThresholds, useSaveAlertThresholds } from '../api/alertThresholds';
import { limitsOf, NUMERIC_THRESHOLDS, parseThreshold, validTimeZone, type NumericThreshold } from './thresholdFields';
import { decimalsOf, editableNumber } from '@/lib/numbers';

type Texts = Record<NumericThreshold, string>;

const textsOf = (thresholds: AlertThresholds): Texts =>
  Object.fromEntries(NUMERIC_THRESHOLDS.map((field) => [field, editableNumber(thresholds[field])])) as Texts;

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
  const [texts, setTexts] = useState<Texts>(() => textsOf(saved));
  const [timeZone, setTimeZone] = useState(saved.time_zone);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof AlertThresholds, string>>>({});

  const clientError = (field: NumericThreshold) => (parseThreshold(field, texts[field]) === null ? t('alertThresholds.outOfRange', limitTexts(field)) : null);
  const invalid = NUMERIC_THRESHOLDS.some((field) => parseThreshold(field, texts[field]) === null) || !validTimeZone(timeZone);
  const edited = (field: keyof AlertThresholds) => {
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
    setMessage(null);
  };

  const submit = () => {
    if (invalid) return;
    const patch: AlertThresholdsPatch = {};
    for (const field of NUMERIC_THRESHOLDS) {
      const value = parseThreshold(field, texts[field])!;
      if (value !== saved[field]) patch[field] = value;
    }
    if (timeZone !== saved.time_zone) patch.time_zone = timeZone;
    if (Object.keys(patch).length === 0) return setMessage({ severity: 'info', text: t('alertThresholds.unchanged') });
    // Not mutate's callbacks: saving draws the editor anew, and an unmounted editor's callbacks never run.
    save.mutateAsync(patch).then(
      () => setMessage({ severity: 'success', text: t('alertThresholds.saved') }),
      (error: unknown) => {
        const refused = error instanceof ApiRequestError && error.status === 400 ? error.fields.filter((f) => f.field in saved) : [];
        setServerErrors(Object.fromEntries(refused.map((f) => [f.field, t('alertThresholds.serverRefused', { reason: f.message })])));
        setMessage({ severity: 'error', text: refused.length > 0 ? t('alertThresholds.refused') : t('alertThresholds.saveFailed') });
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('alertThresholds.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {NUMERIC_THRESHOLDS.map((field) => {
        const error = serverErrors[field] ?? clientError(field);
        const unit = t(`alertThresholds.fields.${field}.unit`, { defaultValue: '' });
        return (
          <TextField
            key={field}
            label={t(`alertThresholds.fields.${field}.label`)}
            value={texts[field]}
            onChange={(e) => {
              setTexts((all) => ({ ...all, [field]: e.target.value }));
              edited(field);
            }}
            error={error !== null}
            helperText={error ?? `${t(`alertThresholds.fields.${field}.help`)} ${t('alertThresholds.range', limitTexts(field))}`}
            slotProps={{
              // Read-only rather than disabled: the values stay as legible as the staff's.
              htmlInput: { inputMode: 'decimal', readOnly: !editable },
              input: { endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined },
            }}
          />
        );
      })}
      {!editable ? (
        <TextField
          label={t('alertThresholds.fields.time_zone.label')}
          value={timeZoneLabel(timeZone)}
          helperText={t('alertThresholds.fields.time_zone.help')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ) : (
        <TimeZonePicker
          label={t('alertThresholds.fields.time_zone.label')}
          value={timeZone}
          onChange={(zone) => {
            setTimeZone(zone);
            edited('time_zone');
          }}
          error={serverErrors.time_zone !== undefined || !validTimeZone(timeZone)}
          helperText={serverErrors.time_zone ?? (validTimeZone(timeZone) ? t('alertThresholds.fields.time_zone.help') : t('alertThresholds.timeZoneInvalid'))}
        />
      )}
      <FormStatus message={message} />
      {editable ? (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={invalid} loading={save.isPending}>
            {t('alertThresholds.save')}
          </Button>
          <Button
            onClick={() => {
              setTexts(textsOf(DEFAULT_ALERT_THRESHOLDS));
              setTimeZone(DEFAULT_ALERT_THRESHOLDS.time_zone);
              setServerErrors({});
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
