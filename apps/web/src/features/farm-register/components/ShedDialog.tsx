import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LINEAGES, PRODUCTION_TYPE_MODULE, PRODUCTION_TYPE_IDS, VENTILATION_TYPES, shedInputSchema, type RegisterProperty, type RegisterShed } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSaveRegisterItem } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

interface ShedDialogProps {
  shed?: RegisterShed;
  properties: readonly RegisterProperty[];
  onClose: () => void;
}

/** A shed: where, what it raises (fixed once registered), its defaults for new batches, capacity, area, ventilation and divisions. */
export function ShedDialog({ shed, properties, onClose }: ShedDialogProps) {
  const { t } = useTranslation();
  const lineagesId = useId();
  const save = useSaveRegisterItem('sheds');
  const { form, field, errorAt, errorText, failures, refused } = useSchemaForm(shedInputSchema, {
    property: shed?.property.id ?? (undefined as unknown as number),
    identification: shed?.identification ?? '',
    name: shed && shed.name !== shed.identification ? shed.name : '',
    core: shed?.core ?? '',
    production_type: shed?.production_type ?? 3,
    lineage: shed?.lineage ?? '',
    target_weight: shed?.target_weight ?? null,
    capacity: shed?.capacity ?? (undefined as unknown as number),
    floor_area: shed?.floor_area ?? null,
    ventilation: shed?.ventilation ?? null,
    divisions: shed?.divisions.map(({ identification, capacity }) => ({ identification, capacity })) ?? [{ identification: 'Box 1', capacity: undefined as unknown as number }],
  });
  // The divisions by hand rather than with useFieldArray: that hook would weigh on every page's form library, the login's too.
  const divisions = form.watch('divisions');
  const setDivisions = (next: typeof divisions) => form.setValue('divisions', next, { shouldValidate: form.formState.isSubmitted });
  const productionType = form.watch('production_type');
  const submit = form.handleSubmit(({ production_type, ...rest }) => save.mutate({ id: shed?.id, body: shed ? rest : { production_type, ...rest } }, { onSuccess: onClose, onError: refused }));
  const divisionsError = errorAt('divisions');
  return (
    <FormDialog
      title={shed ? t('register.sheds.edit', { name: shed.identification }) : t('register.sheds.new')}
      submitLabel={t('register.save')}
      cancelLabel={t('register.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('property', { number: true })} select required label={t('register.sheds.property')} slotProps={NATIVE_SELECT}>
        <option value="" />
        {properties.map((p) => (
          <option key={p.id} value={p.id}>
            {t('register.sheds.propertyOption', { property: p.name, producer: p.producer.name })}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('identification')} required label={t('register.sheds.identification')} fullWidth />
        <TextField {...field('name', { help: t('register.sheds.nameHelp') })} label={t('register.sheds.name')} fullWidth />
      </Stack>
      <TextField {...field('core', { help: t('register.sheds.coreHelp') })} label={t('register.sheds.core')} />
      <TextField
        {...field('production_type', { number: true, help: shed ? t('register.sheds.productionTypeFixed') : undefined })}
        select
        required
        disabled={shed !== undefined}
        label={t('register.sheds.productionType')}
        slotProps={{ select: { native: true } }}
      >
        {PRODUCTION_TYPE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`register.productionTypes.${id}`)}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('lineage')} label={t('register.sheds.lineage')} slotProps={{ htmlInput: { list: lineagesId } }} fullWidth />
        <datalist id={lineagesId}>
          {(LINEAGES[PRODUCTION_TYPE_MODULE[Number(productionType)] ?? 'frangos_de_corte'] ?? []).map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <TextField {...field('target_weight', { number: true, blank: null })} label={t('register.sheds.targetWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('capacity', { number: true })} required label={t('register.sheds.capacity')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} fullWidth />
        <TextField {...field('floor_area', { number: true, blank: null })} label={t('register.sheds.floorArea')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
      </Stack>
      <TextField {...field('ventilation', { blank: null })} select label={t('register.sheds.ventilation')} slotProps={NATIVE_SELECT}>
        <option value="">{t('register.sheds.ventilationUnknown')}</option>
        {VENTILATION_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`register.ventilation.${v}`)}
          </option>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('register.sheds.divisions')}
        </Typography>
        {divisionsError?.message ? (
          <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
            {errorText(divisionsError)}
          </Typography>
        ) : null}
        <Stack spacing={1.5}>
          {divisions.map((_, index) => (
            // Rows are added and removed at the end only, so the index names a row for good.
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField {...field(`divisions.${index}.identification`)} required label={t('register.sheds.divisionName', { n: index + 1 })} sx={{ flex: 2, minWidth: 0 }} />
              <TextField {...field(`divisions.${index}.capacity`, { number: true })} required label={t('register.sheds.divisionCapacity', { n: index + 1 })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ flex: 1, minWidth: 0 }} />
              <IconButton aria-label={t('register.sheds.removeDivision', { n: index + 1 })} onClick={() => setDivisions(divisions.filter((__, i) => i !== index))} disabled={divisions.length === 1} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} onClick={() => setDivisions([...divisions, { identification: `Box ${divisions.length + 1}`, capacity: undefined as unknown as number }])} sx={{ mt: 1 }}>
          {t('register.sheds.addDivision')}
        </Button>
      </Box>
    </FormDialog>
  );
}
