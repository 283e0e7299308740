import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlaughterProjectionPoint } from '@plantel/contracts';
import { NO_VALUE, rangeText, useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';

/** Spec §2 slaughter-forecast table: age, date, predicted weight and its P10–P90, accumulated consumption, feed need; the target and planned days stand out. */
export function ForecastTable({ points, highlight }: { points: readonly SlaughterProjectionPoint[]; /** Ages to mark, with why. */ highlight: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  // On a phone the table keeps age, date and weight; the feed columns are one tap away.
  const [feedShown, setFeedShown] = useState(false);
  const feed = !phone || feedShown;
  const banded = points.some((p) => p.weight_p10 !== null && p.weight_p90 !== null);
  // On a phone the band goes under the weight, in the weight's own column.
  const bandColumn = banded && !phone;
  const bandOf = (p: SlaughterProjectionPoint) => rangeText(p.weight_p10, p.weight_p90, (n) => format.number(n, 0)) ?? NO_VALUE;
  return (
    <>
      {phone ? (
        <Button size="small" onClick={() => setFeedShown((shown) => !shown)} aria-expanded={feedShown} sx={{ mb: 1 }}>
          {feedShown ? t('forecast.hideFeedColumns') : t('forecast.showFeedColumns')}
        </Button>
      ) : null}
      <TableContainer sx={{ maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-label={t('forecast.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('performance.age')}</TableCell>
              <TableCell>{t('forecast.date')}</TableCell>
              <TableCell align="right">{t('forecast.weight')}</TableCell>
              {bandColumn ? <TableCell align="right">{t('forecast.band')}</TableCell> : null}
              {feed ? <TableCell align="right">{t('forecast.accumulated')}</TableCell> : null}
              {feed ? <TableCell align="right">{t('forecast.need')}</TableCell> : null}
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
                  <TableCell align="right">
                    {format.number(p.weight, 0)}
                    {banded && phone ? (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }} aria-label={t('forecast.band')}>
                        {bandOf(p)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {bandColumn ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {bandOf(p)}
                    </TableCell>
                  ) : null}
                  {feed ? <TableCell align="right">{format.number(p.accumulated_consumption, 0)}</TableCell> : null}
                  {feed ? <TableCell align="right">{format.number(p.necessary_ration, 0)}</TableCell> : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
