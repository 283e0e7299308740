import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayField, DayTimeField } from './pickers/PickerFields';
import { useFormErrorText } from './useFormErrorText';

/** `O` is what the form's schema reads the values as, when it reads them as something else. */
interface CompanyDateFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Shown while the field has no error. */
  help?: string | undefined;
  /** The last day that may be picked (the company's today), YYYY-MM-DD. */
  max?: string | undefined;
  size?: 'small' | 'medium';
  /** Fields checked again when this one changes (a period's other end). */
  deps?: Path<T>[];
}

type Picker = ComponentType<{ label: string; value: string; onChange: (value: string) => void; onBlur?: () => void; error?: boolean; helperText?: string | undefined; max?: string | undefined; required?: boolean; size?: 'small' | 'medium' }>;

/** A required date picker of the company's calendar, bound to a react-hook-form field. */
function CompanyDate<T extends FieldValues, O extends FieldValues>({ control, name, label, help, max, size, deps, picker: Field }: CompanyDateFieldProps<T, O> & { picker: Picker }) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : {}}
      render={({ field, fieldState }) => (
        <Field label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error !== undefined} helperText={errorText(fieldState.error) ?? help} max={max} size={size} required />
      )}
    />
  );
}

/** A required date and time on the company's clock (YYYY-MM-DDTHH:mm). */
export const CompanyMomentField = <T extends FieldValues, O extends FieldValues = T>(props: CompanyDateFieldProps<T, O>) => <CompanyDate {...props} picker={DayTimeField as Picker} />;

/** A required calendar day of the company (YYYY-MM-DD). */
export const CompanyDayField = <T extends FieldValues, O extends FieldValues = T>(props: CompanyDateFieldProps<T, O>) => <CompanyDate {...props} picker={DayField as Picker} />;
