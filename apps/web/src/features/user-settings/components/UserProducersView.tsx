import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/PersonAdd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULES, hasPermission, mayManageAccess, type CompanyUser, type PasswordLink } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCompanyUsers, useProducers } from '../api/userSettingsApi';
import { PasswordLinkDialog } from './PasswordLinkDialog';
import { UserCard } from './UserCard';
import { UserDialog } from './UserDialog';

/** The company's users, one card each, with the producers each follows (staff only). */
export function UserProducersView() {
  const { t } = useTranslation();
  const users = useCompanyUsers();
  const producers = useProducers();
  const session = useSessionStore();
  const manage = session.is_superuser || (session.is_staff && MODULES.some((m) => hasPermission(session.roles, m, 'Usuários')));
  const viewer = { roles: session.roles, is_staff: session.is_staff, is_superuser: session.is_superuser };
  const [editing, setEditing] = useState<CompanyUser | 'new' | null>(null);
  const [link, setLink] = useState<{ username: string; link: PasswordLink } | null>(null);
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
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, minWidth: 0 }}>
      {manage ? (
        <div>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ minHeight: 44 }}>
            {t('userSettings.new')}
          </Button>
        </div>
      ) : null}
      {users.data.results.length === 0 ? <Typography color="text.secondary">{t('userSettings.none')}</Typography> : null}
      <Stack component="ul" aria-label={t('userSettings.list')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, minWidth: 0 }}>
        {users.data.results.map((user) => (
          <li key={user.id}>
            <UserCard user={user} producers={producers.data.results} manage={manage && mayManageAccess(viewer, user)} self={user.username === session.username} onEdit={() => setEditing(user)} onLink={(l) => setLink({ username: user.username, link: l })} />
          </li>
        ))}
      </Stack>
      {editing ? (
        <UserDialog
          self={editing !== 'new' && editing.username === session.username}
          grantable={session.is_superuser ? null : session.roles}
          mayGrantStaff={session.is_staff || session.is_superuser}
          {...(editing === 'new' ? {} : { user: editing })}
          producers={producers.data.results}
          onClose={() => setEditing(null)}
          onCreated={(username, l) => {
            setEditing(null);
            setLink({ username, link: l });
          }}
        />
      ) : null}
      {link ? <PasswordLinkDialog username={link.username} link={link.link} onClose={() => setLink(null)} /> : null}
    </Stack>
  );
}
