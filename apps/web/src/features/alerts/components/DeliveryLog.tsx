import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DELIVERY_DETAILS } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useAlertDeliveries } from '../api/alertsApi';

/** The latest messages of alerts to people: channel, attempt, status and the provider's answer (staff only). */
export function DeliveryLog() {
  const { t } = useTranslation();
  const format = useFormatters();
  const deliveries = useAlertDeliveries(true);
  // The server's own reasons are worded here; a provider's answer is shown as it came.
  const detailText = (detail: string | null) => {
    const known = Object.entries(DELIVERY_DETAILS).find(([, text]) => text === detail)?.[0];
    return known ? t(`deliveryLog.details.${known as keyof typeof DELIVERY_DETAILS}`) : detail;
  };
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
              <TableCell>{format.dateTime(d.claimed_at)}</TableCell>
              <TableCell>{d.alert_id}</TableCell>
              <TableCell>{d.username}</TableCell>
              <TableCell>{t(`notifications.channel.${d.channel}`)}</TableCell>
              <TableCell align="right">{d.attempt}</TableCell>
              <TableCell>{t(`deliveryLog.statuses.${d.status}`, { tries: d.tries })}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>{[d.provider_status, detailText(d.provider_detail)].filter((x) => x !== null && x !== '').join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
