import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PerformancePoint } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { DAILY_CHART_DAYS } from '@plantel/charts';
import { dailyGainTone, TONE_COLOR } from './tones';

/** Age against daily gain (G.P.D.) for the last 14 days weighed: green from zero up, red below. */
export function GainTable({ points }: { points: readonly PerformancePoint[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const recent = points.slice(-DAILY_CHART_DAYS).reverse();
  return (
    <Table size="small" aria-label={t('performance.gainTable')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('performance.age')}</TableCell>
          <TableCell align="right">{t('performance.weight')}</TableCell>
          <TableCell align="right">{t('performance.gpd')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {recent.map((p) => {
          const tone = dailyGainTone(p.gain);
          return (
            <TableRow key={p.age}>
              <TableCell>{p.age}</TableCell>
              <TableCell align="right">{format.number(p.weight, 0)}</TableCell>
              <TableCell align="right" data-tone={tone} sx={{ color: TONE_COLOR[tone], fontWeight: 600 }}>
                {p.gain === null ? '--' : format.number(p.gain, 1)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
