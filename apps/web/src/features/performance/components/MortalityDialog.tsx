import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mortalityInputSchema, type MortalityInput } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useRecordMortality } from '../api/growthRecords';

interface MortalityDialogProps {
  batchId: number;
  division: { id: number; identification: string };
  /** A day kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** A division's deaths and culls of one day; typing the same day again replaces it. */
export function MortalityDialog({ batchId, division, correcting, onClose }: MortalityDialogProps) {
  const { t } = useTranslation();
  const record = useRecordMortality(batchId);
  const today = useCompanyToday();
  const format = useFormatters();
  const schema = useMemo(() => mortalityInputSchema.refine((input) => input.date <= today, { path: ['date'], message: 'performance.form.errors.future' }), [today]);
  const kept = correcting?.body as Partial<MortalityInput> | undefined;
  const { form, field, failures, refused } = useSchemaForm(
    schema,
    { division: division.id, date: kept?.date ?? today, amount_mortality: kept?.amount_mortality ?? 0, amount_eliminated: kept?.amount_eliminated ?? 0 },
    { refusal: refusalOf(correcting) },
  );

  const submit = form.handleSubmit((input) => {
    const label = t('performance.mortality.label', { division: division.identification, date: format.dateTime(`${input.date}T12:00:00`, 'P'), dead: input.amount_mortality, culled: input.amount_eliminated });
    record.mutate({ input, keep: { label, reopen: { batchId, division }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
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
      <TextField {...field('amount_mortality', { number: true })} label={t('performance.mortality.dead')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField {...field('amount_eliminated', { number: true })} label={t('performance.mortality.culled')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </FormDialog>
  );
}
