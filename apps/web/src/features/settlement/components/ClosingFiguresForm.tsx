import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClosingFigures } from '@plantel/contracts';
import { FormFailure, type FormFailureText } from '@/components/form/FormFailure';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { closingFormSchema, FIGURE_PATHS, followFigure, formPathOf, newInputLine, type ClosingForm, type InputLineForm } from '../model/closingForm';
import { useApiFailure } from './useApiFailure';
import { useErrorText } from './useErrorText';

type FigureField = Exclude<keyof typeof FIGURE_PATHS, 'slaughterDate'>;

/** The figures that fall back to the batch's own when empty. */
const FALLS_BACK: ReadonlySet<FigureField> = new Set(['birdsDelivered', 'liveWeightKg', 'chicksSupplied', 'entryWeightG', 'lostKg']);
const FIGURES = (Object.keys(FIGURE_PATHS) as (keyof typeof FIGURE_PATHS)[]).filter((name): name is FigureField => name !== 'slaughterDate');

interface ClosingFiguresFormProps {
  initial: ClosingForm;
  submitLabel: string;
  /** A confirmed statement's correction: the form asks for its reason too. */
  correction?: boolean;
  /** Sends the figures (and a correction's reason); a refusal's field errors are shown by field. */
  onSubmit: (body: ClosingFigures, reason: string) => Promise<unknown>;
}

/** The slaughter figures a batch closes with: birds, weights, condemnations, feed and the inputs supplied with their prices. */
export function ClosingFiguresForm({ initial, submitLabel, correction = false, onSubmit }: ClosingFiguresFormProps) {
  const { t } = useTranslation();
  const apiText = useErrorText();
  const failureOf = useApiFailure();
  const schema = useMemo(() => closingFormSchema({ correction }), [correction]);
  const { form, field } = useSchemaForm(schema, initial, { mode: 'onSubmit' });
  const lines = useFieldArray({ control: form.control, name: 'inputs', keyName: 'fieldId' });
  const [failure, setFailure] = useState<FormFailureText | null>(null);
  // The chicks housed and the feed supplied are typed once: their lines' quantities follow them.
  const followed = useRef({ chicksSupplied: initial.chicksSupplied, feedSuppliedKg: initial.feedSuppliedKg });
  const [chicks, feed] = form.watch(['chicksSupplied', 'feedSuppliedKg']);
  useEffect(() => {
    for (const [figure, value] of [['chicksSupplied', chicks], ['feedSuppliedKg', feed]] as const) {
      for (const { index, quantity } of followFigure(form.getValues('inputs'), figure, followed.current[figure], value)) form.setValue(`inputs.${index}.quantity`, quantity);
      followed.current[figure] = value;
    }
  }, [chicks, feed, form]);
  const bound = (name: Parameters<typeof field>[0], help?: string) => field(name, { help });

  const submit = form.handleSubmit(
    async ({ body, reason }) => {
      setFailure(null);
      try {
        await onSubmit(body, reason);
      } catch (error) {
        const { fields, text } = failureOf(error);
        const rest: string[] = [];
        for (const [path, message] of Object.entries(fields)) {
          const name = formPathOf(path);
          if (name) form.setError(name as never, { type: 'server', message: apiText(message) });
          else rest.push(apiText(message));
        }
        setFailure({ text, rest });
      }
    },
    () => setFailure({ text: t('settlement.close.fixFields'), rest: [] }),
  );

  return (
    <Box component="form" noValidate aria-label={t('settlement.close.figures')} sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }} onSubmit={(e) => void submit(e)}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, minWidth: 0 }}>
        <CompanyDayField control={form.control} name="slaughterDate" label={t('settlement.close.fields.slaughterDate')} help={t('settlement.close.batchDefault')} required={false} />
        {FIGURES.map((name) => (
          <TextField
            key={name}
            {...bound(name, FALLS_BACK.has(name) ? t('settlement.close.batchDefault') : undefined)}
            label={t(`settlement.close.fields.${name}`)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Paper>
      <Typography component="h2" variant="h6">
        {t('settlement.close.inputs')}
      </Typography>
      {lines.fields.map((line, index) => {
        const label = t('settlement.close.inputLine', { n: index + 1, name: form.watch(`inputs.${index}.name`) || t('settlement.contracts.unnamed') });
        const part = (name: keyof Omit<InputLineForm, 'key' | 'follows'>, decimal: boolean) => (
          <TextField
            {...bound(`inputs.${index}.${name}`)}
            label={t(`settlement.close.line.${name}`)}
            slotProps={{ htmlInput: { ...(decimal ? { inputMode: 'decimal' as const } : {}), 'aria-label': `${label}: ${t(`settlement.close.line.${name}`)}` } }}
          />
        );
        return (
          <Paper
            key={line.fieldId}
            variant="outlined"
            role="group"
            aria-label={label}
            sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' }, alignItems: 'start', minWidth: 0 }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'grid' }}>{part('name', false)}</Box>
            {part('unit', false)}
            {part('quantity', true)}
            {part('returned', true)}
            {part('unitPrice', true)}
            <IconButton aria-label={t('settlement.close.removeLine', { n: index + 1 })} onClick={() => lines.remove(index)} sx={{ width: 44, height: 44 }}>
              <DeleteIcon />
            </IconButton>
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => lines.append(newInputLine())} sx={{ minHeight: 44 }}>
          {t('settlement.close.addLine')}
        </Button>
      </Box>
      {correction ? (
        <TextField
          {...bound('reason', t('settlement.correction.reasonHelp'))}
          label={t('settlement.correction.reason')}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ) : null}
      <FormFailure failure={failure} />
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ minHeight: 44 }}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
