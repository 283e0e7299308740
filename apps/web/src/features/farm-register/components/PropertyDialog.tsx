import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { propertyInputSchema, type RegisterProducer, type RegisterProperty } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSaveRegisterItem } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';

interface PropertyDialogProps {
  property?: RegisterProperty;
  /** The producers in use, to choose from. */
  producers: readonly RegisterProducer[];
  onClose: () => void;
}

/** A property (farm): its producer and owner, where it is, and its time zone (blank: the company's). */
export function PropertyDialog({ property, producers, onClose }: PropertyDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRegisterItem('properties');
  const { form, field, failures, refused } = useSchemaForm(propertyInputSchema, {
    name: property?.name ?? '',
    producer: property?.producer.id ?? (undefined as unknown as number),
    owner_name: property?.owner_name ?? '',
    municipality: property?.municipality ?? '',
    state: property?.state ?? '',
    latitude: property?.latitude ?? null,
    longitude: property?.longitude ?? null,
    altitude: property?.altitude ?? 0,
    time_zone: property?.time_zone ?? null,
  });
  const submit = form.handleSubmit((body) => save.mutate({ id: property?.id, body }, { onSuccess: onClose, onError: refused }));
  return (
    <FormDialog
      title={property ? t('register.properties.edit', { name: property.name }) : t('register.properties.new')}
      submitLabel={t('register.save')}
      cancelLabel={t('register.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('name')} required label={t('register.properties.name')} autoComplete="off" />
      <TextField {...field('producer', { number: true })} select required label={t('register.properties.producer')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="" />
        {producers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </TextField>
      <TextField {...field('owner_name', { help: t('register.properties.ownerHelp') })} label={t('register.properties.owner')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('municipality')} label={t('register.properties.municipality')} fullWidth />
        <TextField {...field('state')} label={t('register.properties.state')} sx={{ minWidth: 120 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('latitude', { number: true, blank: null })} label={t('register.properties.latitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
        <TextField {...field('longitude', { number: true, blank: null })} label={t('register.properties.longitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
        <TextField {...field('altitude', { number: true, blank: undefined })} label={t('register.properties.altitude')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} fullWidth />
      </Stack>
      <TextField {...field('time_zone', { blank: null, help: t('register.properties.timeZoneHelp') })} label={t('register.properties.timeZone')} />
    </FormDialog>
  );
}
