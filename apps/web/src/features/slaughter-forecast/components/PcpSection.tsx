import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/charts/EChart';
import { PanelSection } from '@/components/ui/PanelSection';
import { useFormatters } from '@/lib/format';
import { useBatchPcp } from '../api/forecastQueries';
import { buildPcpOption } from '@plantel/charts';
import { ForecastUnavailable } from './ForecastUnavailable';

/** The production projection (PCP): the batch's live weight by age, the 15 ages to today and the forecast after. */
export function PcpSection({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pcp = useBatchPcp(batchId);
  const data = pcp.data;
  const option = useMemo(
    () =>
      data
        ? buildPcpOption(data.pcp_projections, data.age, { past: t('pcp.toToday'), forecast: t('forecast.forecast'), weight: t('pcp.meanWeight'), age: t('performance.age'), number: (n) => format.number(n, 0) })
        : null,
    [data, t, format],
  );
  let content;
  if (pcp.isPending) content = <Skeleton variant="rounded" height={280} aria-label={t('app.loading')} />;
  else if (pcp.isError) content = <ForecastUnavailable onRetry={() => void pcp.refetch()} />;
  else if (!data || data.pcp_projections.length === 0 || !option) content = <ForecastUnavailable />;
  else {
    content = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <EChart label={t('pcp.chart')} option={option} height={320} />
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={t('pcp.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('performance.age')}</TableCell>
                <TableCell align="right">{t('pcp.meanWeight')}</TableCell>
                <TableCell align="right">{t('pcp.projection')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.pcp_projections.map((p) => (
                <TableRow key={p.age} selected={p.age === data.age}>
                  <TableCell>{p.age === data.age ? t('pcp.todayAge', { age: p.age }) : p.age}</TableCell>
                  <TableCell align="right">{format.number(p.weight, 0)}</TableCell>
                  <TableCell align="right">{format.number(p.projection, 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    );
  }
  return <PanelSection title={t('pcp.title')}>{content}</PanelSection>;
}
