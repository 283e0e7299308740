import { useKeptLabel } from '@/lib/outbox/keptShed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedControlInput, RationType, Silo } from '@plantel/contracts';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ApiRequestError } from '@/lib/api-errors';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useSaveDelivery } from '../api/feedDeliveries';
import { useCompanyCalendar } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { deliveryFormSchema, locksSiloAndDate, type DeliveryDraft } from '../forms/deliveryForm';

/** The form's buttons, pressed with a thumb at the silo: 48 px on a phone. */
const THUMB = { minHeight: { xs: 48, sm: 'auto' } } as const;

interface DeliveryFormProps {
  batchId: number;
  shedId: number;
  silos: readonly Silo[];
  rationTypes: readonly RationType[];
  /** What the form shows: a new delivery, or the record chosen in the table to edit. */
  draft: DeliveryDraft;
  /** Saved or cancelled: the form asks for a new delivery. */
  onReset: () => void;
  /** A delivery kept on the phone that the server refused: the draft holds it, to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
}

/** Spec §2/§4/§5: the ration form, adding or (from the table) editing a delivery; cancel resets it. */
export function DeliveryForm({ batchId, shedId, silos, rationTypes, draft, onReset, correcting }: DeliveryFormProps) {
  const { t, i18n } = useTranslation();
  const keptLabel = useKeptLabel();
  const save = useSaveDelivery(batchId, shedId);
  const format = useFormatters();
  const { timeZone, dayOf } = useCompanyCalendar();
  const schema = useMemo(() => deliveryFormSchema(timeZone), [timeZone]);
  const { form, field } = useSchemaForm(schema, draft.values);
  const [correctingId, setCorrectingId] = useState(correcting?.id);
  const [outcome, setOutcome] = useState<'saved' | 'kept' | 'refused' | 'unreachable' | null>(correcting?.reason ? 'refused' : null);
  /** The server's own reasons for a refusal, in the user's words. */
  const reasonsOf = (error: unknown) => (error instanceof ApiRequestError ? error.fields.map((f) => apiFieldText(t, (key) => i18n.exists(key), f)) : []);
  const [reasons, setReasons] = useState<string[]>(() => reasonsOf(refusalOf(correcting)));
  const { editing } = draft;
  const locked = locksSiloAndDate(editing);
  // The table's choice, or a new delivery after a save, fills the form.
  useEffect(() => form.reset(draft.values), [form, draft]);
  useFieldChange(form, () => {
    setOutcome(null);
    setReasons([]);
  });
  const reset = () => {
    setCorrectingId(undefined);
    onReset();
  };

  const submit = form.handleSubmit((values) => {
    const input: FeedControlInput = { batch: batchId, ...values };
    const silo = silos.find((s) => s.id === input.silo)?.identification ?? '';
    const label = t('deliveries.label', { silo, time: format.dateTime(input.date), quantity: format.number(input.quantity, 0) });
    save.mutate(
      { id: editing?.id ?? null, input, keep: { label: keptLabel(label), reopen: { batchId, shedId }, correcting: correctingId } },
      {
        onSuccess: ({ kept }) => {
          reset();
          setOutcome(kept && correctingId === undefined ? 'kept' : 'saved');
        },
        onError: (e) => {
          setOutcome(e instanceof ApiRequestError && (e.status === 400 || e.status === 409) ? 'refused' : 'unreachable');
          setReasons(reasonsOf(e));
        },
      },
    );
  });
  const quantity = field('quantity', { number: true });
  const siloNames = new Map(silos.map((s) => [s.id, s.identification]));
  const rationNames = new Map(rationTypes.map((r) => [r.id, `${r.name} (${t(`rationPhases.${r.phase}`)})`]));

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('deliveries.form')} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {editing ? t('deliveries.editing', { silo: editing.silo_identification }) : t('deliveries.adding')}
      </Typography>
      {outcome ? (
        <Alert severity={outcome === 'saved' || outcome === 'kept' ? 'success' : 'error'} sx={{ mb: 2 }}>
          {t(`deliveries.${outcome}`)}
          {reasons.map((reason) => (
            <Typography key={reason} variant="body2">
              {reason}
            </Typography>
          ))}
        </Alert>
      ) : null}
      {locked ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('deliveries.lockedAutomatic')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <CompanyMomentField control={form.control} name="date" label={t('deliveries.date')} max={dayOf(new Date())} disabled={locked} />
        <SelectField control={form.control} name="silo" label={t('deliveries.silo')} options={[...siloNames.keys()]} optionLabel={(id) => siloNames.get(id)!} disabled={locked} required />
        <SelectField control={form.control} name="ration_type" label={t('deliveries.rationType')} options={[...rationNames.keys()]} optionLabel={(id) => rationNames.get(id)!} required />
        <TextField {...quantity} label={t('deliveries.quantity')} slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: 'kg' } }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!form.formState.isValid} sx={THUMB}>
          {editing ? t('deliveries.saveChanges') : correctingId ? t('outbox.sendAgain') : t('deliveries.add')}
        </Button>
        <Button onClick={reset} sx={THUMB}>
          {t('deliveries.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
