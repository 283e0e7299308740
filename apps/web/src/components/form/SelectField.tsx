import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormErrorText } from './useFormErrorText';

interface SelectFieldProps<T extends FieldValues, O extends FieldValues, V extends string | number> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly V[];
  optionLabel: (option: V) => string;
  /** The label of a first choice that leaves the field null ("every silo"). */
  none?: string;
  readOnly?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A MUI select bound to a react-hook-form field, its error under it; the field holds the option itself (a number stays one). */
export function SelectField<T extends FieldValues, O extends FieldValues, V extends string | number>({ control, name, label, options, optionLabel, none, readOnly = false, size, sx }: SelectFieldProps<T, O, V>) {
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
          sx={sx}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(options.find((option) => String(option) === event.target.value) ?? null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error)}
          slotProps={{ select: { readOnly }, htmlInput: { readOnly } }}
        >
          {none !== undefined ? <MenuItem value="">{none}</MenuItem> : null}
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
