import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosingFigures } from '@plantel/contracts';
import { DayField } from '@/components/form/pickers/PickerFields';
import { closingToBody, newInputLine, type ClosingErrors, type ClosingForm, type InputLineForm } from '../model/closingForm';
import { useApiFailure } from './useApiFailure';
import { useErrorText } from './useErrorText';

type FigureField = Exclude<keyof ClosingForm, 'inputs' | 'slaughterDate'>;

/** Each figure's field: the form's name, the API's path, and whether it falls back to the batch's own when empty. */
const FIGURES: { field: FigureField; path: string; fallback: boolean }[] = [
  { field: 'birdsDelivered', path: 'birds_delivered', fallback: true },
  { field: 'liveWeightKg', path: 'live_weight_kg', fallback: true },
  { field: 'condemnedBirds', path: 'condemned_birds', fallback: false },
  { field: 'condemnedKg', path: 'condemned_kg', fallback: false },
  { field: 'chicksSupplied', path: 'chicks_supplied', fallback: true },
  { field: 'entryWeightG', path: 'entry_weight_g', fallback: true },
  { field: 'feedSuppliedKg', path: 'feed_supplied_kg', fallback: false },
  { field: 'feedReturnedKg', path: 'feed_returned_kg', fallback: false },
  { field: 'lostKg', path: 'lost_kg', fallback: true },
];

interface ClosingFiguresFormProps {
  initial: ClosingForm;
  submitLabel: string;
  /** Sends the figures; a refusal's field errors are shown by field. */
  onSubmit: (body: ClosingFigures) => Promise<unknown>;
  /** More fields before the button (a correction's reason), given this form's errors. */
  extra?: (errors: ClosingErrors) => ReactNode;
  /** Whether the extra fields are filled in (the reason): checked before sending. */
  extraErrors?: () => ClosingErrors;
}

/** The slaughter figures a batch closes with: birds, weights, condemnations, feed and the inputs supplied with their prices. */
export function ClosingFiguresForm({ initial, submitLabel, onSubmit, extra, extraErrors }: ClosingFiguresFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failureOf = useApiFailure();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ClosingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = (path: string, help?: string) => (errors[path] !== undefined ? { error: true, helperText: errorText(errors[path]) } : { helperText: help });
  const setLine = (index: number, line: InputLineForm) => setForm((f) => ({ ...f, inputs: f.inputs.map((l, i) => (i === index ? line : l)) }));

  const submit = async () => {
    setFailure(null);
    const read = closingToBody(form);
    const more = extraErrors?.() ?? {};
    if (read.errors || Object.keys(more).length > 0) {
      setErrors({ ...read.errors, ...more });
      setFailure(t('settlement.close.fixFields'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(read.body);
    } catch (error) {
      const { fields, text } = failureOf(error);
      setErrors(fields);
      setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('settlement.close.figures')}
      sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, minWidth: 0 }}>
        <DayField
          label={t('settlement.close.fields.slaughterDate')}
          value={form.slaughterDate}
          onChange={(slaughterDate) => setForm((f) => ({ ...f, slaughterDate }))}
          error={errors.slaughter_date !== undefined}
          helperText={shown('slaughter_date', t('settlement.close.batchDefault')).helperText}
        />
        {FIGURES.map(({ field, path, fallback }) => (
          <TextField
            key={field}
            label={t(`settlement.close.fields.${field}`)}
            value={form[field]}
            onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
            {...shown(path, fallback ? t('settlement.close.batchDefault') : undefined)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Paper>
      <Typography component="h2" variant="h6">
        {t('settlement.close.inputs')}
      </Typography>
      {form.inputs.map((line, index) => {
        const at = `inputs.${index}`;
        const label = t('settlement.close.inputLine', { n: index + 1, name: line.name || t('settlement.contracts.unnamed') });
        const field = (name: keyof Omit<InputLineForm, 'key'>, path: string, decimal: boolean) => (
          <TextField
            label={t(`settlement.close.line.${name}`)}
            value={line[name]}
            onChange={(e) => setLine(index, { ...line, [name]: e.target.value })}
            {...shown(`${at}.${path}`)}
            slotProps={{ htmlInput: { ...(decimal ? { inputMode: 'decimal' as const } : {}), 'aria-label': `${label}: ${t(`settlement.close.line.${name}`)}` } }}
          />
        );
        return (
          <Paper
            key={line.key}
            variant="outlined"
            role="group"
            aria-label={label}
            sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' }, alignItems: 'start', minWidth: 0 }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'grid' }}>{field('name', 'name', false)}</Box>
            {field('unit', 'unit', false)}
            {field('quantity', 'quantity', true)}
            {field('returned', 'returned_quantity', true)}
            {field('unitPrice', 'unit_price_cents', true)}
            <IconButton
              aria-label={t('settlement.close.removeLine', { n: index + 1 })}
              onClick={() => setForm((f) => ({ ...f, inputs: f.inputs.filter((_, i) => i !== index) }))}
              sx={{ width: 44, height: 44 }}
            >
              <DeleteIcon />
            </IconButton>
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setForm((f) => ({ ...f, inputs: [...f.inputs, newInputLine()] }))} sx={{ minHeight: 44 }}>
          {t('settlement.close.addLine')}
        </Button>
      </Box>
      {extra?.(errors)}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
          {errors.inputs !== undefined ? <div>{errorText(errors.inputs)}</div> : null}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 44 }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
