import { useId, type ComponentProps, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type InputProps = Omit<ComponentProps<typeof OutlinedInput>, 'label' | 'error' | 'inputRef' | 'id'>;

interface TextInputProps extends InputProps {
  label: string;
  /** react-hook-form's `ref` from `register()`. */
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string | undefined;
  required?: boolean;
}

/**
 * An outlined text field, as MUI's TextField draws it, without TextField's select mode (which
 * pulls menus and popovers into the bundle): light enough for the login page.
 */
export function TextInput({ label, inputRef, error = false, helperText, required, fullWidth, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" margin="normal" fullWidth={fullWidth ?? false} required={required ?? false} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
