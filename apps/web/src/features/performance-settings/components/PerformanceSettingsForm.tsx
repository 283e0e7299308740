import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The production figures alone: the domain's index also holds the growth tables, which no page here needs.
import { adjustedFcrConventionOf, adjustedFeedConversion } from '@plantel/domain/kpis';
import { DECIMALS, type PerformanceSettings } from '@plantel/contracts';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { decimalsOf, editableNumber } from '@/lib/numbers';
import { useSessionStore } from '@/stores/session';
import { usePerformanceSettings, useSavePerformanceSettings } from '../api/performanceSettings';
import {
  CONVENTIONS,
  conventionOf,
  EXAMPLE,
  limitsOf,
  parseSetting,
  parseSettings,
  PERFORMANCE_FIELDS,
  type Convention,
  type PerformanceSetting,
} from '../model/performanceSettingsFields';

type Texts = Record<PerformanceSetting, string>;

/** The company's adjusted-FCR conventions: everyone reads them, staff change them. */
export function PerformanceSettingsForm() {
  const { t } = useTranslation();
  const settings = usePerformanceSettings();
  const editable = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [message, setMessage] = useState<FormMessage>(null);
  if (settings.isPending) return <Skeleton variant="rounded" height={360} aria-label={t('app.loading')} />;
  if (settings.isError) return <RetryAlert message={t('performanceSettings.loadFailed')} onRetry={() => void settings.refetch()} />;
  return <Editor key={JSON.stringify(settings.data)} saved={settings.data} editable={editable} message={message} onMessage={setMessage} />;
}

interface EditorProps {
  saved: PerformanceSettings;
  editable: boolean;
  message: FormMessage;
  /** Kept above the editor, which is drawn anew when the saved settings change. */
  onMessage: (message: FormMessage) => void;
}

function Editor({ saved, editable, message, onMessage: setMessage }: EditorProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const save = useSavePerformanceSettings();
  const textsOf = (settings: PerformanceSettings): Texts => ({
    adjusted_fcr_reference_weight: editableNumber(settings.adjusted_fcr_reference_weight, i18n.language),
    adjusted_fcr_points_per_100g: editableNumber(settings.adjusted_fcr_points_per_100g, i18n.language),
  });
  const [texts, setTexts] = useState<Texts>(() => textsOf(saved));
  const [choice, setChoice] = useState<Convention>(() => conventionOf(saved));
  const [serverErrors, setServerErrors] = useState<Partial<Record<PerformanceSetting, string>>>({});
  const referenceField = useRef<HTMLInputElement>(null);

  const number = (value: number) => format.number(value, decimalsOf(value));
  const typed = parseSettings(texts);
  const clientError = (field: PerformanceSetting) => {
    if (parseSetting(field, texts[field]) !== null) return null;
    const { min, max } = limitsOf(field);
    return t('performanceSettings.outOfRange', { min: number(min), max: number(max) });
  };
  const conventionLabel = (convention: Convention) =>
    convention === 'custom'
      ? t('performanceSettings.conventions.custom')
      : t(`performanceSettings.conventions.${convention}`, {
          weight: number(CONVENTIONS[convention].adjusted_fcr_reference_weight),
          points: number(CONVENTIONS[convention].adjusted_fcr_points_per_100g),
        });

  const fill = (convention: Convention) => {
    setChoice(convention);
    setServerErrors({});
    setMessage(null);
    if (convention === 'custom') referenceField.current?.focus();
    else setTexts(textsOf(CONVENTIONS[convention]));
  };

  const submit = () => {
    if (!typed) return;
    if (PERFORMANCE_FIELDS.every((field) => typed[field] === saved[field])) return setMessage({ severity: 'info', text: t('performanceSettings.unchanged') });
    // Not mutate's callbacks: saving draws the editor anew, and an unmounted editor's callbacks never run.
    save.mutateAsync(typed).then(
      (stored) =>
        setMessage({
          severity: 'success',
          text: t('performanceSettings.saved', { weight: number(stored.adjusted_fcr_reference_weight), points: number(stored.adjusted_fcr_points_per_100g) }),
        }),
      (error: unknown) => {
        const status = error instanceof ApiRequestError ? error.status : null;
        const refused = status === 400 ? (error as ApiRequestError).fields.filter((f) => f.field in saved) : [];
        setServerErrors(Object.fromEntries(refused.map((f) => [f.field, t('performanceSettings.serverRefused', { reason: f.message })])));
        const text = status === 403 ? t('performanceSettings.forbidden') : refused.length > 0 ? t('performanceSettings.refused') : t('performanceSettings.saveFailed');
        setMessage({ severity: 'error', text });
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('performanceSettings.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 640, minWidth: 0 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('performanceSettings.formulaTitle')}
        </Typography>
        <Typography sx={{ my: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{t('performanceSettings.formula')}</Typography>
        <Typography color="text.secondary">{t('performanceSettings.formulaHelp')}</Typography>
        {typed ? (
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="adjusted-fcr-example">
            {t('performanceSettings.example', {
              fcr: format.number(EXAMPLE.fcr, DECIMALS.fcr),
              weight: format.number(EXAMPLE.weight, 0),
              reference: number(typed.adjusted_fcr_reference_weight),
              points: number(typed.adjusted_fcr_points_per_100g),
              adjusted: format.number(adjustedFeedConversion(EXAMPLE.fcr, EXAMPLE.weight, adjustedFcrConventionOf(typed)), DECIMALS.fcr),
            })}
          </Typography>
        ) : null}
      </Paper>

      {editable ? (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('performanceSettings.convention')}</FormLabel>
          <RadioGroup name="convention" value={choice} onChange={(e) => fill(e.target.value as Convention)}>
            {(['ilvo', 'legacy', 'custom'] as const).map((convention) => (
              <FormControlLabel key={convention} value={convention} control={<Radio />} label={conventionLabel(convention)} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : (
        <Box>
          <Typography color="text.secondary">{t('performanceSettings.readOnly')}</Typography>
          <Typography>{t('performanceSettings.conventionInUse', { convention: conventionLabel(conventionOf(saved)) })}</Typography>
        </Box>
      )}

      {PERFORMANCE_FIELDS.map((field) => {
        const error = serverErrors[field] ?? clientError(field);
        const { min, max } = limitsOf(field);
        return (
          <TextField
            key={field}
            label={t(`performanceSettings.fields.${field}.label`)}
            value={texts[field]}
            inputRef={field === 'adjusted_fcr_reference_weight' ? referenceField : undefined}
            onChange={(e) => {
              const next = { ...texts, [field]: e.target.value };
              setTexts(next);
              setChoice(conventionOf(parseSettings(next)));
              setServerErrors(({ [field]: _gone, ...rest }) => rest);
              setMessage(null);
            }}
            error={error !== null}
            helperText={error ?? `${t(`performanceSettings.fields.${field}.help`)} ${t('performanceSettings.range', { min: number(min), max: number(max) })}`}
            slotProps={{
              // Read-only rather than disabled: the values stay as legible as the staff's.
              htmlInput: { inputMode: 'decimal', readOnly: !editable },
              input: { endAdornment: <InputAdornment position="end">{t(`performanceSettings.fields.${field}.unit`)}</InputAdornment> },
            }}
          />
        );
      })}

      <FormStatus message={message} />
      {editable ? (
        <Box>
          <Button type="submit" variant="contained" disabled={typed === null} loading={save.isPending}>
            {t('performanceSettings.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
