import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Silo } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { useSaveSiloSettings } from '../api/nutritionQueries';
import { parseSiloSettings, type SiloSettingsDraft } from '../forms/siloSettingsForm';
import { editableNumber } from '@/lib/numbers';

const percentText = (fraction: number) => editableNumber(Math.round(fraction * 1000) / 10);

/** A silo's status thresholds (% of capacity) and rated volume. */
export function SiloSettingsDialog({ batchId, silo, onClose }: { batchId: number; silo: Silo; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSiloSettings(batchId);
  const [draft, setDraft] = useState<SiloSettingsDraft>({ low: percentText(silo.low_threshold), critical: percentText(silo.critical_threshold), volume: silo.volume === null ? '' : editableNumber(silo.volume) });
  const [touched, setTouched] = useState<Partial<Record<keyof SiloSettingsDraft, boolean>>>({});
  const [failed, setFailed] = useState<'refused' | 'unreachable' | null>(null);
  const { problems, input } = parseSiloSettings(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input) return;
    save.mutate({ id: silo.id, input }, { onSuccess: onClose, onError: (e) => setFailed(e instanceof ApiRequestError && e.status === 400 ? 'refused' : 'unreachable') });
  };

  const field = (name: keyof SiloSettingsDraft, extra: { helper?: string; unit: string }) => {
    const problem = touched[name] ? problems[name] : undefined;
    return (
      <TextField
        label={t(`nutrition.settings.${name}`)}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
        error={problem !== undefined}
        helperText={problem ? t(`nutrition.settings.errors.${problem}`) : extra.helper}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: extra.unit } }}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('nutrition.settings.title', { silo: silo.identification })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('nutrition.settings.explain')}</DialogContentText>
        <Stack spacing={2}>
          {failed ? <Alert severity="error">{t(`nutrition.settings.errors.${failed}`)}</Alert> : null}
          {field('low', { unit: '%' })}
          {field('critical', { unit: '%' })}
          {field('volume', { unit: 'm³', helper: t('nutrition.settings.volumeHelp') })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('performance.form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={input === null}>
          {t('performance.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
