import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { occupationFilterFormSchema } from '@plantel/contracts';
import { CompanyPeriodFields } from '@/components/form/CompanyMomentField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { daysBefore } from '@/lib/period';
import { useCompanyToday } from '@/lib/companyToday';
import type { PeriodFilter } from '../filters/periodFilter';

/**
 * The occupation-history filter (spec §2, §5): the last N days (at least 1) or a start/end period
 * (end not after today, start not after end). Errors show once a field has been touched; the filter
 * applies on submit.
 */
export function PeriodFilterForm({ value, onApply }: { value: PeriodFilter; onApply: (filter: PeriodFilter) => void }) {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const schema = useMemo(() => occupationFilterFormSchema(today), [today]);
  const { form, field } = useSchemaForm(schema, {
    kind: value.kind,
    days: value.kind === 'days' ? value.days : 7,
    start: value.kind === 'period' ? value.start : daysBefore(today, 7),
    end: value.kind === 'period' ? value.end : today,
  });
  const kind = form.watch('kind');
  const days = field('days', { number: true });
  const submit = form.handleSubmit(onApply);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('nutrition.filter.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field: chosen }) => (
          <ToggleButtonGroup exclusive size="small" value={chosen.value} onChange={(_e, next: PeriodFilter['kind'] | null) => next && chosen.onChange(next)} aria-label={t('nutrition.filter.kind')}>
            <ToggleButton value="days">{t('nutrition.filter.lastDays')}</ToggleButton>
            <ToggleButton value="period">{t('nutrition.filter.period')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {kind === 'days' ? (
        <TextField {...days} size="small" type="number" label={t('nutrition.filter.days')} slotProps={{ htmlInput: { min: 1, step: 1 } }} sx={{ width: 140 }} />
      ) : (
        <CompanyPeriodFields control={form.control} today={today} />
      )}
      <Button type="submit" variant="outlined" disabled={!form.formState.isValid}>
        {t('nutrition.filter.apply')}
      </Button>
    </Box>
  );
}
