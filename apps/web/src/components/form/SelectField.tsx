import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormErrorText } from './useFormErrorText';

interface SelectFieldProps<T extends FieldValues, O extends FieldValues, V extends string> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly V[];
  optionLabel: (option: V) => string;
  readOnly?: boolean;
  size?: 'small' | 'medium';
}

/** A MUI select bound to a react-hook-form field, its error under it. */
export function SelectField<T extends FieldValues, O extends FieldValues, V extends string>({ control, name, label, options, optionLabel, readOnly = false, size }: SelectFieldProps<T, O, V>) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          size={size}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error)}
          slotProps={{ select: { readOnly }, htmlInput: { readOnly } }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
