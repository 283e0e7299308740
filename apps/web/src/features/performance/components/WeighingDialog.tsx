import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weighing, WeighingInput } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { DayTimeField } from '@/components/form/pickers/PickerFields';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useSaveWeighing } from '../api/growthRecords';
import { parseWeights } from '../forms/parseWeights';
import {
  emptyWeighingForm,
  keptWeighingForm,
  readWeighingForm,
  weighingErrorsOf,
  weighingFormOf,
  type WeighingFormErrors,
  type WeighingFormValues,
  type WeighingMode,
} from '../forms/weighingForm';

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
  const { t } = useTranslation();
  const format = useFormatters();
  const save = useSaveWeighing(batchId);
  const [values, setValues] = useState<WeighingFormValues>(() => initialValues(props, timeZone));
  const [errors, setErrors] = useState<WeighingFormErrors & { form?: string }>(() => (correcting?.reason ? weighingErrorsOf(refusalOf(correcting), values) : {}));
  const set = (change: Partial<WeighingFormValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors({});
  };
  const message = (field: keyof WeighingFormErrors) => {
    const error = errors[field];
    return error ? String(t(error.key as never, error.values as never)) : undefined;
  };
  const typed = parseWeights(values.weights);
  const summary = typed.ok && typed.weights.length > 0
    ? t('performance.form.typedSummary', { count: typed.weights.length, mean: format.number(typed.weights.reduce((a, b) => a + b, 0) / typed.weights.length, 0) })
    : t('performance.form.weightsHelp');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readWeighingForm(values, division.id, new Date(), timeZone);
    if (!read.ok) return setErrors(read.errors);
    const { input } = read;
    const mean = input.average ?? (input.samples ? input.samples.reduce((a, b) => a + b, 0) / input.samples.length : 0);
    const label = t('performance.form.label', { division: division.identification, time: format.dateTime(input.weighed_at), mean: format.number(mean, 0), count: input.count ?? input.samples?.length ?? 0 });
    save.mutate({ id: weighing?.id, input, keep: { label, reopen: { batchId, division, askSex }, correcting: correcting?.id } }, { onSuccess: onClose, onError: (error) => setErrors(weighingErrorsOf(error, values)) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t(weighing ? 'performance.form.editTitle' : 'performance.form.title', { division: division.identification })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.form ? <Alert severity="error">{t(errors.form as never)}</Alert> : null}
          <DayTimeField
            label={t('performance.form.weighedAt')}
            value={values.weighedAt}
            onChange={(weighedAt) => set({ weighedAt })}
            error={!!errors.weighedAt}
            helperText={message('weighedAt')}
            required
          />
          {askSex ? (
            <TextField select label={t('performance.form.sex')} value={values.sex} onChange={(e) => set({ sex: e.target.value as WeighingFormValues['sex'] })}>
              <MenuItem value="">{t('performance.form.sexUnsaid')}</MenuItem>
              <MenuItem value="2">{t('sex.female')}</MenuItem>
              <MenuItem value="3">{t('sex.male')}</MenuItem>
              <MenuItem value="1">{t('sex.mixed')}</MenuItem>
            </TextField>
          ) : null}
          <RadioGroup row value={values.mode} onChange={(e) => set({ mode: e.target.value as WeighingMode })} aria-label={t('performance.form.mode')}>
            <FormControlLabel value="samples" control={<Radio />} label={t('performance.form.bySamples')} />
            <FormControlLabel value="average" control={<Radio />} label={t('performance.form.byAverage')} />
          </RadioGroup>
          {values.mode === 'samples' ? (
            <TextField
              multiline
              minRows={5}
              label={t('performance.form.weights')}
              value={values.weights}
              onChange={(e) => set({ weights: e.target.value })}
              error={!!errors.weights}
              helperText={message('weights') ?? summary}
              required
            />
          ) : (
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('performance.form.average')}
                value={values.average}
                onChange={(e) => set({ average: e.target.value })}
                error={!!errors.average}
                helperText={message('average')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                required
                fullWidth
              />
              <TextField
                label={t('performance.form.count')}
                value={values.count}
                onChange={(e) => set({ count: e.target.value })}
                error={!!errors.count}
                helperText={message('count')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                required
                fullWidth
              />
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
