import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { batchRemovalCorrectionSchema, type BatchRemoval, type BatchRemovalCorrection, type DivisionPerformance } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useFormatters } from '@/lib/format';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { wallClockInput } from '@/lib/period';
import { useCorrectRemoval } from '../api/growthRecords';
import { ThinningFields } from './ThinningFields';

interface ThinningCorrectionDialogProps {
  batchId: number;
  division: Pick<DivisionPerformance, 'id' | 'identification' | 'current_lodge'>;
  removal: BatchRemoval;
  /** A correction kept on the phone and refused by the server, opened again to be put right. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** A recorded thinning typed wrong, as it should have been, and why (the audit keeps the reason). */
export function ThinningCorrectionDialog(props: ThinningCorrectionDialogProps) {
  return <CompanyClockGate onClose={props.onClose}>{(timeZone) => <CorrectionForm {...props} timeZone={timeZone} />}</CompanyClockGate>;
}

function CorrectionForm({ batchId, division, removal, correcting, onClose, timeZone }: ThinningCorrectionDialogProps & { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keptLabel = useKeptLabel();
  const correct = useCorrectRemoval(batchId);
  const kept = correcting?.body as Partial<BatchRemovalCorrection> | undefined;
  const { form, field, failures, refused } = useSchemaForm(
    batchRemovalCorrectionSchema,
    {
      division: division.id,
      removed_at: kept?.removed_at ?? wallClockInput(new Date(removal.removed_at), timeZone),
      animals: kept?.animals ?? removal.animals,
      live_weight_kg: kept?.live_weight_kg ?? removal.live_weight_kg,
      destination: kept?.destination ?? removal.destination,
      reason: kept?.reason ?? '',
    },
    { refusal: refusalOf(correcting) },
  );
  // The thinning as this form saw it: a change by someone else meanwhile is then shown, not overwritten.
  const replaces = kept?.replaces ?? { removed_at: removal.removed_at, animals: removal.animals, live_weight_kg: removal.live_weight_kg };
  const submit = form.handleSubmit((input) => {
    const label = t('performance.thinning.label', { division: division.identification, animals: format.number(input.animals, 0), kg: format.number(input.live_weight_kg, 0) });
    correct.mutate(
      { id: removal.id, input: { ...input, replaces }, keep: { label: keptLabel(label), reopen: { batchId, division, removal }, correcting: correcting?.id } },
      { onSuccess: onClose, onError: refused },
    );
  });
  // The removal's own animals are back in the division while it is corrected.
  const holds = division.current_lodge + removal.animals;
  return (
    <FormDialog
      title={t('performance.thinning.correctTitle', { division: division.identification })}
      submitLabel={t('performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={correct.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <ThinningFields
        moment={<CompanyMomentField control={form.control} name="removed_at" label={t('performance.thinning.removedAt')} help={t('register.lodge.openedAtHelp')} />}
        animals={field('animals', { number: true, help: t('performance.thinning.holds', { animals: format.number(holds, 0) }) })}
        liveWeight={field('live_weight_kg', { number: true })}
        destination={field('destination')}
      />
      <TextField {...field('reason')} required multiline label={t('performance.correction.reason')} autoComplete="off" />
    </FormDialog>
  );
}
