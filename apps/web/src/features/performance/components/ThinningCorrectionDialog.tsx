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
import { ThinningFields } from './ThinningFields';

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
