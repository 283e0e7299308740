import { useKeptLabel } from '@/lib/outbox/keptShed';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mortalityInputSchema, type MortalityDay, type MortalityInput, type MortalityMode } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useRecordMortality } from '../api/growthRecords';
import { useMortalityDays } from '../api/getMortalityDays';

interface MortalityDialogProps {
  batchId: number;
  division: { id: number; identification: string };
  /** A day kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  /** A recorded day opened to be changed: its counts, replaced by what is typed. */
  day?: Pick<MortalityDay, 'date' | 'amount_mortality' | 'amount_eliminated'> | undefined;
  onClose: () => void;
}

/**
 * A division's deaths and culls of one day. The day's counts already recorded are shown, and the new
 * ones are added to them (a second count of the day, the default) or replace them, as chosen.
 */
export function MortalityDialog({ batchId, division, correcting, day, onClose }: MortalityDialogProps) {
  const keptLabel = useKeptLabel();
  const { t } = useTranslation();
  const record = useRecordMortality(batchId);
  const today = useCompanyToday();
  const format = useFormatters();
  const schema = useMemo(() => mortalityInputSchema.refine((input) => input.date <= today, { path: ['date'], message: 'performance.form.errors.future' }), [today]);
  // A day kept before it could be added to was typed as the day's counts: it stays a replacement.
  const kept = correcting?.body as Partial<MortalityInput> | undefined;
  const { form, field, failures, refused } = useSchemaForm(
    schema,
    day
      ? { division: division.id, date: day.date, amount_mortality: day.amount_mortality, amount_eliminated: day.amount_eliminated, mode: 'replace' }
      : { division: division.id, date: kept?.date ?? today, amount_mortality: kept?.amount_mortality ?? 0, amount_eliminated: kept?.amount_eliminated ?? 0, mode: kept ? (kept.mode ?? 'replace') : 'add' },
    { refusal: refusalOf(correcting) },
  );
  const days = useMortalityDays(batchId, division.id);
  const recorded = days.data?.results.find((d) => d.date === form.watch('date'));

  const submit = form.handleSubmit((input) => {
    const label = t('performance.mortality.label', { division: division.identification, date: format.dateTime(`${input.date}T12:00:00`, 'P'), dead: input.amount_mortality, culled: input.amount_eliminated });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId, division }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });

  return (
    <FormDialog
      title={t('performance.mortality.title', { division: division.identification })}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <CompanyDayField control={form.control} name="date" label={t('performance.mortality.date')} max={today} />
      {recorded ? (
        <Alert severity="info">
          {t('performance.mortality.recorded', {
            dead: format.number(recorded.amount_mortality, 0),
            culled: format.number(recorded.amount_eliminated, 0),
            by: recorded.entered_by?.name ?? t('performance.mortality.byNobody'),
          })}
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="mode"
        render={({ field: chosen }) => (
          <RadioGroup value={chosen.value} onChange={(e) => chosen.onChange(e.target.value as MortalityMode)} aria-label={t('performance.mortality.mode')}>
            <FormControlLabel value="add" control={<Radio />} label={t('performance.mortality.add')} />
            <FormControlLabel value="replace" control={<Radio />} label={t('performance.mortality.replace')} />
          </RadioGroup>
        )}
      />
      <TextField {...field('amount_mortality', { number: true })} label={t('performance.mortality.dead')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField {...field('amount_eliminated', { number: true })} label={t('performance.mortality.culled')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </FormDialog>
  );
}
