import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isWaterWarning, type RecentAlert } from '@plantel/contracts';
import { Sensitive } from '@/components/ui/Sensitive';
import { useAlertText } from '@/lib/alertText';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { usePhone } from '@/lib/usePhone';
import { RecordCards, type RecordCard } from '@/components/ui/RecordCards';
import { ALERT_TYPE_COLORS } from '@plantel/charts';

interface AlertTableProps {
  alerts: readonly RecentAlert[];
  /** Hide the shed column on one shed's dashboard. */
  showShed: boolean;
  onAcknowledge?: (alert: RecentAlert) => void;
  acknowledging?: number | null;
  /** Opens a water warning's own chart; without it, no chart button. */
  onShowChart?: (alert: RecentAlert) => void;
}

const STATE_COLOR = { open: 'error', acknowledged: 'warning', resolved: 'success' } as const;

/** Alerts newest first: when, where, what, and their state; open ones can be acknowledged. */
export function AlertTable({ alerts, showShed, onAcknowledge, acknowledging = null, onShowChart }: AlertTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useAlertText();
  const isGuest = useSessionStore((s) => s.isGuest);
  const phone = usePhone();
  if (alerts.length === 0) return <Typography color="text.secondary">{t('alerts.none')}</Typography>;
  if (phone) return <AlertCards alerts={alerts} showShed={showShed} onAcknowledge={isGuest ? undefined : onAcknowledge} acknowledging={acknowledging} onShowChart={onShowChart} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('alerts.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('alerts.columns.time')}</TableCell>
            {showShed && <TableCell>{t('alerts.columns.shed')}</TableCell>}
            <TableCell>{t('alerts.columns.batch')}</TableCell>
            <TableCell align="right">{t('alerts.columns.age')}</TableCell>
            <TableCell>{t('alerts.columns.type')}</TableCell>
            <TableCell>{t('alerts.columns.message')}</TableCell>
            <TableCell>{t('alerts.columns.state')}</TableCell>
            {onAcknowledge && !isGuest && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {alerts.map((a) => (
            <TableRow key={a.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={a.timestamp}>{format.dateTime(a.timestamp)}</time>
              </TableCell>
              {showShed && (
                <TableCell>
                  {a.shed_identification ?? t('alerts.companyWide')}
                  {a.shed_property_name && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      <Sensitive>{a.shed_property_name}</Sensitive>
                    </Typography>
                  )}
                </TableCell>
              )}
              <TableCell>{a.batch_identification ?? NO_VALUE}</TableCell>
              <TableCell align="right">{a.age ?? NO_VALUE}</TableCell>
              <TableCell>
                {/* A resolved alert's type is outlined in its colour, not filled: no alarm left. */}
                <Chip
                  size="small"
                  variant={a.state === 'resolved' ? 'outlined' : 'filled'}
                  label={t(`home.alertTypes.${a.type}`)}
                  sx={a.state === 'resolved' ? { borderColor: ALERT_TYPE_COLORS[a.type] } : { bgcolor: ALERT_TYPE_COLORS[a.type], color: '#fff' }}
                />
              </TableCell>
              <TableCell>
                {text(a)}
                {a.severity === 'critical' && a.state !== 'resolved' && <Chip size="small" variant="outlined" color="error" label={t('alerts.severity.critical')} sx={{ ml: 1 }} />}
                {onShowChart && isWaterWarning(a.subtype) && (
                  <Button size="small" onClick={() => onShowChart(a)} sx={{ ml: 1 }}>
                    {t('alerts.waterChart.show')}
                  </Button>
                )}
              </TableCell>
              <TableCell>
                <AlertState alert={a} />
              </TableCell>
              {onAcknowledge && !isGuest && (
                <TableCell>
                  {a.state === 'open' && (
                    <Button size="small" onClick={() => onAcknowledge(a)} disabled={acknowledging === a.id}>
                      {t('alerts.acknowledge')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The state chip, with who acknowledged it or when it resolved. */
function AlertState({ alert: a }: { alert: RecentAlert }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <Chip size="small" variant="outlined" color={STATE_COLOR[a.state]} label={t(`alerts.states.${a.state}`)} />
      {a.state === 'acknowledged' && a.acknowledged_by && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('alerts.acknowledgedBy', { name: a.acknowledged_by, when: format.dateTime(a.acknowledged_at!) })}
        </Typography>
      )}
      {a.state === 'resolved' && a.resolved_at && (
        <Typography variant="caption" color="text.secondary" component="div">
          {format.dateTime(a.resolved_at)}
        </Typography>
      )}
    </>
  );
}

/** The alerts on a phone: one card each, the message in full and the acknowledge button within reach. */
function AlertCards({ alerts, showShed, onAcknowledge, acknowledging = null, onShowChart }: AlertTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useAlertText();
  const cards: RecordCard[] = alerts.map((a) => ({
    key: a.id,
    title: <time dateTime={a.timestamp}>{format.dateTime(a.timestamp)}</time>,
    badges: (
      <>
        <Chip size="small" label={t(`home.alertTypes.${a.type}`)} sx={{ bgcolor: ALERT_TYPE_COLORS[a.type], color: '#fff' }} />
        {a.severity === 'critical' && <Chip size="small" variant="outlined" color="error" label={t('alerts.severity.critical')} />}
      </>
    ),
    fields: [
      { label: t('alerts.columns.message'), value: text(a) },
      ...(showShed
        ? [
            {
              label: t('alerts.columns.shed'),
              value: (
                <>
                  {a.shed_identification ?? t('alerts.companyWide')}
                  {a.shed_property_name && (
                    <>
                      {' · '}
                      <Sensitive>{a.shed_property_name}</Sensitive>
                    </>
                  )}
                </>
              ),
            },
          ]
        : []),
      { label: t('alerts.columns.batch'), value: a.batch_identification ?? NO_VALUE },
      { label: t('alerts.columns.age'), value: a.age ?? NO_VALUE },
      { label: t('alerts.columns.state'), value: <AlertState alert={a} /> },
    ],
    actions:
      (onAcknowledge && a.state === 'open') || (onShowChart && isWaterWarning(a.subtype)) ? (
        <>
          {onShowChart && isWaterWarning(a.subtype) && (
            <Button variant="outlined" onClick={() => onShowChart(a)}>
              {t('alerts.waterChart.show')}
            </Button>
          )}
          {onAcknowledge && a.state === 'open' && (
            <Button variant="outlined" onClick={() => onAcknowledge(a)} disabled={acknowledging === a.id}>
              {t('alerts.acknowledge')}
            </Button>
          )}
        </>
      ) : undefined,
  }));
  return <RecordCards label={t('alerts.table')} cards={cards} />;
}
