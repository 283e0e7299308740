import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STATES, type AlertState, type ModuleName, periodProblem } from '@plantel/contracts';
import { DateRangeFields, type DateRange } from '@/components/ui/DateRangeFields';
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
  // Days are the company's: each runs from its midnight in the company's time zone.
  const { dayOf, startOfDay } = useCompanyCalendar();
  const today = dayOf(new Date());
  const [range, setRange] = useState<DateRange>({ start: daysBefore(today, 29), end: today });
  const [state, setState] = useState<AlertState | ''>('');
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  // The list keeps the last whole, valid period while a day is being typed.
  const [applied, setApplied] = useState(range);
  const valid = periodProblem(range.start, range.end, today) === null;
  const filter = { module, shed: shedId, state: state || undefined, start: startOfDay(applied.start), end: startOfDay(daysBefore(applied.end, -1)) };
  const history = useAlertHistory({ ...filter, limit: page.size, offset: page.index * page.size });

  return (
    <PanelSection title={t('alerts.historyTitle')}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <DateRangeFields {...range} today={today} onChange={(r) => {
            setRange(r);
            if (periodProblem(r.start, r.end, today) === null) setApplied(r);
            setPage((p) => ({ ...p, index: 0 }));
          }} />
        <TextField select size="small" label={t('alerts.columns.state')} value={state} onChange={(e) => { setState(e.target.value as AlertState | ''); setPage((p) => ({ ...p, index: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('alerts.allStates')}</MenuItem>
          {ALERT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`alerts.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu list="alerts/history" query={filter} fallbackName={`alerts-${range.start}-${range.end}`} disabled={!valid} />
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
    </PanelSection>
  );
}

