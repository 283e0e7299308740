import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Silo } from '@plantel/contracts';
import { FormStatus } from '@/components/ui/FormStatus';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useSaveSiloSettings } from '../api/nutritionQueries';
import { siloSettingsFormSchema } from '../forms/siloSettingsForm';

const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

/** A silo's status thresholds (% of capacity) and rated volume. */
export function SiloSettingsDialog({ batchId, silo, onClose }: { batchId: number; silo: Silo; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSiloSettings(batchId);
  const { form, field, failures, refused } = useSchemaForm(siloSettingsFormSchema, {
    low: percentOf(silo.low_threshold),
    critical: percentOf(silo.critical_threshold),
    volume: silo.volume,
  });
  const submit = form.handleSubmit((input) => save.mutate({ id: silo.id, input }, { onSuccess: onClose, onError: refused }));

  const number = (name: 'low' | 'critical' | 'volume', unit: string, helper?: string) => {
    const bound = field(name, { number: true, blank: name === 'volume' ? null : undefined, help: helper });
    return (
      <TextField
        {...bound}
        label={t(`nutrition.settings.${name}`)}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: unit } }}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('nutrition.settings.title', { silo: silo.identification })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('nutrition.settings.explain')}</DialogContentText>
        <Stack spacing={2}>
          {failures.map((text) => (
            <FormStatus key={text} message={{ severity: 'error', text }} />
          ))}
          {number('low', '%')}
          {number('critical', '%')}
          {number('volume', 'm³', t('nutrition.settings.volumeHelp'))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('performance.form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!form.formState.isValid}>
          {t('performance.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
