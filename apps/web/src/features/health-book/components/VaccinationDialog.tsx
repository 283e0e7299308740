import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, VACCINATION_PLACES, vaccinationInputSchema, type HealthProduct, type VaccinationInput } from '@plantel/contracts';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { refusalOf } from '@/lib/outbox/outbox';
import type { OutboxRecord } from '@/lib/outbox/outboxDb';
import { recordVaccination, useHealthBook, useHealthProducts, useHealthRecord } from '../api/healthBook';
import { DivisionsField } from '@/components/form/DivisionsField';

interface VaccinationDialogProps {
  batchId: number;
  correcting?: OutboxRecord | undefined;
  onClose: () => void;
}

/** A vaccination: a vaccine of the catalogue, its route and day, at the hatchery or on the farm, and the vaccine's batch. */
export function VaccinationDialog(props: VaccinationDialogProps) {
  const book = useHealthBook(props.batchId);
  const products = useHealthProducts();
  if (!book.data || !products.data) return null;
  const vaccines = products.data.results.filter((p) => p.kind === 'vaccine' && p.withdrawal.poultry !== null);
  return <VaccinationForm {...props} divisions={book.data.divisions} vaccines={vaccines} />;
}

function VaccinationForm({ batchId, correcting, onClose, divisions, vaccines }: VaccinationDialogProps & { divisions: { id: number; identification: string }[]; vaccines: HealthProduct[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keptLabel = useKeptLabel();
  const today = useCompanyToday();
  const record = useHealthRecord(batchId, (input: VaccinationInput, keep) => recordVaccination(batchId, input, keep));
  const [initial] = useState<Partial<VaccinationInput>>(
    () =>
      (correcting?.body as Partial<VaccinationInput> | undefined) ?? {
        product: vaccines[0]?.id,
        route: vaccines[0]?.routes[0],
        divisions: divisions.map((d) => d.id),
        given_on: today,
        place: 'farm',
        vaccine_batch: '',
        animals: null,
      },
  );
  const { form, field, failures, refused } = useSchemaForm(vaccinationInputSchema, initial as VaccinationInput, { refusal: refusalOf(correcting) });
  const productId = useWatch({ control: form.control, name: 'product' });
  const vaccine = vaccines.find((p) => p.id === productId);

  const submit = form.handleSubmit((input) => {
    const label = t('health.vaccination.label', { product: vaccine?.name ?? '', date: format.dateTime(`${input.given_on}T12:00:00`, 'P') });
    record.mutate({ input, keep: { label: keptLabel(label), reopen: { batchId }, correcting: correcting?.id } }, { onSuccess: onClose, onError: refused });
  });

  return (
    <FormDialog
      title={t('health.vaccination.title')}
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
        label={t('health.fields.vaccine')}
        options={vaccines.map((p) => p.id)}
        optionLabel={(id) => vaccines.find((p) => p.id === id)?.name ?? ''}
        onChosen={(id) => form.setValue('route', vaccines.find((p) => p.id === id)?.routes[0] ?? 'water')}
        required
      />
      <SelectField control={form.control} name="route" label={t('health.fields.route')} options={vaccine?.routes ?? ADMINISTRATION_ROUTES} optionLabel={(r) => t(`health.routes.${r}`)} required />
      <SelectField control={form.control} name="place" label={t('health.fields.place')} options={VACCINATION_PLACES} optionLabel={(p) => t(`health.places.${p}`)} required />
      <DivisionsField control={form.control} name="divisions" label={t('health.fields.divisions')} divisions={divisions} />
      <CompanyDayField control={form.control} name="given_on" label={t('health.fields.givenOn')} max={today} />
      <TextField {...field('vaccine_batch')} required label={t('health.fields.vaccineBatch')} />
      <TextField {...field('animals', { number: true, blank: null, help: t('health.fields.animalsHelp') })} label={t('health.fields.animals')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </FormDialog>
  );
}
