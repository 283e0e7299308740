import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';

const COLUMNS = ['sheet', 'row', 'column', 'reason'] as const;

/** A refused value of an import (a batch's or the register's), as the server names it. */
interface ImportRefusal {
  sheet: string;
  sheet_name: string;
  row: number;
  field: string;
  column: string;
  message: string;
}

/** The refused values of an import (a batch's or the register's), as the server names them: a table, or one card each on a phone. */
export function RefusalList({ refusals }: { refusals: readonly ImportRefusal[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const label = t('batchImport.refusals.title');
  const key = (r: ImportRefusal, i: number) => `${r.sheet}-${r.row}-${r.field}-${i}`;

  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {refusals.map((refusal, i) => (
          <Paper key={key(refusal, i)} component="li" variant="outlined" sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2" component="p">
              {t('batchImport.refusals.where', { sheet: refusal.sheet_name, row: format.number(refusal.row, 0) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('batchImport.refusals.inColumn', { column: refusal.column })}
            </Typography>
            <Typography variant="body2">{refusal.message}</Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'row' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {t(`batchImport.refusals.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {refusals.map((refusal, i) => (
            <TableRow key={key(refusal, i)}>
              <TableCell>{refusal.sheet_name}</TableCell>
              <TableCell align="right">{format.number(refusal.row, 0)}</TableCell>
              <TableCell>{refusal.column}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{refusal.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
