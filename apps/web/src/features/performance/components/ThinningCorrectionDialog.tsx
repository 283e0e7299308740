import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { batchRemovalCorrectionSchema, type BatchRemoval, type DivisionPerformance } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useFormatters } from '@/lib/format';
import { wallClockInput } from '@/lib/period';
import { useCorrectRemoval } from '../api/growthRecords';

interface ThinningCorrectionDialogProps {
  batchId: number;
  division: Pick<DivisionPerformance, 'id' | 'identification' | 'current_lodge'>;
  removal: BatchRemoval;
  onClose: () => void;
}

/** A recorded thinning typed wrong, as it should have been, and why (the audit keeps the reason). */
export function ThinningCorrectionDialog(props: ThinningCorrectionDialogProps) {
  return <CompanyClockGate onClose={props.onClose}>{(timeZone) => <CorrectionForm {...props} timeZone={timeZone} />}</CompanyClockGate>;
}

function CorrectionForm({ batchId, division, removal, onClose, timeZone }: ThinningCorrectionDialogProps & { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const correct = useCorrectRemoval(batchId);
  const { form, field, failures, refused } = useSchemaForm(batchRemovalCorrectionSchema, {
    division: division.id,
    removed_at: wallClockInput(new Date(removal.removed_at), timeZone),
    animals: removal.animals,
    live_weight_kg: removal.live_weight_kg,
    destination: removal.destination,
    reason: '',
  });
  const submit = form.handleSubmit((input) => correct.mutate({ id: removal.id, input }, { onSuccess: onClose, onError: refused }));
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
      <CompanyMomentField control={form.control} name="removed_at" label={t('performance.thinning.removedAt')} help={t('register.lodge.openedAtHelp')} />
      <TextField
        {...field('animals', { number: true, help: t('performance.thinning.holds', { animals: format.number(holds, 0) }) })}
        required
        label={t('performance.thinning.animals')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...field('live_weight_kg', { number: true })} required label={t('performance.thinning.liveWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextField {...field('destination')} label={t('performance.thinning.destination')} autoComplete="off" />
      <TextField {...field('reason')} required multiline label={t('performance.correction.reason')} autoComplete="off" />
    </FormDialog>
  );
}
