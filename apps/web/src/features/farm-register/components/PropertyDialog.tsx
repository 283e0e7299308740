import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BRAZIL_STATES, propertyFormSchema, type RegisterProducer, type RegisterProperty } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { TimeZonePicker } from '@/components/form/pickers/TimeZonePicker';
import { useCompanyCalendar } from '@/lib/companyToday';
import { useSaveRegisterItem } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

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
  const calendar = useCompanyCalendar();
  const { form, field, errorAt, errorText, failures, refused } = useSchemaForm(propertyFormSchema, {
    name: property?.name ?? '',
    // One producer in use is the one a new property belongs to.
    producer: property?.producer.id ?? (producers.length === 1 ? producers[0]!.id : (undefined as unknown as number)),
    owner_name: property?.owner_name ?? '',
    municipality: property?.municipality ?? '',
    state: property?.state ?? '',
    latitude: property?.latitude ?? null,
    longitude: property?.longitude ?? null,
    altitude: property?.altitude ?? (undefined as unknown as number),
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
      <TextField {...field('producer', { number: true })} select required label={t('register.properties.producer')} slotProps={NATIVE_SELECT}>
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
        <Controller
          control={form.control}
          name="state"
          render={({ field: state }) => (
            <Autocomplete
              freeSolo
              autoSelect
              options={BRAZIL_STATES}
              value={state.value ?? ''}
              onChange={(_, value) => state.onChange((value ?? '').toUpperCase())}
              sx={{ minWidth: 120 }}
              renderInput={(params) => <TextField {...params} label={t('register.properties.state')} inputRef={state.ref} onBlur={state.onBlur} />}
            />
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('latitude', { number: true, blank: null })} label={t('register.properties.latitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
        <TextField {...field('longitude', { number: true, blank: null })} label={t('register.properties.longitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
      </Stack>
      <TextField
        {...field('altitude', { number: true, blank: undefined, help: t('register.properties.altitudeHelp') })}
        required
        label={t('register.properties.altitude')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Controller
        control={form.control}
        name="time_zone"
        render={({ field: zone }) => (
          <TimeZonePicker
            clearable
            label={t('register.properties.timeZone')}
            value={zone.value ?? null}
            onChange={zone.onChange}
            fallback={calendar.timeZone ?? 'America/Sao_Paulo'}
            placeholder={t('register.properties.companyTimeZone')}
            error={errorAt('time_zone') !== undefined}
            helperText={errorText(errorAt('time_zone')) ?? t('register.properties.timeZoneHelp')}
          />
        )}
      />
    </FormDialog>
  );
}
