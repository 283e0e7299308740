import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BATCH_IMPORT_LABELS } from '@plantel/contracts';
import { batchDashboardPath } from '@/config/routes/batchDashboardPath';
import { BatchImportView } from '@/features/batch-import/components/BatchImportView';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';

/** A batch's history brought in from a spreadsheet or another system: staff only; anyone else reads why. */
export function BatchImportPage() {
  const { t, i18n } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('batchImport.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('batchImport.description')}
      </Typography>
      {staff ? (
        <BatchImportView dashboardPath={batchDashboardPath} />
      ) : (
        <Alert severity="info">{BATCH_IMPORT_LABELS[currentLanguage(i18n.language)].staffOnly}</Alert>
      )}
    </>
  );
}
