import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/form/pickers/PickerFields';
import { fieldLabelKey, type FilterFieldDefinition } from '../filters/filterFields';
import { operatorLabelKey, type FilterOperator } from '../filters/filterOperators';
import type { FilterValidation, PropertyFilterInput } from '../filters/propertyFilter';

interface AddFilterFormProps {
  fields: readonly FilterFieldDefinition[];
  onAdd: (input: PropertyFilterInput) => FilterValidation;
}

/** Field, comparison and value: a property filter (spec §2), checked before it is saved. */
export function AddFilterForm({ fields, onAdd }: AddFilterFormProps) {
  const { t } = useTranslation();
  const [fieldName, setFieldName] = useState(fields[0]?.field ?? '');
  const field = fields.find((f) => f.field === fieldName) ?? fields[0];
  const [operator, setOperator] = useState<FilterOperator>(field?.operators[0] ?? 'contains');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!field) return null;
  const activeOperator = field.operators.includes(operator) ? operator : field.operators[0]!;
  const changeValue = (next: string) => {
    setValue(next);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = onAdd({ field: field.field, operator: activeOperator, value });
    if (result.ok) {
      setValue('');
      setError(null);
    } else {
      setError(t(result.error));
    }
  };

  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} aria-label={t('shedList.addFilter')} noValidate>
      <TextField
        select
        size="small"
        label={t('shedList.filterField')}
        value={field.field}
        onChange={(event) => setFieldName(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        {fields.map((f) => (
          <MenuItem key={f.field} value={f.field}>
            {t(fieldLabelKey(f.field))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('shedList.filterOperator')}
        value={activeOperator}
        onChange={(event) => setOperator(event.target.value as FilterOperator)}
        sx={{ minWidth: 150 }}
      >
        {field.operators.map((op) => (
          <MenuItem key={op} value={op}>
            {t(operatorLabelKey(op))}
          </MenuItem>
        ))}
      </TextField>
      {field.kind === 'date' && activeOperator !== 'contains' ? (
        <DayField size="small" label={t('shedList.filterValue')} value={value} onChange={changeValue} error={error !== null} helperText={error ?? ' '} />
      ) : (
        <TextField
          size="small"
          label={t('shedList.filterValue')}
          value={value}
          onChange={(event) => changeValue(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { inputMode: field.kind === 'number' ? 'decimal' : 'text' } }}
        />
      )}
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start', height: 40 }}>
        {t('shedList.add')}
      </Button>
    </Stack>
  );
}
