import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { dateOfValue, useHeldDate, VALUE_PATTERNS } from './heldDate';
import { PickerLocalization } from './PickerLocalization';

interface PickerFieldProps {
  label: string;
  /** As the native input held it: YYYY-MM-DD, HH:mm or YYYY-MM-DDTHH:mm; '' when empty or incomplete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  name?: string;
}

interface DayBounds {
  /** The first day that may be chosen (YYYY-MM-DD). */
  min?: string | undefined;
  /** The last day that may be chosen (YYYY-MM-DD). */
  max?: string | undefined;
}

/** What the three pickers pass to their text field: the form's own message rather than the picker's red outline alone. */
const textField = ({ onBlur, error = false, helperText, required = false, fullWidth = false, size = 'medium', name }: PickerFieldProps) => ({
  textField: { onBlur, error, helperText, required, fullWidth, size, name },
});

const bound = (day: string | undefined) => (day ? (dateOfValue(day, VALUE_PATTERNS.day) ?? undefined) : undefined);

/** A calendar day in the interface language's order (dd/MM/yyyy, MM/dd/yyyy), held as YYYY-MM-DD. */
export function DayField(props: PickerFieldProps & DayBounds) {
  const { shown, change } = useHeldDate(props.value, VALUE_PATTERNS.day, props.onChange);
  return (
    <PickerLocalization>
      <DatePicker label={props.label} value={shown} onChange={change} disabled={props.disabled ?? false} minDate={bound(props.min)} maxDate={bound(props.max)} slotProps={textField(props)} />
    </PickerLocalization>
  );
}

/** A time of day on the interface language's clock, held as HH:mm. */
export function TimeOfDayField(props: PickerFieldProps) {
  const { shown, change } = useHeldDate(props.value, VALUE_PATTERNS.time, props.onChange);
  return (
    <PickerLocalization>
      <TimePicker label={props.label} value={shown} onChange={change} disabled={props.disabled ?? false} slotProps={textField(props)} />
    </PickerLocalization>
  );
}

/** A day and time in the interface language's way, held as YYYY-MM-DDTHH:mm (local time, as datetime-local held it). */
export function DayTimeField(props: PickerFieldProps & DayBounds) {
  const { shown, change } = useHeldDate(props.value, VALUE_PATTERNS.dayTime, props.onChange);
  return (
    <PickerLocalization>
      <DateTimePicker label={props.label} value={shown} onChange={change} disabled={props.disabled ?? false} minDate={bound(props.min)} maxDate={bound(props.max)} slotProps={textField(props)} />
    </PickerLocalization>
  );
}
