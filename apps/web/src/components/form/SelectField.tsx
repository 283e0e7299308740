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
  /** Said under the field while it has no error. */
  help?: string;
  /** Called with the option chosen, after the field holds it (a choice that settles another field). */
  onChosen?: (option: V | null) => void;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A MUI select bound to a react-hook-form field, its error under it; the field holds the option itself (a number stays one). */
export function SelectField<T extends FieldValues, O extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  optionLabel,
  none,
  help,
  onChosen,
  readOnly = false,
  disabled,
  required,
  fullWidth,
  size,
  sx,
}: SelectFieldProps<T, O, V>) {
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
          disabled={disabled}
          required={required}
          fullWidth={fullWidth}
          value={field.value ?? ''}
          onChange={(event) => {
            // The menu hands back the option's value as the item carried it, a number or a text.
            const chosen = options.find((option) => String(option) === String(event.target.value)) ?? null;
            field.onChange(chosen);
            onChosen?.(chosen);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error) ?? help}
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
