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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// The production figures alone: the domain's index also holds the growth tables, which no page here needs.
import { adjustedFcrConventionOf, adjustedFeedConversion } from '@plantel/domain/kpis';
import { DECIMALS, performanceSettingsFormSchema, type PerformanceSettings } from '@plantel/contracts';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { decimalsOf } from '@/lib/numbers';
import { useSessionStore } from '@/stores/session';
import { usePerformanceSettings, useSavePerformanceSettings } from '../api/performanceSettings';
import { CONVENTIONS, conventionOf, EXAMPLE, limitsOf, PERFORMANCE_FIELDS, type Convention, type PerformanceSetting } from '../model/performanceSettingsFields';

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
  const { t } = useTranslation();
  const format = useFormatters();
  const save = useSavePerformanceSettings();
  const { form, field, refused } = useSchemaForm(performanceSettingsFormSchema, saved, { mode: 'onChange' });
  // The convention the values are, unless "custom" was chosen and nothing typed since.
  const [customChosen, setCustomChosen] = useState(false);
  useFieldChange(form, () => {
    setMessage(null);
    setCustomChosen(false);
  });

  const number = (value: number) => format.number(value, decimalsOf(value));
  const parsed = performanceSettingsFormSchema.safeParse(form.watch());
  const typed = parsed.success ? parsed.data : null;
  const choice: Convention = customChosen ? 'custom' : conventionOf(typed);
  const limitTexts = (name: PerformanceSetting) => {
    const { min, max } = limitsOf(name);
    return { min: number(min), max: number(max) };
  };
  const conventionLabel = (convention: Convention) =>
    convention === 'custom'
      ? t('performanceSettings.conventions.custom')
      : t(`performanceSettings.conventions.${convention}`, {
          weight: number(CONVENTIONS[convention].adjusted_fcr_reference_weight),
          points: number(CONVENTIONS[convention].adjusted_fcr_points_per_100g),
        });

  const fill = (convention: Convention) => {
    setCustomChosen(convention === 'custom');
    setMessage(null);
    if (convention === 'custom') return form.setFocus('adjusted_fcr_reference_weight');
    form.reset(CONVENTIONS[convention], { keepDefaultValues: true });
  };

  const submit = form.handleSubmit((settings) => {
    if (PERFORMANCE_FIELDS.every((name) => settings[name] === saved[name])) return setMessage({ severity: 'info', text: t('performanceSettings.unchanged') });
    // Not mutate's callbacks: saving draws the editor anew, and an unmounted editor's callbacks never run.
    save.mutateAsync(settings).then(
      (stored) =>
        setMessage({
          severity: 'success',
          text: t('performanceSettings.saved', { weight: number(stored.adjusted_fcr_reference_weight), points: number(stored.adjusted_fcr_points_per_100g) }),
        }),
      (error: unknown) => {
        refused(error);
        const status = error instanceof ApiRequestError ? error.status : null;
        const named = status === 400 && (error as ApiRequestError).fields.some((f) => f.field in saved);
        const text = status === 403 ? t('performanceSettings.forbidden') : named ? t('performanceSettings.refused') : t('performanceSettings.saveFailed');
        setMessage({ severity: 'error', text });
      },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('performanceSettings.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 640, minWidth: 0 }}
      onSubmit={(e) => void submit(e)}
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

      {PERFORMANCE_FIELDS.map((name) => {
        const bound = field(name, { number: true, params: limitTexts(name), help: `${t(`performanceSettings.fields.${name}.help`)} ${t('performanceSettings.range', limitTexts(name))}` });
        return (
          <TextField
            key={name}
            {...bound}
            label={t(`performanceSettings.fields.${name}.label`)}
            slotProps={{
              // Read-only rather than disabled: the values stay as legible as the staff's.
              htmlInput: { inputMode: 'decimal', readOnly: !editable },
              input: { endAdornment: <InputAdornment position="end">{t(`performanceSettings.fields.${name}.unit`)}</InputAdornment> },
            }}
          />
        );
      })}

      <FormStatus message={message} />
      {editable ? (
        <Box>
          <Button type="submit" variant="contained" disabled={!form.formState.isValid} loading={save.isPending}>
            {t('performanceSettings.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
