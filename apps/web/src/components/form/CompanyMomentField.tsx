import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayField, DayTimeField } from './pickers/PickerFields';
import { useFormErrorText } from './useFormErrorText';

interface CompanyDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown while the field has no error. */
  help?: string | undefined;
  /** The last day that may be picked (the company's today), YYYY-MM-DD. */
  max?: string | undefined;
}

type Picker = ComponentType<{ label: string; value: string; onChange: (value: string) => void; onBlur?: () => void; error?: boolean; helperText?: string | undefined; max?: string | undefined; required?: boolean }>;

/** A required date picker of the company's calendar, bound to a react-hook-form field. */
function CompanyDate<T extends FieldValues>({ control, name, label, help, max, picker: Field }: CompanyDateFieldProps<T> & { picker: Picker }) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error !== undefined} helperText={errorText(fieldState.error) ?? help} max={max} required />
      )}
    />
  );
}

/** A required date and time on the company's clock (YYYY-MM-DDTHH:mm). */
export const CompanyMomentField = <T extends FieldValues>(props: CompanyDateFieldProps<T>) => <CompanyDate {...props} picker={DayTimeField as Picker} />;

/** A required calendar day of the company (YYYY-MM-DD). */
export const CompanyDayField = <T extends FieldValues>(props: CompanyDateFieldProps<T>) => <CompanyDate {...props} picker={DayField as Picker} />;
