import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHealthSettings, useSaveHealthSettings } from '../api/healthBook';

/** Whether the company's producers record treatments, vaccinations and samples on their own flocks (staff decide). */
export function ProducersRecordSwitch() {
  const { t } = useTranslation();
  const settings = useHealthSettings();
  const save = useSaveHealthSettings();
  if (!settings.data) return null;
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={settings.data.producers_record} disabled={save.isPending} onChange={(e) => save.mutate({ producers_record: e.target.checked })} />}
        label={t('health.catalogue.producersRecord')}
      />
      <Typography variant="body2" color={save.isError ? 'error' : 'text.secondary'} role={save.isError ? 'alert' : undefined}>
        {t(save.isError ? 'health.catalogue.producersRecordFailed' : 'health.catalogue.producersRecordHelp')}
      </Typography>
    </div>
  );
}
