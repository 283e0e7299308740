import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayField } from './pickers/PickerFields';
import { useFormErrorText } from './useFormErrorText';

interface CompanyDayFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The last day that may be picked (the company's today), YYYY-MM-DD. */
  max: string;
}

/** A required calendar day of the company (YYYY-MM-DD), bound to a react-hook-form field. */
export function CompanyDayField<T extends FieldValues>({ control, name, label, max }: CompanyDayFieldProps<T>) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayField label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error !== undefined} helperText={errorText(fieldState.error)} max={max} required />
      )}
    />
  );
}
