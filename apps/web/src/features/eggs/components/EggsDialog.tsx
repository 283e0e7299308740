import { useKeptLabel } from '@/lib/outbox/keptShed';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eggRecordInputSchema, type EggRecordInput } from '@plantel/contracts';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useRecordEggs } from '../api/eggs';

interface EggsDialogProps {
  batchId: number;
  division: { id: number; identification: string };
  /** A breeder flock: hatching eggs and males are counted. */
  breeders: boolean;
  /** A day kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

const COUNTS = ['cracked', 'dirty', 'floor', 'double_yolk'] as const;

/** A division's eggs of one day, as collected in the barn; typing the same day again replaces it. */
export function EggsDialog({ batchId, division, breeders, correcting, onClose }: EggsDialogProps) {
  const keptLabel = useKeptLabel();
  const { t } = useTranslation();
  const record = useRecordEggs(batchId);
  const today = useCompanyToday();
  const format = useFormatters();
  const schema = useMemo(() => eggRecordInputSchema.refine((input) => input.date <= today, { path: ['date'], message: 'performance.form.errors.future' }), [today]);
  const kept = correcting?.body as Partial<EggRecordInput> | undefined;
  const { form, field, failures, refused } = useSchemaForm(
    schema,
    {
      division: division.id,
      date: kept?.date ?? today,
      total: kept?.total ?? (undefined as unknown as number),
      hatching: kept?.hatching ?? 0,
      cracked: kept?.cracked ?? 0,
      dirty: kept?.dirty ?? 0,
      floor: kept?.floor ?? 0,
      double_yolk: kept?.double_yolk ?? 0,
      mean_egg_weight: kept?.mean_egg_weight ?? null,
      males: kept?.males ?? null,
    },
    { refusal: refusalOf(correcting) },
  );

  const submit = form.handleSubmit((input) => {
    const label = t('eggs.label', { division: division.identification, date: format.dateTime(`${input.date}T12:00:00`, 'P'), total: format.number(input.total, 0) });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId, division, breeders }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });
  const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

  return (
    <FormDialog
      title={t('eggs.dialog.title', { division: division.identification })}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <CompanyDayField control={form.control} name="date" label={t('eggs.dialog.date')} max={today} />
      <TextField {...field('total', { number: true })} required label={t('eggs.dialog.total')} slotProps={numeric} />
      {breeders ? <TextField {...field('hatching', { number: true, blank: undefined })} label={t('eggs.dialog.hatching')} slotProps={numeric} /> : null}
      <Stack direction="row" spacing={2}>
        {COUNTS.slice(0, 2).map((kind) => (
          <TextField key={kind} {...field(kind, { number: true, blank: undefined })} label={t(`eggs.dialog.${kind}`)} slotProps={numeric} fullWidth />
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {COUNTS.slice(2).map((kind) => (
          <TextField key={kind} {...field(kind, { number: true, blank: undefined })} label={t(`eggs.dialog.${kind}`)} slotProps={numeric} fullWidth />
        ))}
      </Stack>
      <TextField {...field('mean_egg_weight', { number: true, blank: null, help: t('eggs.dialog.meanEggWeightHelp') })} label={t('eggs.dialog.meanEggWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      {breeders ? <TextField {...field('males', { number: true, blank: null, help: t('eggs.dialog.malesHelp') })} label={t('eggs.dialog.males')} slotProps={numeric} /> : null}
    </FormDialog>
  );
}
