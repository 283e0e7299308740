import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/form/pickers/PickerFields';
import { ApiRequestError } from '@/lib/api-errors';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { useRecordMortality } from '../api/growthRecords';

interface MortalityDialogProps {
  batchId: number;
  division: { id: number; identification: string };
  onClose: () => void;
}

const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A division's deaths and culls of one day; typing the same day again replaces it. */
export function MortalityDialog({ batchId, division, onClose }: MortalityDialogProps) {
  const { t } = useTranslation();
  const record = useRecordMortality(batchId);
  const today = useCompanyToday();
  const format = useFormatters();
  const [date, setDate] = useState(today);
  const [dead, setDead] = useState('0');
  const [culled, setCulled] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const invalid = { date: date === '' || date > today, dead: count(dead) === null, culled: count(culled) === null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.date || invalid.dead || invalid.culled) return;
    const input = { division: division.id, date, amount_mortality: count(dead)!, amount_eliminated: count(culled)! };
    const label = t('performance.mortality.label', { division: division.identification, date: format.dateTime(`${date}T12:00:00`, 'P'), dead: input.amount_mortality, culled: input.amount_eliminated });
    record.mutate(
      { input, label },
      {
        onSuccess: onClose,
        onError: (e) => setError(e instanceof ApiRequestError && e.status === 400 ? 'performance.mortality.refused' : 'performance.form.errors.unreachable'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('performance.mortality.title', { division: division.identification })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{t(error as never)}</Alert> : null}
          <DayField
            label={t('performance.mortality.date')}
            value={date}
            onChange={setDate}
            error={invalid.date}
            helperText={invalid.date ? t('performance.form.errors.future') : undefined}
            max={today}
            required
          />
          <TextField
            label={t('performance.mortality.dead')}
            value={dead}
            onChange={(e) => setDead(e.target.value)}
            error={invalid.dead}
            helperText={invalid.dead ? t('performance.form.errors.count') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('performance.mortality.culled')}
            value={culled}
            onChange={(e) => setCulled(e.target.value)}
            error={invalid.culled}
            helperText={invalid.culled ? t('performance.form.errors.count') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('performance.form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={record.isPending} disabled={invalid.date || invalid.dead || invalid.culled}>
          {t('performance.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
