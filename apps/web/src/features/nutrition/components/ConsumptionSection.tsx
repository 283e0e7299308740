import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSUMPTION_HISTORY_DEFAULT_DAYS, dayPeriodFormSchema, type ConsumptionGrouping, type DayPeriod } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { CompanyPeriodFields } from '@/components/form/CompanyMomentField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useConsumptionHistory } from '../api/nutritionQueries';
import { buildConsumptionOption, type ConsumptionMeasure } from '@plantel/charts';
import type { FeedAnimal } from './feedAnimal';
import { daysBefore } from '@/lib/period';
import { useCompanyToday } from '@/lib/companyToday';

/** Spec §2: feed eaten against the reference, total and per animal, by days or weeks, over a start/end period (default the last 14 days). */
export function ConsumptionSection({ batchId, feedUnit, animal }: { batchId: number; feedUnit: 'g' | 'kg'; /** Translation key of the animal: bird, hen, pig. */ animal: FeedAnimal }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCompanyToday();
  const [period, setPeriod] = useState<DayPeriod>({ start: daysBefore(today, CONSUMPTION_HISTORY_DEFAULT_DAYS), end: today });
  const schema = useMemo(() => dayPeriodFormSchema(today), [today]);
  const { form } = useSchemaForm(schema, period, { mode: 'onChange' });
  const [grouping, setGrouping] = useState<ConsumptionGrouping>('days');
  const history = useConsumptionHistory(batchId, period, grouping);
  const submit = form.handleSubmit(setPeriod);

  const chart = (measure: ConsumptionMeasure) => {
    const unit = measure === 'total' ? 'kg' : t('nutrition.perAnimalUnit', { unit: feedUnit, animal: t(`nutrition.animal.${animal}`) });
    return buildConsumptionOption(history.data?.results ?? [], measure, grouping, feedUnit, {
      real: t('nutrition.real'),
      estimated: t('nutrition.estimatedPart'),
      reference: t('nutrition.reference'),
      axis: t(grouping === 'weeks' ? 'nutrition.weekOfAge' : 'performance.age'),
      unit,
      number: (n) => format.number(n, measure === 'total' || feedUnit === 'g' ? 0 : 2),
    });
  };

  return (
    <Box>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('nutrition.consumptionFilter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <ToggleButtonGroup exclusive size="small" value={grouping} onChange={(_e, next: ConsumptionGrouping | null) => next && setGrouping(next)} aria-label={t('nutrition.grouping')}>
          <ToggleButton value="days">{t('nutrition.byDays')}</ToggleButton>
          <ToggleButton value="weeks">{t('nutrition.byWeeks')}</ToggleButton>
        </ToggleButtonGroup>
        <CompanyPeriodFields control={form.control} today={today} />
        <Button type="submit" variant="outlined" disabled={!form.formState.isValid}>
          {t('nutrition.filter.apply')}
        </Button>
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu list={`batches/${batchId}/consumption-history`} query={{ ...period, grouping }} fallbackName={`consumption-${batchId}`} />
        </Box>
      </Box>
      {history.isPending ? (
        <Skeleton variant="rounded" height={280} aria-label={t('app.loading')} />
      ) : history.isError ? (
        <RetryAlert message={t('nutrition.historyFailed')} onRetry={() => void history.refetch()} />
      ) : history.data.results.length === 0 ? (
        <Alert severity="info">{t('nutrition.noConsumption')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <PanelSection title={t('nutrition.consumptionTotal')}>
            <EChart option={chart('total')} label={t('nutrition.consumptionTotal')} />
          </PanelSection>
          <PanelSection title={t('nutrition.consumptionPerAnimal', { animal: t(`nutrition.animal.${animal}`) })}>
            <EChart option={chart('perAnimal')} label={t('nutrition.consumptionPerAnimal', { animal: t(`nutrition.animal.${animal}`) })} />
          </PanelSection>
        </Box>
      )}
    </Box>
  );
}
