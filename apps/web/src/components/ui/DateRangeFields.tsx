import { useTranslation } from 'react-i18next';
import { periodProblem } from '@plantel/contracts';
import { DayField } from '@/components/form/pickers/PickerFields';

export interface DateRange {
  start: string;
  end: string;
}

interface DateRangeFieldsProps extends DateRange {
  /** Today as YYYY-MM-DD: the end may not pass it. */
  today: string;
  onChange: (range: DateRange) => void;
  onBlur?: (field: keyof DateRange) => void;
  /** Whether a field's problem is shown yet (e.g. once touched); by default always. */
  showError?: (field: keyof DateRange) => boolean;
  size?: 'small' | 'medium';
}

/** A start and an end day (spec §5: end not after today, start not after end), each with its own message. */
export function DateRangeFields({ start, end, today, onChange, onBlur, showError = () => true, size = 'small' }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const problem = periodProblem(start, end, today);
  const errorOf = (field: keyof DateRange) => (problem?.field === field && showError(field) ? t(`dateRange.${problem.problem}`) : undefined);
  const field = (name: keyof DateRange, max: string) => (
    <DayField
      size={size}
      label={t(`dateRange.${name}`)}
      value={name === 'start' ? start : end}
      onChange={(day) => onChange({ start, end, [name]: day })}
      onBlur={() => onBlur?.(name)}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      max={max}
    />
  );
  return (
    <>
      {field('start', end || today)}
      {field('end', today)}
    </>
  );
}
