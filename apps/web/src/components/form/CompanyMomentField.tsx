import type { ComponentType } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  /** Whether a day must be picked (the default); an optional one falls back to something the help names. */
  required?: boolean;
  disabled?: boolean;
}

type Picker = ComponentType<{ label: string; value: string; onChange: (value: string) => void; onBlur?: () => void; error?: boolean; helperText?: string | undefined; max?: string | undefined; required?: boolean; disabled?: boolean; size?: 'small' | 'medium' }>;

/** A date picker of the company's calendar, bound to a react-hook-form field. */
function CompanyDate<T extends FieldValues, O extends FieldValues>({ control, name, label, help, max, size, deps, required = true, disabled, picker: Field }: CompanyDateFieldProps<T, O> & { picker: Picker }) {
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : {}}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error) ?? help}
          max={max}
          size={size}
          required={required}
          disabled={disabled}
        />
      )}
    />
  );
}

/** A date and time on the company's clock (YYYY-MM-DDTHH:mm), required unless said. */
export const CompanyMomentField = <T extends FieldValues, O extends FieldValues = T>(props: CompanyDateFieldProps<T, O>) => <CompanyDate {...props} picker={DayTimeField as Picker} />;

/** A calendar day of the company (YYYY-MM-DD), required unless said. */
export const CompanyDayField = <T extends FieldValues, O extends FieldValues = T>(props: CompanyDateFieldProps<T, O>) => <CompanyDate {...props} picker={DayField as Picker} />;

/**
 * A period of the company's calendar days, bound to a form's `start` and `end`: the end up to
 * `today`, the start up to the end, each checked again when the other changes.
 */
export function CompanyPeriodFields<T extends FieldValues & { start: string; end: string }, O extends FieldValues = T>({
  control,
  today,
  size = 'small',
}: {
  control: Control<T, unknown, O>;
  today: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const start = 'start' as Path<T>;
  const end = 'end' as Path<T>;
  const endDay: unknown = useWatch({ control, name: end });
  return (
    <>
      <CompanyDayField control={control} name={start} label={t('dateRange.start')} max={(endDay as string) || today} size={size} deps={[end]} />
      <CompanyDayField control={control} name={end} label={t('dateRange.end')} max={today} size={size} deps={[start]} />
    </>
  );
}
