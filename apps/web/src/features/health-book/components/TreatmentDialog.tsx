import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, type HealthProduct, type TreatmentInput } from '@plantel/contracts';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyCalendar } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { wallClockInput } from '@/lib/period';
import { recordTreatment, useHealthBook, useHealthProducts, useHealthRecord } from '../api/healthBook';
import { treatmentFormOf, treatmentFormSchema, type TreatmentFormValues } from '../forms/healthForms';
import { DivisionsField } from '@/components/form/DivisionsField';

interface TreatmentDialogProps {
  batchId: number;
  /** A treatment kept on the phone that the server refused, opened to be corrected and sent again. */
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** The catalogue's products a flock of poultry may be treated with: no vaccines, none of swine alone. */
export const treatmentProducts = (products: readonly HealthProduct[]) => products.filter((p) => p.kind !== 'vaccine' && p.withdrawal.poultry !== null);

/** A treatment as the veterinarian prescribed it: product, route, dose, first and last dose, prescriber and diagnosis. */
export function TreatmentDialog(props: TreatmentDialogProps) {
  const book = useHealthBook(props.batchId);
  const products = useHealthProducts();
  const calendar = useCompanyCalendar();
  if (!book.data || !products.data || !calendar.ready) return null;
  return <TreatmentForm {...props} divisions={book.data.divisions} products={treatmentProducts(products.data.results)} timeZone={calendar.timeZone} />;
}

function TreatmentForm({
  batchId,
  correcting,
  onClose,
  divisions,
  products,
  timeZone,
}: TreatmentDialogProps & { divisions: { id: number; identification: string }[]; products: HealthProduct[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keptLabel = useKeptLabel();
  const record = useHealthRecord(batchId, (input: TreatmentInput, keep) => recordTreatment(batchId, input, keep));
  const schema = useMemo(() => treatmentFormSchema(timeZone), [timeZone]);
  const [initial] = useState<Partial<TreatmentFormValues>>(() => {
    if (correcting) return treatmentFormOf(correcting.body as Partial<TreatmentInput>, timeZone);
    const now = wallClockInput(new Date(), timeZone);
    const first = products[0];
    return { product: first?.id, route: first?.routes[0], divisions: divisions.map((d) => d.id), started_at: now, ended_at: now, dose_unit: '', reason: '', quantity: null, animals: null, prescriber: { name: '', registration: '' } };
  });
  const { form, field, failures, refused } = useSchemaForm(schema, initial as TreatmentFormValues, { refusal: refusalOf(correcting) });
  const productId = useWatch({ control: form.control, name: 'product' });
  const product = products.find((p) => p.id === productId);
  const routes = product?.routes ?? ADMINISTRATION_ROUTES;

  const submit = form.handleSubmit((input) => {
    const label = t('health.treatment.label', { product: product?.name ?? '', start: format.dateTime(input.started_at, 'Pp') });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });
  const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

  return (
    <FormDialog
      title={t('health.treatment.title')}
      submitLabel={t(correcting ? 'outbox.sendAgain' : 'performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={record.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="product"
        label={t('health.fields.product')}
        options={products.map((p) => p.id)}
        optionLabel={(id) => products.find((p) => p.id === id)?.name ?? ''}
        onChosen={(id) => form.setValue('route', products.find((p) => p.id === id)?.routes[0] ?? 'water')}
        required
      />
      <SelectField control={form.control} name="route" label={t('health.fields.route')} options={routes} optionLabel={(r) => t(`health.routes.${r}`)} required />
      <DivisionsField control={form.control} name="divisions" label={t('health.fields.divisions')} divisions={divisions} />
      <Stack direction="row" spacing={2}>
        <TextField {...field('dose', { number: true })} required label={t('health.fields.dose')} slotProps={decimal} fullWidth />
        <TextField {...field('dose_unit')} required label={t('health.fields.doseUnit')} placeholder={t('health.fields.doseUnitExample')} fullWidth />
      </Stack>
      <TextField
        {...field('quantity', { number: true, blank: null, help: product ? t('health.fields.quantityHelp', { unit: t(`health.units.${product.unit}`) }) : undefined })}
        required={product?.kind === 'antimicrobial'}
        label={t('health.fields.quantity')}
        slotProps={decimal}
      />
      <CompanyMomentField control={form.control} name="started_at" label={t('health.fields.startedAt')} />
      <CompanyMomentField control={form.control} name="ended_at" label={t('health.fields.endedAt')} help={t('health.fields.endedAtHelp')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('prescriber.name')} required label={t('health.fields.prescriber')} fullWidth />
        <TextField {...field('prescriber.registration')} required label={t('health.fields.registration')} placeholder="CRMV-SP 12345" fullWidth />
      </Stack>
      <TextField {...field('reason')} required label={t('health.fields.reason')} multiline minRows={2} />
      <TextField {...field('animals', { number: true, blank: null, help: t('health.fields.animalsHelp') })} label={t('health.fields.animals')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </FormDialog>
  );
}
