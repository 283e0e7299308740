import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, PRODUCT_KINDS, PRODUCT_UNITS, healthProductInputSchema, type HealthProduct, type HealthProductInput } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useSaveHealthProduct } from '../api/healthBook';

const emptyProduct: HealthProductInput = {
  name: '',
  kind: 'antimicrobial',
  unit: 'mL',
  routes: ['water'],
  active_ingredients: [{ name: '', class: null, mg_per_unit: null }],
  withdrawal: { poultry: { meat_days: 0, egg_days: 0 }, swine: null },
};

/** A product of the catalogue: its ingredients, kind, unit, routes and withdrawal per species. */
export function HealthProductDialog({ product, onClose }: { product: HealthProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveHealthProduct();
  const initial: HealthProductInput = product ? { name: product.name, kind: product.kind, unit: product.unit, routes: product.routes, active_ingredients: product.active_ingredients, withdrawal: product.withdrawal } : emptyProduct;
  const { form, field, failures, refused } = useSchemaForm(healthProductInputSchema, initial);
  const ingredients = useFieldArray({ control: form.control, name: 'active_ingredients' });
  const [poultry, swine] = useWatch({ control: form.control, name: ['withdrawal.poultry', 'withdrawal.swine'] });
  const submit = form.handleSubmit((input) => save.mutate({ id: product?.id ?? null, input }, { onSuccess: onClose, onError: refused }));
  const days = { htmlInput: { inputMode: 'numeric' } } as const;

  return (
    <FormDialog
      title={t(product ? 'health.catalogue.editTitle' : 'health.catalogue.addTitle')}
      submitLabel={t('performance.form.save')}
      cancelLabel={t('performance.form.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('name')} required label={t('health.catalogue.name')} />
      <Stack direction="row" spacing={2}>
        <SelectField control={form.control} name="kind" label={t('health.catalogue.kind')} options={PRODUCT_KINDS} optionLabel={(k) => t(`health.kinds.${k}`)} required fullWidth />
        <SelectField control={form.control} name="unit" label={t('health.catalogue.unit')} options={PRODUCT_UNITS} optionLabel={(u) => t(`health.units.${u}`)} required fullWidth />
      </Stack>
      <Controller
        control={form.control}
        name="routes"
        render={({ field: routes, fieldState }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend" error={fieldState.error !== undefined}>
              {t('health.fields.route')}
            </FormLabel>
            <FormGroup row>
              {ADMINISTRATION_ROUTES.map((r) => (
                <FormControlLabel
                  key={r}
                  label={t(`health.routes.${r}`)}
                  control={<Checkbox checked={routes.value.includes(r)} onChange={() => routes.onChange(ADMINISTRATION_ROUTES.filter((x) => (x === r ? !routes.value.includes(x) : routes.value.includes(x))))} />}
                />
              ))}
            </FormGroup>
          </Box>
        )}
      />
      <FormLabel component="p">{t('health.catalogue.ingredients')}</FormLabel>
      {ingredients.fields.map((row, i) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField {...field(`active_ingredients.${i}.name`)} required label={t('health.catalogue.ingredient')} fullWidth />
          <TextField {...field(`active_ingredients.${i}.class`, { blank: null })} label={t('health.catalogue.class')} fullWidth />
          <TextField {...field(`active_ingredients.${i}.mg_per_unit`, { number: true, blank: null })} label={t('health.catalogue.mgPerUnit')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} fullWidth />
          <IconButton aria-label={t('health.catalogue.removeIngredient', { n: i + 1 })} disabled={ingredients.fields.length === 1} onClick={() => ingredients.remove(i)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button onClick={() => ingredients.append({ name: '', class: null, mg_per_unit: null })}>{t('health.catalogue.addIngredient')}</Button>
      </Box>
      <FormControlLabel
        label={t('health.catalogue.forPoultry')}
        control={<Checkbox checked={poultry !== null} onChange={(e) => form.setValue('withdrawal.poultry', e.target.checked ? { meat_days: 0, egg_days: 0 } : null, { shouldValidate: true })} />}
      />
      {poultry ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField {...field('withdrawal.poultry.meat_days', { number: true })} required label={t('health.catalogue.meatDays')} slotProps={days} />
          {poultry.egg_days === null ? null : <TextField {...field('withdrawal.poultry.egg_days', { number: true })} required label={t('health.catalogue.eggDays')} slotProps={days} />}
          <FormControlLabel
            label={t('health.catalogue.notInLay')}
            control={<Checkbox checked={poultry.egg_days === null} onChange={(e) => form.setValue('withdrawal.poultry.egg_days', e.target.checked ? null : 0)} />}
          />
        </Stack>
      ) : null}
      <FormControlLabel
        label={t('health.catalogue.forSwine')}
        control={<Checkbox checked={swine !== null} onChange={(e) => form.setValue('withdrawal.swine', e.target.checked ? { meat_days: 0 } : null, { shouldValidate: true })} />}
      />
      {swine ? <TextField {...field('withdrawal.swine.meat_days', { number: true })} required label={t('health.catalogue.meatDays')} slotProps={days} /> : null}
    </FormDialog>
  );
}
