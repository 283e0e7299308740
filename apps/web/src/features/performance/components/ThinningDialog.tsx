import { useKeptLabel } from '@/lib/outbox/keptShed';
import { useTranslation } from 'react-i18next';
import { batchRemovalInputSchema, type BatchRemovalInput, type DivisionPerformance } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useFormatters } from '@/lib/format';
import { wallClockInput } from '@/lib/period';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useRecordRemoval } from '../api/growthRecords';
import { ThinningFields } from './ThinningFields';

interface ThinningDialogProps {
  batchId: number;
  division: Pick<DivisionPerformance, 'id' | 'identification' | 'current_lodge'>;
  /** A thinning kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** Animals taken out of the division alive before the end (thinning): when, how many and their live weight. */
export function ThinningDialog(props: ThinningDialogProps) {
  return <CompanyClockGate onClose={props.onClose}>{(timeZone) => <ThinningFormDialog {...props} timeZone={timeZone} />}</CompanyClockGate>;
}

function ThinningFormDialog({ batchId, division, correcting, onClose, timeZone }: ThinningDialogProps & { timeZone: string | undefined }) {
  const keptLabel = useKeptLabel();
  const { t } = useTranslation();
  const format = useFormatters();
  const record = useRecordRemoval(batchId);
  const kept = correcting?.body as Partial<BatchRemovalInput> | undefined;
  const { form, field, failures, refused } = useSchemaForm(
    batchRemovalInputSchema,
    {
      division: division.id,
      removed_at: kept?.removed_at ?? wallClockInput(new Date(), timeZone),
      animals: kept?.animals ?? (undefined as unknown as number),
      live_weight_kg: kept?.live_weight_kg ?? (undefined as unknown as number),
      destination: kept?.destination ?? '',
    },
    { refusal: refusalOf(correcting) },
  );
  const submit = form.handleSubmit((input) => {
    const label = t('performance.thinning.label', { division: division.identification, animals: format.number(input.animals, 0), kg: format.number(input.live_weight_kg, 0) });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId, division }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });
  return (
    <FormDialog
      title={t('performance.thinning.title', { division: division.identification })}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <ThinningFields
        moment={<CompanyMomentField control={form.control} name="removed_at" label={t('performance.thinning.removedAt')} help={t('register.lodge.openedAtHelp')} />}
        animals={field('animals', { number: true, help: t('performance.thinning.holds', { animals: format.number(division.current_lodge, 0) }) })}
        liveWeight={field('live_weight_kg', { number: true })}
        destination={field('destination')}
      />
    </FormDialog>
  );
}
