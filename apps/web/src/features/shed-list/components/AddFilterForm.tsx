import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/SelectField';
import { DayField } from '@/components/form/pickers/PickerFields';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { choiceLabelKey, fieldLabelKey, type FilterFieldDefinition } from '../filters/filterFields';
import { operatorLabelKey } from '../filters/filterOperators';
import { propertyFilterFormSchema, type FilterValidation, type PropertyFilterInput } from '../filters/propertyFilter';

interface AddFilterFormProps {
  fields: readonly FilterFieldDefinition[];
  onAdd: (input: PropertyFilterInput) => FilterValidation;
}

/** Field, comparison and value: a property filter (spec §2), checked before it is saved. */
export function AddFilterForm({ fields, onAdd }: AddFilterFormProps) {
  const { t } = useTranslation();
  const first = fields[0];
  const { form, errorAt, errorText } = useSchemaForm(propertyFilterFormSchema, { field: first?.field ?? '', operator: first?.operators[0] ?? 'contains', value: first?.choices?.[0] ?? '' }, { mode: 'onSubmit' });
  const field = fields.find((f) => f.field === form.watch('field')) ?? first;
  if (!field) return null;
  const operator = form.watch('operator');

  const submit = form.handleSubmit((input) => {
    const result = onAdd(input);
    if (result.ok) form.reset({ ...input, value: field.choices ? input.value : '' });
    else form.setError('value', { message: result.error });
  });
  const valueError = errorText(errorAt('value'));

  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(e) => void submit(e)} aria-label={t('shedList.addFilter')} noValidate>
      <SelectField
        control={form.control}
        name="field"
        size="small"
        label={t('shedList.filterField')}
        options={fields.map((f) => f.field)}
        optionLabel={(name) => t(fieldLabelKey(name))}
        onChosen={(name) => {
          const next = fields.find((f) => f.field === name)!;
          // A comparison the new field does not take gives way to its first.
          if (!(next.operators as readonly string[]).includes(operator)) form.setValue('operator', next.operators[0]!);
          // A field of a few words starts on its first; typing starts afresh.
          if (next.choices) form.setValue('value', next.choices[0]!);
          else if (field.choices) form.setValue('value', '');
        }}
        sx={{ minWidth: 180 }}
      />
      <SelectField control={form.control} name="operator" size="small" label={t('shedList.filterOperator')} options={field.operators} optionLabel={(op) => t(operatorLabelKey(op))} sx={{ minWidth: 150 }} />
      {field.choices ? (
        <SelectField control={form.control} name="value" size="small" label={t('shedList.filterValue')} options={field.choices} optionLabel={(v) => t(choiceLabelKey(field.field, v) as never)} sx={{ minWidth: 180 }} />
      ) : (
        <Controller
          control={form.control}
          name="value"
          render={({ field: value }) =>
            field.kind === 'date' && operator !== 'contains' ? (
              <DayField size="small" label={t('shedList.filterValue')} value={value.value} onChange={value.onChange} error={valueError !== undefined} helperText={valueError ?? ' '} />
            ) : (
              <TextField
                size="small"
                label={t('shedList.filterValue')}
                value={value.value}
                onChange={value.onChange}
                inputRef={value.ref}
                error={valueError !== undefined}
                helperText={valueError ?? ' '}
                slotProps={{ htmlInput: { inputMode: field.kind === 'number' ? 'decimal' : 'text' } }}
              />
            )
          }
        />
      )}
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start', height: 40 }}>
        {t('shedList.add')}
      </Button>
    </Stack>
  );
}
