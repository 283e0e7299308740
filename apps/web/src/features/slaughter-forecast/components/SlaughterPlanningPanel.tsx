import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { slaughterPlanFormSchema, type SlaughterForecast } from '@plantel/contracts';
import type { z } from 'zod';
import { EChart } from '@/components/charts/EChart';
import { DayField } from '@/components/form/pickers/PickerFields';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PanelSection } from '@/components/ui/PanelSection';
import { ApiRequestError } from '@/lib/api-errors';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useSaveSlaughterPlan, useSlaughterForecast } from '../api/forecastQueries';
import { buildWeightForecastOption } from '@plantel/charts';
import { expectedOn, overdueDays, planWindow } from '../forms/planForm';
import { bandWording } from '../labels/forecastTileLabels';
import { ForecastUnavailable } from './ForecastUnavailable';
import { useForecastLabels } from './useForecastLabels';

type Forecast = SlaughterForecast['results'];

/** What slaughtering on the chosen day means: the weight then, against the target, and the feed until then. */
function PlanConsequences({ forecast, date, target }: { forecast: Forecast; date: string; target: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const expected = date ? expectedOn(forecast, date) : null;
  if (!expected) return <Alert severity="info">{t('planning.pickDay')}</Alert>;
  const band = bandWording(expected, (n) => format.number(n, 0));
  const difference = target === null || !Number.isFinite(target) ? null : expected.weight - target;
  const kg = (n: number) => `${format.number(n, 0)} kg`;
  return (
    <FigureTiles
      figures={[
        {
          label: t('planning.expectedWeight'),
          value: `${format.number(expected.weight, 0)} g`,
          note: [
            difference === null
              ? t('forecast.atAge', { age: expected.age })
              : t(difference >= 0 ? 'planning.aboveTarget' : 'planning.belowTarget', { grams: format.number(Math.abs(difference), 0), age: expected.age }),
            ...(band ? [t(band.key as never, band.values ?? {})] : []),
          ].join(' · '),
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
  const days = planWindow(forecast);
  const schema = useMemo(() => slaughterPlanFormSchema(planWindow(forecast)), [forecast]);
  const { plan } = forecast;
  const { form, field, errorAt, errorText } = useSchemaForm(schema, { target_date: plan.target_date ?? '', target_value: plan.target_value, priority: plan.priority }, { mode: 'onChange' });
  const [outcome, setOutcome] = useState<'saved' | 'refused' | 'unreachable' | null>(null);
  // A day inside a treatment's withdrawal: what the server named, and whether the reason to plan it anyway is being asked.
  const [withdrawal, setWithdrawal] = useState<WithdrawalRefusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  // A stored day that has passed says so from the start.
  useEffect(() => void form.trigger('target_date'), [form]);
  const format = useFormatters();
  const [date, target] = form.watch(['target_date', 'target_value']);
  const plannedAge = date ? (expectedOn(forecast, date)?.age ?? null) : null;
  const option = useMemo(() => buildWeightForecastOption(forecast, labels, plannedAge), [forecast, labels, plannedAge]);
  useFieldChange(form, () => {
    setOutcome(null);
    setWithdrawal(null);
  });
  const send = (values: SlaughterPlanFormOutput, reason?: string, refused?: (error: unknown) => void) =>
    save.mutate(
      { batch: forecast.batch, ...values, ...(reason ? { withdrawal_confirmed: { reason } } : {}) },
      {
        onSuccess: () => {
          setOutcome('saved');
          setWithdrawal(null);
          setConfirming(false);
        },
        onError: (e) => {
          if (refused) return refused(e);
          const inside = withdrawalOf(e);
          setWithdrawal(inside);
          setOutcome(inside ? null : e instanceof ApiRequestError && (e.status === 400 || e.status === 409) ? 'refused' : 'unreachable');
        },
      },
    );
  const submit = form.handleSubmit((values) => send(values));
  const late = overdueDays(forecast);
  const dateError = errorAt('target_date');
  const number = (name: 'target_value' | 'priority', help?: string) => {
    return { ...field(name, { number: true, blank: null, help }), disabled: isGuest };
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PanelSection title={t('planning.title')}>
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('planning.title')} sx={{ display: 'grid', gap: 2 }}>
          {isGuest ? <Alert severity="info">{t('planning.readOnly')}</Alert> : null}
          {late !== null && plan.target_date ? (
            <Alert severity="warning">{t('planning.overdue', { count: late, amount: format.number(late, 0), day: format.dateTime(plan.target_date, 'dd/MM/yyyy') })}</Alert>
          ) : null}
          {outcome ? <Alert severity={outcome === 'saved' ? 'success' : 'error'}>{t(`planning.${outcome}`)}</Alert> : null}
          {withdrawal ? (
            <Alert
              severity="error"
              action={
                staff ? (
                  <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
                    {t('planning.withdrawal.confirm')}
                  </Button>
                ) : undefined
              }
            >
              {t('health.errors.insideWithdrawal', { product: withdrawal.product, treatment: withdrawal.treatment, ends_at: format.dateTime(withdrawal.ends_at, 'Pp') })}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr) auto' }, alignItems: 'start' }}>
            <Controller
              control={form.control}
              name="target_date"
              render={({ field: day }) => (
                <DayField
                  label={t('planning.day')}
                  value={day.value}
                  disabled={isGuest}
                  onChange={day.onChange}
                  onBlur={day.onBlur}
                  // Overdue is said, not marked wrong: nothing was typed wrong.
                  error={dateError !== undefined && dateError.message !== 'planning.errors.overdue'}
                  helperText={errorText(dateError) ?? t('planning.window', { last: format.dateTime(days.last, 'dd/MM/yyyy') })}
                  min={days.first}
                  max={days.last}
                />
              )}
            />
            <TextField {...number('target_value')} label={t('planning.targetWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField {...number('priority', t('planning.priorityHelp'))} label={t('planning.priority')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <Button type="submit" variant="contained" disabled={isGuest || save.isPending || !form.formState.isValid} sx={{ mt: 1 }}>
              {t('planning.save')}
            </Button>
          </Box>
        </Box>
      </PanelSection>
      {/* Outside the plan's form: a dialog's submit would reach it through the React tree. */}
      {confirming && withdrawal ? (
        <ReasonDialog
          title={t('planning.withdrawal.title')}
          text={t('planning.withdrawal.text', { product: withdrawal.product, end: format.dateTime(withdrawal.ends_at, 'Pp') })}
          submitLabel={t('planning.withdrawal.confirm')}
          pending={save.isPending}
          onSubmit={({ reason }, refused) => void form.handleSubmit((values) => send(values, reason, refused))()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      <PlanConsequences forecast={forecast} date={date} target={target} />
      <PanelSection title={t('forecast.chart')}>
        <EChart label={t('forecast.chart')} option={option} height={320} />
      </PanelSection>
    </Box>
  );
}

type SlaughterPlanFormOutput = z.output<ReturnType<typeof slaughterPlanFormSchema>>;

interface WithdrawalRefusal {
  product: string;
  treatment: number;
  ends_at: string;
}

/** The withdrawal a refusal names (a 409 of the plan's guard, docs/health-book.md), or null for any other refusal. */
function withdrawalOf(error: unknown): WithdrawalRefusal | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const params = error.fields.find((f) => f.key === 'health.errors.insideWithdrawal')?.params;
  return params ? { product: String(params.product), treatment: Number(params.treatment), ends_at: String(params.ends_at) } : null;
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
