import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SAMPLE_OUTCOMES, sampleResultInputSchema, type SampleResultInput } from '@plantel/contracts';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { recordSampleResult, useHealthRecord } from '../api/healthBook';

interface SampleResultDialogProps {
  batchId: number;
  sample: { id: number; sample_id: string; taken_on: string };
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** A pending sample's result, as the laboratory gave it: negative, positive with its serovar, or inconclusive. */
export function SampleResultDialog({ batchId, sample, correcting, onClose }: SampleResultDialogProps) {
  const { t } = useTranslation();
  const keptLabel = useKeptLabel();
  const today = useCompanyToday();
  const record = useHealthRecord(batchId, (input: SampleResultInput, keep) => recordSampleResult(batchId, sample.id, input, keep));
  const [initial] = useState<SampleResultInput>(() => (correcting?.body as SampleResultInput | undefined) ?? { outcome: 'negative', serovar: null, result_on: today });
  const { form, field, failures, refused } = useSchemaForm(sampleResultInputSchema, initial, { refusal: refusalOf(correcting) });
  const outcome = useWatch({ control: form.control, name: 'outcome' });

  const submit = form.handleSubmit((input) => {
    const label = t('health.result.label', { id: sample.sample_id, outcome: t(`health.outcomes.${input.outcome}`) });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId, sample }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });

  return (
    <FormDialog
      title={t('health.result.title', { id: sample.sample_id })}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="outcome"
        label={t('health.fields.outcome')}
        options={SAMPLE_OUTCOMES}
        optionLabel={(o) => t(`health.outcomes.${o}`)}
        onChosen={(o) => (o === 'positive' ? undefined : form.setValue('serovar', null))}
        required
      />
      {outcome === 'positive' ? <TextField {...field('serovar', { blank: null })} label={t('health.fields.serovar')} /> : null}
      <CompanyDayField control={form.control} name="result_on" label={t('health.fields.resultOn')} max={today} />
    </FormDialog>
  );
}
