import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildLayStandardOption } from '@plantel/charts';
import { LAY_STANDARD_COLUMNS, LAY_STANDARD_LABELS, type LayStandardSummary } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePhone } from '@/lib/usePhone';
import { useLayStandard } from '../api/layStandards';

/** Decimals each column is written with (the week is a whole number). */
const DECIMALS = { week: 0, hen_day_percent: 1, hen_housed_eggs: 1, egg_weight: 1, body_weight: 0, feed_per_hen_day: 1 } as const;

/** A standard as imported: its curve (hen-day % and egg weight by week of life) and its table, week by week. */
export function LayStandardWeeksDialog({ standard, onClose }: { standard: LayStandardSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const titleId = useId();
  const detail = useLayStandard(standard.id);
  const columns = LAY_STANDARD_LABELS[currentLanguage(i18n.language)].columns;
  const curve = useMemo(
    () =>
      detail.data
        ? buildLayStandardOption(detail.data.rows, {
            henDay: columns.hen_day_percent,
            eggWeight: columns.egg_weight,
            week: columns.week,
            percent: '%',
            grams: 'g',
            number: (value) => format.number(value, 1),
          })
        : null,
    [detail.data, columns, format],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{t('layStandards.weeksTitle', { lineage: standard.lineage, module: t(`modules.${standard.module}`) })}</DialogTitle>
      <DialogContent>
        {detail.isPending ? <Skeleton variant="rounded" height={280} aria-label={t('app.loading')} /> : null}
        {detail.isError ? <RetryAlert message={t('layStandards.loadFailed')} onRetry={() => void detail.refetch()} /> : null}
        {detail.data && curve ? (
          <>
            <EChart option={curve} label={t('layStandards.curve', { lineage: standard.lineage })} />
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t('layStandards.weeksTable', { lineage: standard.lineage })}>
                <TableHead>
                  <TableRow>
                    {LAY_STANDARD_COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {columns[column]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.data.rows.map((row) => (
                    <TableRow key={row.week}>
                      {LAY_STANDARD_COLUMNS.map((column) => (
                        <TableCell key={column} align="right">
                          {format.number(row[column], DECIMALS[column])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('layStandards.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
