import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/DateRangeFields';
import { checkPeriod, daysBefore } from '@/lib/period';
import { useCompanyToday } from '@/lib/companyToday';
import { checkDays, type PeriodFilter } from '../filters/periodFilter';

/**
 * The occupation-history filter (spec §2, §5): the last N days (at least 1) or a start/end period
 * (end not after today, start not after end). Errors show once a field has been touched; the filter
 * applies on submit.
 */
export function PeriodFilterForm({ value, onApply }: { value: PeriodFilter; onApply: (filter: PeriodFilter) => void }) {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const [kind, setKind] = useState<PeriodFilter['kind']>(value.kind);
  const [days, setDays] = useState(value.kind === 'days' ? String(value.days) : '7');
  const [start, setStart] = useState(value.kind === 'period' ? value.start : daysBefore(today, 7));
  const [end, setEnd] = useState(value.kind === 'period' ? value.end : today);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const daysProblem = checkDays(days);
  const periodProblem = checkPeriod(start, end, today);
  const invalid = kind === 'days' ? daysProblem !== null : periodProblem !== null;
  const touch = (field: string) => setTouched((s) => ({ ...s, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onApply(kind === 'days' ? { kind, days: Number(days) } : { kind, start, end });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('nutrition.filter.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_e, next: PeriodFilter['kind'] | null) => next && setKind(next)} aria-label={t('nutrition.filter.kind')}>
        <ToggleButton value="days">{t('nutrition.filter.lastDays')}</ToggleButton>
        <ToggleButton value="period">{t('nutrition.filter.period')}</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'days' ? (
        <TextField
          size="small"
          type="number"
          label={t('nutrition.filter.days')}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          onBlur={() => touch('days')}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          error={Boolean(touched.days && daysProblem)}
          helperText={touched.days && daysProblem ? t(`nutrition.filter.${daysProblem}`) : undefined}
          sx={{ width: 140 }}
        />
      ) : (
        <DateRangeFields
          start={start}
          end={end}
          today={today}
          onChange={(range) => {
            setStart(range.start);
            setEnd(range.end);
          }}
          onBlur={touch}
          showError={(field) => Boolean(touched[field])}
        />
      )}
      <Button type="submit" variant="outlined" disabled={invalid}>
        {t('nutrition.filter.apply')}
      </Button>
    </Box>
  );
}
