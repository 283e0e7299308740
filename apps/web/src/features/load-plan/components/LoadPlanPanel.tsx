import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchDetail, LoadPlan } from '@plantel/contracts';
import { PanelSection } from '@/components/ui/PanelSection';
import { PdfButton } from '@/components/ui/PdfButton';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCompanyCalendar } from '@/lib/companyToday';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useIssueLoadPlan, useLoadPlan } from '../api/loadPlan';
import { LoadPlanDialog } from './LoadPlanDialog';

/**
 * The flock's load plan on its slaughter-prediction dashboard (docs/plant-loop.md): whether the
 * forecast has moved since it was saved first, then the loads with their expected weights at the
 * plant, the totals, and its sending to the plant. Staff build and issue it.
 */
export function LoadPlanPanel({ batchId, batch }: { batchId: number; batch: { data: BatchDetail | undefined; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> } }) {
  const { t } = useTranslation();
  const plan = useLoadPlan(batchId);
  const calendar = useCompanyCalendar();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [editing, setEditing] = useState(false);
  const plannedDay = batch.data?.target_date ?? null;

  let body;
  if (plan.isPending || batch.isPending || (!batch.isError && !batch.data)) body = <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />;
  else if (plan.isError || batch.isError) body = <RetryAlert message={t('loadPlan.loadFailed')} onRetry={() => void Promise.all([plan.refetch(), batch.refetch()])} />;
  else if (plan.data && batch.data) body = <PlanContents plan={plan.data} batch={batch.data} />;
  else body = <Typography color="text.secondary">{t(plannedDay ? 'loadPlan.none' : 'loadPlan.notPlanned')}</Typography>;

  return (
    <PanelSection title={t('loadPlan.title')} description={t('loadPlan.description')} heading="h2">
      {body}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {staff && plannedDay && batch.data ? (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t(plan.data ? 'loadPlan.edit' : 'loadPlan.create')}
          </Button>
        ) : null}
        {plan.data ? (
          <PdfButton path={`/v2/batches/${batchId}/load-plan/pdf`} fallbackName={`plantel-plano-de-carregamento-${batchId}.pdf`} label={t('loadPlan.download')} saved={t('loadPlan.saved')} failed={t('loadPlan.downloadFailed')} />
        ) : null}
        {plan.data && staff ? <IssueButton batchId={batchId} /> : null}
      </Stack>
      {editing && batch.data && plannedDay && calendar.ready ? (
        <LoadPlanDialog batchId={batchId} divisions={batch.data.batch_divisions} plannedDay={plannedDay} loads={plan.data?.loads} timeZone={calendar.timeZone} onClose={() => setEditing(false)} />
      ) : null}
    </PanelSection>
  );
}

function IssueButton({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const issue = useIssueLoadPlan(batchId);
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Button variant="outlined" startIcon={<SendOutlined />} loading={issue.isPending} onClick={() => issue.mutate()}>
        {t('loadPlan.issue')}
      </Button>
      {issue.isError ? (
        <Typography role="alert" variant="caption" color="error">
          {t('loadPlan.issueFailed')}
        </Typography>
      ) : null}
    </Stack>
  );
}

function PlanContents({ plan, batch }: { plan: LoadPlan; batch: BatchDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = new Map(batch.batch_divisions.map((d) => [d.id, d.identification]));
  const grams = (n: number) => format.number(n, 0);
  const { totals, settings } = plan;
  return (
    <Stack sx={{ gap: 1.5, minWidth: 0 }}>
      {plan.forecast_now?.moved ? (
        <Alert severity="warning">{t('loadPlan.moved', { change: format.number(plan.forecast_now.change_percent, 1), kg: format.number(plan.forecast_now.kg, 0) })}</Alert>
      ) : null}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t('loadPlan.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('loadPlan.fields.catchAt')}</TableCell>
              <TableCell>{t('loadPlan.fields.truck')}</TableCell>
              <TableCell align="right">{t('loadPlan.fields.birds')}</TableCell>
              <TableCell>{t('loadPlan.fields.divisions')}</TableCell>
              <TableCell align="right">{t('loadPlan.fields.expectedWeight')}</TableCell>
              <TableCell align="right">{t('loadPlan.fields.band')}</TableCell>
              <TableCell align="right">{t('loadPlan.fields.kg')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.loads.map((load) => (
              <TableRow key={`${load.catch_at}-${load.truck}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(load.catch_at, 'dd/MM HH:mm')}</TableCell>
                <TableCell>{load.truck}</TableCell>
                <TableCell align="right">{format.number(load.birds, 0)}</TableCell>
                <TableCell>{load.divisions.map((id) => names.get(id) ?? String(id)).join(', ')}</TableCell>
                <TableCell align="right">{grams(load.expected_weight)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {load.expected_weight_p10 === null || load.expected_weight_p90 === null ? NO_VALUE : `${grams(load.expected_weight_p10)}–${grams(load.expected_weight_p90)}`}
                </TableCell>
                <TableCell align="right">{format.number(load.expected_kg, 0)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('loadPlan.total')}</TableCell>
              <TableCell />
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format.number(totals.birds, 0)}
              </TableCell>
              <TableCell colSpan={3} />
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format.number(totals.kg, 0)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {totals.kg_p10 !== null && totals.kg_p90 !== null ? (
        <Typography variant="body2">{t('loadPlan.totalBand', { p10: format.number(totals.kg_p10, 0), p90: format.number(totals.kg_p90, 0) })}</Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('loadPlan.estimate', { withdrawal: settings.feed_withdrawal_hours, shrink: settings.shrink_percent_per_hour, hours: settings.feed_withdrawal_hours + settings.transport_hours })}
      </Typography>
      <Typography variant="body2">
        {t('loadPlan.version', { version: plan.version, at: format.dateTime(plan.saved_at), who: plan.saved_by ?? '—' })} ·{' '}
        {plan.issued
          ? t(`loadPlan.delivery.${plan.issued.delivery.status}`, { at: format.dateTime(plan.issued.at), detail: plan.issued.delivery.detail ?? '' })
          : t('loadPlan.notIssued')}
      </Typography>
    </Stack>
  );
}
