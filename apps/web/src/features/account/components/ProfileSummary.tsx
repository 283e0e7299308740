import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ModuleName, Profile } from '@plantel/contracts';

interface ProfileSummaryProps {
  profile: Profile | undefined;
  loading: boolean;
  failed: boolean;
}

/** The top of the user menu: name, username, company, and what the roles open. */
export function ProfileSummary({ profile, loading, failed }: ProfileSummaryProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Typography role="alert" color="error" sx={{ px: 2, py: 1, maxWidth: 320 }}>
        {t('account.profileFailed')}
      </Typography>
    );
  }
  if (loading || !profile) return <Skeleton variant="rounded" height={72} sx={{ mx: 2, my: 1, width: 240 }} aria-label={t('app.loading')} />;

  const modules = (Object.keys(profile.roles) as ModuleName[]).map((module) => t(`modules.${module}`));
  const kind = profile.is_superuser ? t('account.superuser') : profile.is_staff ? t('account.staff') : null;
  return (
    <Box component="section" aria-label={t('account.profile')} sx={{ px: 2, py: 1, maxWidth: 320 }}>
      <Typography sx={{ fontWeight: 600 }}>{profile.first_name || profile.username}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.username', { username: profile.username })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.company', { company: profile.company })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {modules.length > 0 ? t('account.modules', { modules: modules.join(', ') }) : t('account.noModules')}
        {kind ? ` · ${kind}` : ''}
      </Typography>
    </Box>
  );
}
