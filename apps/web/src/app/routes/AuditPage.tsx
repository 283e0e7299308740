import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuditView } from '@/features/audit/components/AuditView';
import { useSessionStore } from '@/stores/session';

/** The audit log of the register, people and flocks: staff only; anyone else reads why. */
export function AuditPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('audit.description')}
      </Typography>
      {staff ? <AuditView /> : <Alert severity="info">{t('audit.staffOnly')}</Alert>}
    </>
  );
}
