import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCompanyUsers, useProducers } from '../api/userSettingsApi';
import { UserCard } from './UserCard';

/** The company's users, one card each, with the producers each follows (staff only). */
export function UserProducersView() {
  const { t } = useTranslation();
  const users = useCompanyUsers();
  const producers = useProducers();
  if (users.isPending || producers.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (users.isError || producers.isError) {
    return (
      <RetryAlert
        message={t('userSettings.loadFailed')}
        onRetry={() => {
          void users.refetch();
          void producers.refetch();
        }}
      />
    );
  }
  if (users.data.results.length === 0) return <Typography color="text.secondary">{t('userSettings.none')}</Typography>;
  return (
    <Stack component="ul" aria-label={t('userSettings.list')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 1100, minWidth: 0 }}>
      {users.data.results.map((user) => (
        <li key={user.id}>
          <UserCard user={user} producers={producers.data.results} />
        </li>
      ))}
    </Stack>
  );
}
