import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RationType, Silo } from '@plantel/contracts';
import { DayTimeField } from '@/components/form/pickers/PickerFields';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { ApiRequestError } from '@/lib/api-errors';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useSaveDelivery } from '../api/feedDeliveries';
import { useCompanyCalendar } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { canSubmit, deliveryProblems, emptyDelivery, locksSiloAndDate, toInput, type DeliveryDraft } from '../forms/deliveryForm';

/** The form's buttons, pressed with a thumb at the silo: 48 px on a phone. */
const THUMB = { minHeight: { xs: 48, sm: 'auto' } } as const;

interface DeliveryFormProps {
  batchId: number;
  shedId: number;
  silos: readonly Silo[];
  rationTypes: readonly RationType[];
  draft: DeliveryDraft;
  onDraft: (draft: DeliveryDraft) => void;
  /** A delivery kept on the phone that the server refused: the draft holds it, to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
}

/** Spec §2/§4/§5: the ration form, adding or (from the table) editing a delivery; cancel resets it. */
export function DeliveryForm({ batchId, shedId, silos, rationTypes, draft, onDraft, correcting }: DeliveryFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveDelivery(batchId, shedId);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [correctingId, setCorrectingId] = useState(correcting?.id);
  const [outcome, setOutcome] = useState<'saved' | 'kept' | 'refused' | 'unreachable' | null>(correcting?.reason ? 'refused' : null);
  /** The server's own reasons for a refusal, in the user's words. */
  const reasonsOf = (error: unknown) => (error instanceof ApiRequestError ? error.fields.map((f) => apiFieldText(t, (key) => i18n.exists(key), f)) : []);
  const [reasons, setReasons] = useState<string[]>(() => reasonsOf(refusalOf(correcting)));
  const format = useFormatters();
  const { timeZone, dayOf } = useCompanyCalendar();
  const now = new Date();
  const problems = deliveryProblems(draft, now, timeZone);
  const locked = locksSiloAndDate(draft);
  const set = (change: Partial<DeliveryDraft>) => {
    setOutcome(null);
    setReasons([]);
    onDraft({ ...draft, ...change });
  };
  const reset = () => {
    setTouched({});
    setCorrectingId(undefined);
    onDraft(emptyDelivery(new Date(), timeZone));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(draft, new Date(), timeZone)) return;
    const input = toInput(draft, batchId, timeZone);
    const silo = silos.find((s) => s.id === input.silo)?.identification ?? '';
    const label = t('deliveries.label', { silo, time: format.dateTime(input.date), quantity: format.number(input.quantity, 0) });
    save.mutate(
      { id: draft.editing?.id ?? null, input, keep: { label, reopen: { batchId, shedId }, correcting: correctingId } },
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
  };

  const errorOf = (field: 'quantity' | 'date') => (touched[field] && problems[field] ? t(`deliveries.errors.${problems[field]}`) : undefined);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('deliveries.form')} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {draft.editing ? t('deliveries.editing', { silo: draft.editing.silo_identification }) : t('deliveries.adding')}
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
        <DayTimeField
          label={t('deliveries.date')}
          value={draft.date}
          onChange={(date) => set({ date })}
          onBlur={() => setTouched((s) => ({ ...s, date: true }))}
          disabled={locked}
          required
          error={Boolean(errorOf('date'))}
          helperText={errorOf('date')}
          max={dayOf(now)}
        />
        <TextField select label={t('deliveries.silo')} value={draft.silo} onChange={(e) => set({ silo: Number(e.target.value) })} disabled={locked} required>
          {silos.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.identification}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('deliveries.rationType')} value={draft.rationType} onChange={(e) => set({ rationType: Number(e.target.value) })} required>
          {rationTypes.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name} ({t(`rationPhases.${r.phase}`)})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('deliveries.quantity')}
          value={draft.quantity}
          onChange={(e) => set({ quantity: e.target.value })}
          onBlur={() => setTouched((s) => ({ ...s, quantity: true }))}
          error={Boolean(errorOf('quantity'))}
          helperText={errorOf('quantity')}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: 'kg' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!canSubmit(draft, now, timeZone)} sx={THUMB}>
          {draft.editing ? t('deliveries.saveChanges') : correctingId ? t('outbox.sendAgain') : t('deliveries.add')}
        </Button>
        <Button onClick={reset} sx={THUMB}>
          {t('deliveries.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
