import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { formatDateTime } from '@/lib/format';
import { useAlertDeliveries } from '../api/alertsApi';

/** The latest messages of alerts to people: channel, attempt, status and the provider's answer (staff only). */
export function DeliveryLog() {
  const { t, i18n } = useTranslation();
  const deliveries = useAlertDeliveries(true);
  if (deliveries.isError) return <RetryAlert message={t('deliveryLog.loadFailed')} onRetry={() => void deliveries.refetch()} />;
  if (!deliveries.data) return <Skeleton variant="rounded" height={120} />;
  const rows = deliveries.data.deliveries;
  if (rows.length === 0) return <Typography color="text.secondary">{t('deliveryLog.empty')}</Typography>;
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('deliveryLog.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('deliveryLog.when')}</TableCell>
            <TableCell>{t('deliveryLog.alert')}</TableCell>
            <TableCell>{t('deliveryLog.person')}</TableCell>
            <TableCell>{t('deliveryLog.channel')}</TableCell>
            <TableCell align="right">{t('deliveryLog.attempt')}</TableCell>
            <TableCell>{t('deliveryLog.status')}</TableCell>
            <TableCell>{t('deliveryLog.answer')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{formatDateTime(d.claimed_at, undefined, i18n.language)}</TableCell>
              <TableCell>{d.alert_id}</TableCell>
              <TableCell>{d.username}</TableCell>
              <TableCell>{t(`notifications.channel.${d.channel}`)}</TableCell>
              <TableCell align="right">{d.attempt}</TableCell>
              <TableCell>{t(`deliveryLog.statuses.${d.status}`, { tries: d.tries })}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>{[d.provider_status, d.provider_detail].filter((x) => x !== null && x !== '').join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
