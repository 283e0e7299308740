import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOfHour, type ReportSchedule } from '@plantel/contracts';
import { RecordCards, type RecordCard } from '@/components/ui/RecordCards';
import { useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { weekdayNames } from '../model/scheduleForm';

type Column = 'selection' | 'when' | 'language' | 'email' | 'owner' | 'lastSent' | 'actions';

/** Columns whose text may break over lines; the others keep to one. */
const WRAPS = new Set<Column>(['selection', 'email', 'owner']);

interface ReportScheduleTableProps {
  schedules: ReportSchedule[];
  /** Show whose each schedule is (staff read the company's). */
  showOwner: boolean;
  /** The server can send e-mail: "send now" is offered. */
  canSend: boolean;
  sendingId: number | null;
  onEdit: (schedule: ReportSchedule) => void;
  onSend: (schedule: ReportSchedule) => void;
  onDelete: (schedule: ReportSchedule) => void;
  /** A guest reads the schedules but changes nothing: no actions column. */
  readOnly?: boolean;
}

/** The schedules: what each reports on, when, in which language, to whom, and when it last went out. */
export function ReportScheduleTable({ schedules, showOwner, canSend, sendingId, onEdit, onSend, onDelete, readOnly = false }: ReportScheduleTableProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const phone = usePhone();
  const columns: Column[] = ['selection', 'when', 'language', 'email', ...(showOwner ? (['owner'] as const) : []), 'lastSent', ...(readOnly ? [] : (['actions'] as const))];

  const nameOf = (s: ReportSchedule) => t('reportSchedules.scheduleName', { weekday: weekdays[s.weekday], hour: timeOfHour(s.hour) });
  const cell = (s: ReportSchedule, column: Column): ReactNode => {
    const name = nameOf(s);
    switch (column) {
      case 'selection':
        return (
          <>
            {s.sheds.map((shed) => (
              <div key={shed.id}>{t('reportSchedules.shedLabel', { shed: shed.identification, property: shed.property_name })}</div>
            ))}
            {s.modules.map((module) => (
              <div key={module}>{t('reportSchedules.allShedsOf', { module: t(`modules.${module}`) })}</div>
            ))}
          </>
        );
      case 'when':
        return (
          <>
            {name}
            {s.enabled ? null : <Chip size="small" label={t('reportSchedules.paused')} sx={{ ml: 1 }} />}
          </>
        );
      case 'language':
        return LANGUAGE_NAMES[s.language];
      case 'email':
        return s.email;
      case 'owner':
        return s.owner.username;
      case 'lastSent':
        return s.last_sent_at ? <time dateTime={s.last_sent_at}>{format.dateTime(s.last_sent_at)}</time> : t('reportSchedules.neverSent');
      case 'actions':
        return (
          <>
            <Tooltip title={t('reportSchedules.actions.edit', { name })}>
              <IconButton aria-label={t('reportSchedules.actions.edit', { name })} onClick={() => onEdit(s)}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            {canSend ? (
              <Tooltip title={t('reportSchedules.actions.send', { name })}>
                <IconButton aria-label={t('reportSchedules.actions.send', { name })} onClick={() => onSend(s)} loading={sendingId === s.id}>
                  <SendIcon />
                </IconButton>
              </Tooltip>
            ) : null}
            <Tooltip title={t('reportSchedules.actions.delete', { name })}>
              <IconButton color="error" aria-label={t('reportSchedules.actions.delete', { name })} onClick={() => onDelete(s)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        );
    }
  };

  if (phone) {
    const cards: RecordCard[] = schedules.map((s) => ({
      key: s.id,
      title: cell(s, 'when'),
      fields: columns.filter((column) => column !== 'when' && column !== 'actions').map((column) => ({ label: t(`reportSchedules.columns.${column}`), value: cell(s, column) })),
      actions: readOnly ? undefined : cell(s, 'actions'),
    }));
    return <RecordCards label={t('reportSchedules.table')} cards={cards} />;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('reportSchedules.table')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {t(`reportSchedules.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {schedules.map((s) => (
            <TableRow key={s.id} hover>
              {columns.map((column) => (
                <TableCell key={column} sx={WRAPS.has(column) ? undefined : { whiteSpace: 'nowrap' }}>
                  {cell(s, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
