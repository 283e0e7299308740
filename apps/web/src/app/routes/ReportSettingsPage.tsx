import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MODULES, hasModule } from '@plantel/contracts';
import { ReportSchedulesView } from '@/features/report-schedules/components/ReportSchedulesView';
import { useSessionStore } from '@/stores/session';

/** Weekly e-mails of batch reports, for anyone whose roles open a module. */
export function ReportSettingsPage() {
  const { t } = useTranslation();
  const roles = useSessionStore((s) => s.roles);
  const readsAModule = MODULES.some((m) => hasModule(roles, m));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('reportSchedules.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('reportSchedules.description')}
      </Typography>
      {readsAModule ? <ReportSchedulesView /> : <Alert severity="info">{t('reportSchedules.noModule')}</Alert>}
    </>
  );
}
