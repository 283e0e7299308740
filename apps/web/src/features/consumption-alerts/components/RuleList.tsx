import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MinimumConsumptionAlert } from '@plantel/contracts';
import { RecordCards } from '@/components/ui/RecordCards';
import { useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';

interface RuleListProps {
  rules: readonly MinimumConsumptionAlert[];
  onToggle: (rule: MinimumConsumptionAlert) => void;
  onEdit: (rule: MinimumConsumptionAlert) => void;
  onDelete: (rule: MinimumConsumptionAlert) => void;
}

/** The minimum-consumption rules: a table, or one card per rule on a phone, each switched, edited and deleted in place. */
export function RuleList({ rules, onToggle, onEdit, onDelete }: RuleListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const value = (rule: MinimumConsumptionAlert) => format.number(rule.min_consumption_value, 1);
  const timeWindow = (rule: MinimumConsumptionAlert) => t('minimumConsumption.every', { start: rule.start_time, end: rule.end_time, interval: rule.interval });
  const switchOf = (rule: MinimumConsumptionAlert) => (
    <Switch checked={rule.active_alert} slotProps={{ input: { 'aria-label': t('minimumConsumption.switch', { name: rule.name }) } }} onChange={() => onToggle(rule)} />
  );
  const buttonsOf = (rule: MinimumConsumptionAlert) => (
    <>
      <IconButton size="small" aria-label={t('minimumConsumption.edit', { name: rule.name })} onClick={() => onEdit(rule)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('minimumConsumption.delete', { name: rule.name })} onClick={() => onDelete(rule)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );

  if (phone) {
    if (rules.length === 0) return <Typography variant="body2">{t('minimumConsumption.none')}</Typography>;
    return (
      <RecordCards
        label={t('minimumConsumption.table')}
        cards={rules.map((rule) => ({
          key: rule.id,
          title: rule.name,
          fields: [
            { label: t('minimumConsumption.shed'), value: rule.shed_name },
            { label: t('minimumConsumption.value'), value: value(rule) },
            { label: t('minimumConsumption.window'), value: timeWindow(rule) },
          ],
          actions: (
            <>
              {switchOf(rule)}
              {buttonsOf(rule)}
            </>
          ),
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={t('minimumConsumption.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('minimumConsumption.shed')}</TableCell>
          <TableCell>{t('minimumConsumption.name')}</TableCell>
          <TableCell align="right">{t('minimumConsumption.value')}</TableCell>
          <TableCell>{t('minimumConsumption.window')}</TableCell>
          <TableCell>{t('minimumConsumption.active')}</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {rules.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6}>{t('minimumConsumption.none')}</TableCell>
          </TableRow>
        ) : (
          rules.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell>{rule.shed_name}</TableCell>
              <TableCell>{rule.name}</TableCell>
              <TableCell align="right">{value(rule)}</TableCell>
              <TableCell>{timeWindow(rule)}</TableCell>
              <TableCell>{switchOf(rule)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {buttonsOf(rule)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
