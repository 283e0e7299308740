import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayTimeField } from './pickers/PickerFields';
import { useFormErrorText } from './useFormErrorText';

interface CompanyMomentFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown while the field has no error. */
  help: string;
}

/** A required date and time on the company's clock (YYYY-MM-DDTHH:mm), bound to a react-hook-form field. */
export function CompanyMomentField<T extends FieldValues>({ control, name, label, help }: CompanyMomentFieldProps<T>) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayTimeField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error) ?? help}
          required
        />
      )}
    />
  );
}
