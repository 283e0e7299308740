import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { recentAlertsPath } from '@/config/routes/recentAlertsPath';
import { HomeSummaryView } from '@/features/home/components/HomeSummaryView';
import { useSessionStore } from '@/stores/session';

export function HomePage() {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.name);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('home.greeting', { name })}
      </Typography>
      <HomeSummaryView alertsPath={recentAlertsPath} />
    </>
  );
}
