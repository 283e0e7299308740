import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormErrorText } from '@/components/form/useFormErrorText';

interface DivisionsFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  divisions: readonly { id: number; identification: string }[];
}

/** The batch's divisions a record is of, each a box to tick (all ticked to begin with, by the form's default). */
export function DivisionsField<T extends FieldValues, O extends FieldValues>({ control, name, label, divisions }: DivisionsFieldProps<T, O>) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = new Set<number>((field.value as number[] | undefined) ?? []);
        const toggle = (id: number) => field.onChange(divisions.map((d) => d.id).filter((d) => (d === id ? !chosen.has(d) : chosen.has(d))));
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined} required>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {divisions.map((d) => (
                <FormControlLabel key={d.id} control={<Checkbox checked={chosen.has(d.id)} onChange={() => toggle(d.id)} onBlur={field.onBlur} />} label={d.identification} />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{errorText(fieldState.error)}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
