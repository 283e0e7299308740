import { useKeptLabel } from '@/lib/outbox/keptShed';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEXES, type SexExternalId, type Weighing, type WeighingInput } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useSaveWeighing } from '../api/growthRecords';
import { parseWeights } from '../forms/parseWeights';
import {
  emptyWeighingForm,
  keptWeighingForm,
  weighingErrorsOf,
  weighingFormOf,
  weighingFormSchema,
  type WeighingFormValues,
  type WeighingMode,
} from '../forms/weighingForm';

/** The sexes a weighing may name by external id, in the menu's order (female, male, mixed), after none. */
const SEX_CHOICES = ['', '2', '3', '1'] as const;

interface WeighingDialogProps {
  batchId: number;
  division: { id: number; identification: string };
  /** The weighing to change; a new one when absent. */
  weighing?: Weighing | undefined;
  /** The flock's sexes are weighed apart: ask which sex the birds are. */
  askSex: boolean;
  /** A weighing kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/**
 * A weighing of one division typed in by hand: individual weights (typed or pasted), or an average with a count.
 * Its time is on the company's wall clock, so the form waits for the company's time zone.
 */
export function WeighingDialog(props: WeighingDialogProps) {
  return <CompanyClockGate onClose={props.onClose}>{(timeZone) => <WeighingFormDialog {...props} timeZone={timeZone} />}</CompanyClockGate>;
}

/** The form's first values: the kept weighing being corrected, the weighing being changed, or a new one now. */
function initialValues({ correcting, weighing }: WeighingDialogProps, timeZone: string | undefined): WeighingFormValues {
  if (correcting) return keptWeighingForm(correcting.body as WeighingInput, timeZone);
  return weighing ? weighingFormOf(weighing, timeZone) : emptyWeighingForm(new Date(), timeZone);
}

function WeighingFormDialog(props: WeighingDialogProps & { timeZone: string | undefined }) {
  const { batchId, division, weighing, askSex, correcting, onClose, timeZone } = props;
  const keptLabel = useKeptLabel();
  const { t } = useTranslation();
  const format = useFormatters();
  const save = useSaveWeighing(batchId);
  const schema = useMemo(() => weighingFormSchema(division.id, timeZone), [division.id, timeZone]);
  const [initial] = useState(() => initialValues(props, timeZone));
  /** A refusal's reasons under their fields (a weight the server finds implausible named), the rest above the form. */
  const readRefusal = (error: unknown, values: typeof initial) => {
    const { form: whole, ...fields } = weighingErrorsOf(error, values);
    return { fields: Object.entries(fields).map(([name, reason]) => ({ name, text: String(t(reason.key as never, reason.values as never)) })), rest: whole ? [String(t(whole as never))] : [] };
  };
  // A weighing kept on the phone opens with what the server said of it.
  const { form, field, failures, setFailures, refused } = useSchemaForm(schema, initial, { mode: 'onSubmit', refusal: refusalOf(correcting), readRefusal });
  const [mode, weights, average] = form.watch(['mode', 'weights', 'average']);
  const typed = parseWeights(weights);
  const summary = typed.ok && typed.weights.length > 0
    ? t('performance.form.typedSummary', { count: typed.weights.length, mean: format.number(typed.weights.reduce((a, b) => a + b, 0) / typed.weights.length, 0) })
    : t('performance.form.weightsHelp');
  const weightsField = field('weights', { params: { value: typed.ok ? '' : typed.invalid }, help: summary });

  const submit = form.handleSubmit((input) => {
    setFailures([]);
    const mean = input.average ?? (input.samples ? input.samples.reduce((a, b) => a + b, 0) / input.samples.length : 0);
    const label = t('performance.form.label', { division: division.identification, time: format.dateTime(input.weighed_at), mean: format.number(mean, 0), count: input.count ?? input.samples?.length ?? 0 });
    save.mutate({ id: weighing?.id, input, keep: { label: keptLabel(label), reopen: { batchId, division, askSex }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: (e: FormEvent) => void submit(e), noValidate: true } as object }}>
      <DialogTitle>{t(weighing ? 'performance.form.editTitle' : 'performance.form.title', { division: division.identification })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failures.map((failure) => (
            <Alert key={failure} severity="error">
              {failure}
            </Alert>
          ))}
          <CompanyMomentField control={form.control} name="weighedAt" label={t('performance.form.weighedAt')} />
          {askSex ? (
            <SelectField control={form.control} name="sex" label={t('performance.form.sex')} options={SEX_CHOICES} optionLabel={(sex) => (sex === '' ? t('performance.form.sexUnsaid') : t(`sex.${SEXES[Number(sex) as SexExternalId]}`))} />
          ) : null}
          <Controller
            control={form.control}
            name="mode"
            render={({ field: chosen }) => (
              <RadioGroup row value={chosen.value} onChange={(e) => chosen.onChange(e.target.value as WeighingMode)} aria-label={t('performance.form.mode')}>
                <FormControlLabel value="samples" control={<Radio />} label={t('performance.form.bySamples')} />
                <FormControlLabel value="average" control={<Radio />} label={t('performance.form.byAverage')} />
              </RadioGroup>
            )}
          />
          {mode === 'samples' ? (
            <TextField {...weightsField} multiline minRows={5} label={t('performance.form.weights')} required />
          ) : (
            <Stack direction="row" spacing={2}>
              <TextField {...field('average', { params: { value: average } })} label={t('performance.form.average')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required fullWidth />
              <TextField {...field('count')} label={t('performance.form.count')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} required fullWidth />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('performance.form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
