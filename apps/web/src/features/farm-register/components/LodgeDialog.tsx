import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINEAGES, PRODUCTION_TYPE_MODULE, SEX_EXTERNAL_IDS, lodgeBatchInputSchema, lodgingDefaultsOf, type LodgeBatchInput, type RegisterShed } from '@plantel/contracts';
import { CompanyClockGate } from '@/components/form/CompanyClockGate';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { ApiRequestError } from '@/lib/api-errors';
import { wallClockInput } from '@/lib/period';
import { useFormatters } from '@/lib/format';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { useLodgeBatch } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';

/** The fields a 409 names when the lodging needs a confirmation: sent again set to true. */
const CONFIRMATIONS = ['confirm_over_capacity', 'confirm_short_break'] as const;
type Confirmation = (typeof CONFIRMATIONS)[number];

interface LodgeDialogProps {
  shed: RegisterShed;
  /** A lodging kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
  onLodged: (batchId: number) => void;
}

/**
 * Lodges a batch in an empty shed: when, lineage, sex, animals per division, entry weight and age,
 * origin. Above capacity, or before the sanitary break is over, the server asks to confirm: the
 * dialog says why and lodges on confirmation.
 */
export function LodgeDialog(props: LodgeDialogProps) {
  return <CompanyClockGate onClose={props.onClose}>{(timeZone) => <LodgeFormDialog {...props} timeZone={timeZone} />}</CompanyClockGate>;
}

function LodgeFormDialog({ shed, correcting, onClose, onLodged, timeZone }: LodgeDialogProps & { timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const lineagesId = useId();
  const format = useFormatters();
  const lodge = useLodgeBatch();
  const kept = correcting?.body as LodgeBatchInput | undefined;
  const refusal = refusalOf(correcting);
  /** What to confirm, when the server asks for a confirmation of `body` rather than refusing it. */
  const confirmationOf = (error: unknown, body: LodgeBatchInput) => {
    if (!(error instanceof ApiRequestError && error.status === 409 && error.fields.some((f) => (CONFIRMATIONS as readonly string[]).includes(f.field)))) return null;
    const fields = CONFIRMATIONS.filter((c) => error.fields.some((f) => f.field === c));
    return { body, fields, reasons: [...new Set(error.fields.map((f) => apiFieldText(t, (k) => i18n.exists(k), f)))] };
  };
  const [pendingConfirm, setPendingConfirm] = useState<{ body: LodgeBatchInput; reasons: string[]; fields: Confirmation[] } | null>(() => (kept ? confirmationOf(refusal, kept) : null));
  const module = PRODUCTION_TYPE_MODULE[shed.production_type] ?? 'frangos_de_corte';
  const { form, field, failures, refused } = useSchemaForm(
    lodgeBatchInputSchema,
    kept ?? {
      shed: shed.id,
      identification: '',
      opened_at: wallClockInput(new Date(), timeZone),
      lineage: shed.lineage,
      sex: lodgingDefaultsOf(shed.production_type).sex,
      divisions: shed.divisions.map((d) => ({ division: d.id, animals: undefined as unknown as number })),
      entry_weight: null,
      age_at_lodging: lodgingDefaultsOf(shed.production_type).age_at_lodging,
      origin: '',
    },
    { refusal: pendingConfirm ? undefined : refusal },
  );

  const send = (body: LodgeBatchInput) => {
    const animals = body.divisions.reduce((sum, d) => sum + d.animals, 0);
    const label = t('register.lodge.label', { shed: shed.identification, identification: body.identification, animals: format.number(animals, 0) });
    lodge.mutate(
      { body, keep: { label, reopen: { shed }, correcting: correcting?.id } },
      {
        onSuccess: (sent) => (sent.kept ? onClose() : onLodged(sent.value.id)),
        onError: (error) => {
          const confirmation = confirmationOf(error, body);
          if (confirmation) setPendingConfirm(confirmation);
          else refused(error);
        },
      },
    );
  };
  const submit = form.handleSubmit((body) => send(body));
  const confirm = () => {
    if (!pendingConfirm) return;
    const confirmed = Object.fromEntries(pendingConfirm.fields.map((f) => [f, true]));
    setPendingConfirm(null);
    send({ ...pendingConfirm.body, ...confirmed });
  };

  return (
    <FormDialog
      title={t('register.lodge.title', { shed: shed.identification })}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'register.lodge.submit')}
      cancelLabel={t('register.cancel')}
      pending={lodge.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      {pendingConfirm ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={confirm}>
              {t('register.lodge.confirm')}
            </Button>
          }
        >
          {pendingConfirm.reasons.map((r) => (
            <Typography key={r} variant="body2">
              {r}
            </Typography>
          ))}
        </Alert>
      ) : null}
      <TextField {...field('identification')} required label={t('register.lodge.identification')} autoComplete="off" />
      <CompanyMomentField control={form.control} name="opened_at" label={t('register.lodge.openedAt')} help={t('register.lodge.openedAtHelp')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('lineage')} required label={t('register.lodge.lineage')} slotProps={{ htmlInput: { list: lineagesId } }} fullWidth />
        <datalist id={lineagesId}>
          {LINEAGES[module].map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <TextField {...field('sex', { number: true })} select required label={t('register.lodge.sex')} slotProps={{ select: { native: true } }} fullWidth>
          {SEX_EXTERNAL_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`register.sexes.${id}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {t('register.lodge.animals', { capacity: shed.capacity === null ? '—' : format.number(shed.capacity, 0) })}
      </Typography>
      {shed.divisions.length === 0 ? (
        <Alert severity="warning" role="alert">
          {t('register.lodge.noDivisions')}
        </Alert>
      ) : null}
      {shed.divisions.map((d, index) => (
        <TextField
          key={d.id}
          {...field(`divisions.${index}.animals`, { number: true })}
          required
          label={t('register.lodge.divisionAnimals', { division: d.identification, capacity: d.capacity })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('entry_weight', { number: true, blank: null })} label={t('register.lodge.entryWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
        <TextField {...field('age_at_lodging', { number: true, blank: undefined, help: t('register.lodge.ageHelp') })} label={t('register.lodge.age')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} fullWidth />
      </Stack>
      <TextField {...field('origin', { help: t('register.lodge.originHelp') })} label={t('register.lodge.origin')} />
    </FormDialog>
  );
}
