import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AmbienceProfilesView } from '@/features/ambience-settings/components/AmbienceProfilesView';

/** How ambience is judged (ideal air and comfort classes by age): everyone reads it, staff change it. */
export function AmbienceSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('ambience.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('ambience.description')}
      </Typography>
      <AmbienceProfilesView />
    </>
  );
}
