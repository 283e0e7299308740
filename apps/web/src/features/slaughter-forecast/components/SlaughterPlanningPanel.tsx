import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlaughterForecast } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { DayField } from '@/components/form/pickers/PickerFields';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PanelSection } from '@/components/ui/PanelSection';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { parseDecimal } from '@/lib/numbers';
import { useSessionStore } from '@/stores/session';
import { useSaveSlaughterPlan, useSlaughterForecast } from '../api/forecastQueries';
import { buildWeightForecastOption } from '@plantel/charts';
import { draftOf, expectedOn, overdueDays, planProblems, planWindow, toPlanInput, type PlanDraft } from '../forms/planForm';
import { ForecastUnavailable } from './ForecastUnavailable';
import { useForecastLabels } from './useForecastLabels';

type Forecast = SlaughterForecast['results'];

/** What slaughtering on the chosen day means: the weight then, against the target, and the feed until then. */
function PlanConsequences({ forecast, draft }: { forecast: Forecast; draft: PlanDraft }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const expected = draft.date ? expectedOn(forecast, draft.date) : null;
  if (!expected) return <Alert severity="info">{t('planning.pickDay')}</Alert>;
  const target = parseDecimal(draft.targetValue);
  const difference = target === null ? null : expected.weight - target;
  const kg = (n: number) => `${format.number(n, 0)} kg`;
  return (
    <FigureTiles
      figures={[
        {
          label: t('planning.expectedWeight'),
          value: `${format.number(expected.weight, 0)} g`,
          note:
            difference === null
              ? t('forecast.atAge', { age: expected.age })
              : t(difference >= 0 ? 'planning.aboveTarget' : 'planning.belowTarget', { grams: format.number(Math.abs(difference), 0), age: expected.age }),
        },
        { label: t('planning.feedUntilThen'), value: kg(expected.accumulated_consumption - forecast.feed_eaten), note: t('planning.eatenSoFar', { amount: kg(forecast.feed_eaten) }) },
        { label: t('forecast.need'), value: kg(expected.necessary_ration), note: t('forecast.inSilos', { amount: kg(forecast.feed_in_silos) }) },
        { label: t('planning.liveWeight'), value: `${format.number((expected.weight * forecast.current_lodged) / 1e6, 1)} t`, note: t('planning.birds', { count: forecast.current_lodged, animals: format.number(forecast.current_lodged, 0) }) },
      ]}
    />
  );
}

function PlanForm({ shedId, forecast }: { shedId: number; forecast: Forecast }) {
  const { t } = useTranslation();
  const isGuest = useSessionStore((s) => s.isGuest);
  const save = useSaveSlaughterPlan(shedId);
  const labels = useForecastLabels();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(forecast));
  const [outcome, setOutcome] = useState<'saved' | 'refused' | 'unreachable' | null>(null);
  const problems = planProblems(draft, forecast);
  const days = planWindow(forecast);
  const format = useFormatters();
  const plannedAge = draft.date ? (expectedOn(forecast, draft.date)?.age ?? null) : null;
  const option = useMemo(() => buildWeightForecastOption(forecast, labels, plannedAge), [forecast, labels, plannedAge]);
  const set = (change: Partial<PlanDraft>) => {
    setOutcome(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    save.mutate(toPlanInput(draft, forecast.batch), {
      onSuccess: () => setOutcome('saved'),
      onError: (e) => setOutcome(e instanceof ApiRequestError && (e.status === 400 || e.status === 409) ? 'refused' : 'unreachable'),
    });
  };
  const errorOf = (field: keyof typeof problems) => (problems[field] ? t(`planning.errors.${problems[field]}`) : undefined);
  const late = overdueDays(forecast);
  const dateIsOverdue = problems.date === 'overdue';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PanelSection title={t('planning.title')}>
        <Box component="form" onSubmit={submit} noValidate aria-label={t('planning.title')} sx={{ display: 'grid', gap: 2 }}>
          {isGuest ? <Alert severity="info">{t('planning.readOnly')}</Alert> : null}
          {late !== null && forecast.plan.target_date ? (
            <Alert severity="warning">{t('planning.overdue', { count: late, amount: format.number(late, 0), day: format.dateTime(forecast.plan.target_date, 'dd/MM/yyyy') })}</Alert>
          ) : null}
          {outcome ? <Alert severity={outcome === 'saved' ? 'success' : 'error'}>{t(`planning.${outcome}`)}</Alert> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr) auto' }, alignItems: 'start' }}>
            <DayField
              label={t('planning.day')}
              value={draft.date}
              disabled={isGuest}
              onChange={(date) => set({ date })}
              error={Boolean(problems.date) && !dateIsOverdue}
              helperText={errorOf('date') ?? t('planning.window', { last: format.dateTime(days.last, 'dd/MM/yyyy') })}
              min={days.first}
              max={days.last}
            />
            <TextField
              label={t('planning.targetWeight')}
              value={draft.targetValue}
              disabled={isGuest}
              onChange={(e) => set({ targetValue: e.target.value })}
              error={Boolean(problems.targetValue)}
              helperText={errorOf('targetValue')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={t('planning.priority')}
              value={draft.priority}
              disabled={isGuest}
              onChange={(e) => set({ priority: e.target.value })}
              error={Boolean(problems.priority)}
              helperText={errorOf('priority') ?? t('planning.priorityHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="contained" disabled={isGuest || save.isPending || Object.keys(problems).length > 0} sx={{ mt: 1 }}>
              {t('planning.save')}
            </Button>
          </Box>
        </Box>
      </PanelSection>
      <PlanConsequences forecast={forecast} draft={draft} />
      <PanelSection title={t('forecast.chart')}>
        <EChart label={t('forecast.chart')} option={option} height={320} />
      </PanelSection>
    </Box>
  );
}

/** `/broiler/slaughter-prediction/planning/{id}/{last_batch_id}`: the producer picks the slaughter day and sees what it means. */
export function SlaughterPlanningPanel({ shedId, batchId }: { shedId: number; batchId: number }) {
  const { t } = useTranslation();
  const forecast = useSlaughterForecast(batchId);
  if (forecast.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (forecast.isError) return <ForecastUnavailable onRetry={() => void forecast.refetch()} />;
  if (forecast.data.predictions.length === 0) return <ForecastUnavailable />;
  return <PlanForm key={forecast.data.batch} shedId={shedId} forecast={forecast.data} />;
}
