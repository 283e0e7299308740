import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STATES, type AlertState, type ModuleName } from '@plantel/contracts';
import { DateRangeFields, type DateRange } from '@/components/ui/DateRangeFields';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useMaskSensitive } from '@/components/ui/Sensitive';
import { useAlertText } from '@/lib/alertText';
import { useFormatters } from '@/lib/format';
import { checkPeriod, daysBefore, isoDay } from '@/lib/period';
import { fetchWholeHistory, useAlertHistory } from '../api/alertsApi';
import { alertsCsv, csvSeparator } from '../export/alertsCsv';
import { AlertTable } from './AlertTable';
import { ListPagination } from '@/components/ui/ListPagination';

const PAGE_SIZES = [25, 50, 100];
const CSV_COLUMNS = ['time', 'shed', 'property', 'batch', 'age', 'type', 'severity', 'state', 'message'] as const;
/** Local midnight of a day, as an ISO time. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/** The alert history: a period, a state, the alerts a page at a time, and a CSV download of them all. */
export function AlertHistoryPanel({ module, shedId }: { module: ModuleName; shedId?: number }) {
  const { t, i18n } = useTranslation();
  const today = isoDay(new Date());
  const format = useFormatters();
  const text = useAlertText();
  const mask = useMaskSensitive();
  const [range, setRange] = useState<DateRange>({ start: daysBefore(today, 29), end: today });
  const [state, setState] = useState<AlertState | ''>('');
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  const [exporting, setExporting] = useState(false);
  const valid = checkPeriod(range.start, range.end, today) === null;
  const filter = { module, shed: shedId, state: state || undefined, start: startOfDay(range.start), end: startOfDay(daysBefore(range.end, -1)) };
  const history = useAlertHistory({ ...filter, limit: page.size, offset: page.index * page.size });

  const download = async () => {
    setExporting(true);
    try {
      const { results } = await fetchWholeHistory(filter);
      const csv = alertsCsv(
        results,
        {
          headers: CSV_COLUMNS.map((c) => t(`alerts.csv.${c}`)),
          type: (a) => t(`home.alertTypes.${a.type}`),
          severity: (a) => t(`alerts.severity.${a.severity}`),
          state: (a) => t(`alerts.states.${a.state}`),
          message: text,
          time: (iso) => format.dateTime(iso),
          sensitive: mask,
        },
        csvSeparator(i18n.language),
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `alertas-${range.start}-${range.end}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PanelSection title={t('alerts.historyTitle')}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <DateRangeFields {...range} today={today} onChange={(r) => { setRange(r); setPage((p) => ({ ...p, index: 0 })); }} />
        <TextField select size="small" label={t('alerts.columns.state')} value={state} onChange={(e) => { setState(e.target.value as AlertState | ''); setPage((p) => ({ ...p, index: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('alerts.allStates')}</MenuItem>
          {ALERT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`alerts.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void download()} disabled={!valid || exporting || !history.data?.count}>
          {t('alerts.exportCsv')}
        </Button>
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

