import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SlaughterProjectionPoint } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

/** Spec §2 slaughter-forecast table: age, date, predicted weight, accumulated consumption, feed need; the target and planned days stand out. */
export function ForecastTable({ points, highlight }: { points: readonly SlaughterProjectionPoint[]; /** Ages to mark, with why. */ highlight: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableContainer sx={{ maxHeight: 440 }}>
      <Table size="small" stickyHeader aria-label={t('forecast.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('performance.age')}</TableCell>
            <TableCell>{t('forecast.date')}</TableCell>
            <TableCell align="right">{t('forecast.weight')}</TableCell>
            <TableCell align="right">{t('forecast.accumulated')}</TableCell>
            <TableCell align="right">{t('forecast.need')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => {
            const mark = highlight.get(p.age);
            return (
              <TableRow key={p.age} selected={mark !== undefined} title={mark}>
                <TableCell>{p.age}</TableCell>
                <TableCell>
                  {format.dateTime(p.date, 'dd/MM/yyyy')}
                  {mark ? ` · ${mark}` : ''}
                </TableCell>
                <TableCell align="right">{format.number(p.weight, 0)}</TableCell>
                <TableCell align="right">{format.number(p.accumulated_consumption, 0)}</TableCell>
                <TableCell align="right">{format.number(p.necessary_ration, 0)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
