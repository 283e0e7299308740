import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SetupStep } from '@plantel/contracts';
import { DEVICE_SETTINGS_PATH, REGISTER_PATH, USER_SETTINGS_PATH } from '@/config/routes/coreRoutes';
import { recentAlertsPath } from '@/config/routes/recentAlertsPath';
import { HomeSummaryView } from '@/features/home/components/HomeSummaryView';
import { SetupChecklist } from '@/features/home/components/SetupChecklist';
import { useSessionStore } from '@/stores/session';

/** Where each first step of a new company is done. */
const SETUP_PATHS: Record<SetupStep, string> = {
  producer: `${REGISTER_PATH}?tab=producers`,
  property: `${REGISTER_PATH}?tab=properties`,
  shed: `${REGISTER_PATH}?tab=sheds`,
  silo: `${REGISTER_PATH}?tab=silos`,
  ration_type: `${REGISTER_PATH}?tab=rations`,
  device: DEVICE_SETTINGS_PATH,
  people: USER_SETTINGS_PATH,
  lodge: `${REGISTER_PATH}?tab=sheds`,
};

export function HomePage() {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.name);
  const staff = useSessionStore((state) => state.is_staff || state.is_superuser);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('home.greeting', { name })}
      </Typography>
      <SetupChecklist enabled={staff} pathOf={(step) => SETUP_PATHS[step]} />
      <HomeSummaryView alertsPath={recentAlertsPath} />
    </>
  );
}
