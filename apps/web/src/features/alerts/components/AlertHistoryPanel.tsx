import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STATES, alertHistoryFilterFormSchema, type ModuleName } from '@plantel/contracts';
import { CompanyPeriodFields } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { useLiveFilter } from '@/components/form/useLiveFilter';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { useCompanyCalendar } from '@/lib/companyToday';
import { daysBefore } from '@/lib/period';
import { useAlertHistory } from '../api/alertsApi';
import { AlertTable } from './AlertTable';
import { ListPagination } from '@/components/ui/ListPagination';

const PAGE_SIZES = [25, 50, 100];

/** The alert history: a period, a state, the alerts a page at a time, and a file of them all. */
export function AlertHistoryPanel({ module, shedId }: { module: ModuleName; shedId?: number }) {
  const { t } = useTranslation();
  const { ready } = useCompanyCalendar();
  return <PanelSection title={t('alerts.historyTitle')}>{ready ? <AlertHistory module={module} shedId={shedId} /> : <Skeleton variant="rounded" height={200} aria-label={t('app.loading')} />}</PanelSection>;
}

function AlertHistory({ module, shedId }: { module: ModuleName; shedId?: number | undefined }) {
  const { t } = useTranslation();
  // Days are the company's: each runs from its midnight in the company's time zone.
  const { dayOf, startOfDay } = useCompanyCalendar();
  const today = dayOf(new Date());
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  const schema = useMemo(() => alertHistoryFilterFormSchema(today), [today]);
  // The list keeps the last whole, valid filter while a day is being typed.
  const { form, applied, valid } = useLiveFilter(schema, { start: daysBefore(today, 29), end: today, state: null }, () => setPage((p) => ({ ...p, index: 0 })));
  const filter = { module, shed: shedId, state: applied.state ?? undefined, start: startOfDay(applied.start), end: startOfDay(daysBefore(applied.end, -1)) };
  const history = useAlertHistory({ ...filter, limit: page.size, offset: page.index * page.size });

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <CompanyPeriodFields control={form.control} today={today} />
        <SelectField control={form.control} name="state" size="small" label={t('alerts.columns.state')} none={t('alerts.allStates')} options={ALERT_STATES} optionLabel={(s) => t(`alerts.states.${s}`)} sx={{ minWidth: 160 }} />
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu list="alerts/history" query={filter} fallbackName={`alerts-${applied.start}-${applied.end}`} disabled={!valid} />
        </Box>
      </Box>
      {history.isError ? (
        <RetryAlert message={t('alerts.loadFailed')} onRetry={() => void history.refetch()} />
      ) : history.data && valid ? (
        <>
          <AlertTable alerts={history.data.results} showShed={shedId === undefined} />
          <ListPagination
            count={history.data.count}
            page={page.index}
            pageSize={page.size}
            pageSizes={PAGE_SIZES}
            perPageLabel={t('alerts.rowsPerPage')}
            onChange={(index, size) => setPage({ index, size })}
          />
        </>
      ) : (
        valid && <Skeleton variant="rounded" height={200} />
      )}
    </>
  );
}

