import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_KINDS, sampleInputSchema, type SampleInput } from '@plantel/contracts';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { recordSample, useHealthBook, useHealthRecord } from '../api/healthBook';
import { emptySample } from '../forms/healthForms';
import { DivisionsField } from '@/components/form/DivisionsField';

interface SampleDialogProps {
  batchId: number;
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** A sample taken in the barn: its kind, day, laboratory and number; its result comes later (pending). */
export function SampleDialog(props: SampleDialogProps) {
  const book = useHealthBook(props.batchId);
  if (!book.data) return null;
  return <SampleForm {...props} divisions={book.data.divisions} />;
}

function SampleForm({ batchId, correcting, onClose, divisions }: SampleDialogProps & { divisions: { id: number; identification: string }[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keptLabel = useKeptLabel();
  const today = useCompanyToday();
  const record = useHealthRecord(batchId, (input: SampleInput, keep) => recordSample(batchId, input, keep));
  const [initial] = useState<SampleInput>(() => (correcting?.body as SampleInput | undefined) ?? emptySample(today, divisions.map((d) => d.id)));
  const { form, field, failures, refused } = useSchemaForm(sampleInputSchema, initial, { refusal: refusalOf(correcting) });

  const submit = form.handleSubmit((input) => {
    const label = t('health.sample.label', { kind: t(`health.sampleKinds.${input.kind}`), id: input.sample_id, date: format.dateTime(`${input.taken_on}T12:00:00`, 'P') });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });

  return (
    <FormDialog
      title={t('health.sample.title')}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField control={form.control} name="kind" label={t('health.fields.sampleKind')} options={SAMPLE_KINDS} optionLabel={(k) => t(`health.sampleKinds.${k}`)} required />
      <CompanyDayField control={form.control} name="taken_on" label={t('health.fields.takenOn')} max={today} />
      <DivisionsField control={form.control} name="divisions" label={t('health.fields.divisions')} divisions={divisions} />
      <TextField {...field('laboratory')} required label={t('health.fields.laboratory')} />
      <TextField {...field('sample_id')} required label={t('health.fields.sampleId')} />
    </FormDialog>
  );
}
