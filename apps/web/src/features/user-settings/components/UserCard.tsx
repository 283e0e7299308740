import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userProducersInputSchema, type CompanyUser, type PasswordLink, type Producer } from '@plantel/contracts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { useFormatters } from '@/lib/format';
import { ApiRequestError } from '@/lib/api-errors';
import { useSaveUserProducers } from '../api/userSettingsApi';
import { rolesByModule, sameIds } from '../model/roleSummary';
import { ProducersField } from './ProducersField';
import { UserAccessActions } from './UserAccessActions';

interface UserCardProps {
  user: CompanyUser;
  /** The company's producers, the choices. */
  producers: readonly Producer[];
  /** Whether the person viewing may manage this person's access (staff with Usuários, holding all this person holds); the server decides each change. */
  manage: boolean;
  /** Whether this is the viewer's own account: nobody changes his own access or deactivates himself. */
  self: boolean;
  onEdit: () => void;
  onLink: (link: PasswordLink) => void;
}

/** One user: who they are, their roles, and (outside the staff) the producers whose farms alone they see. */
export function UserCard({ user, producers, manage, self, onEdit, onLink }: UserCardProps) {
  const format = useFormatters();
  const { t } = useTranslation();
  const headingId = useId();
  const staff = user.is_staff || user.is_superuser;
  const name = user.first_name ? `${user.first_name} (${user.username})` : user.username;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <RolesSummary user={user} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {[
              user.email,
              !user.is_active && t('userSettings.inactive'),
              !user.has_password && t('userSettings.invited'),
              user.last_login_at ? t('userSettings.lastLogin', { at: format.dateTime(user.last_login_at) }) : t('userSettings.neverSignedIn'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {manage ? <UserAccessActions user={user} self={self} onEdit={onEdit} onLink={onLink} /> : null}
        </Box>
        {staff ? (
          <Typography color="text.secondary">{t('userSettings.staffSeeEverything')}</Typography>
        ) : !manage || self ? (
          <Typography color="text.secondary">
            {user.follows_every_farm ? t('userSettings.followsEveryFarm') : t('userSettings.followsProducers', { producers: user.producers.map((p) => p.name).join(', ') })}
          </Typography>
        ) : (
          <ProducersEditor user={user} name={name} producers={producers} />
        )}
      </Box>
    </Paper>
  );
}

function RolesSummary({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  const modules = rolesByModule(user.roles);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
      {user.is_superuser ? <Chip size="small" color="primary" label={t('userSettings.superuser')} /> : user.is_staff ? <Chip size="small" color="primary" label={t('userSettings.staff')} /> : null}
      {modules.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('userSettings.noModule')}
        </Typography>
      ) : (
        modules.map(({ module, permissions }) => (
          <Chip
            key={module}
            size="small"
            variant="outlined"
            sx={{ maxWidth: '100%' }}
            label={permissions.length > 0 ? t('userSettings.moduleWith', { module: t(`modules.${module}`), permissions: permissions.map((p) => t(`permissions.${p}`, { defaultValue: p })).join(', ') }) : t(`modules.${module}`)}
          />
        ))
      )}
    </Box>
  );
}

function ProducersEditor({ user, name, producers }: { user: CompanyUser; name: string; producers: readonly Producer[] }) {
  const { t } = useTranslation();
  const save = useSaveUserProducers();
  const { form, errorAt, errorText } = useSchemaForm(userProducersInputSchema, { producer_ids: user.producers.map((p) => p.id) });
  const [message, setMessage] = useState<FormMessage>(null);

  const submit = form.handleSubmit(({ producer_ids }) => {
    if (sameIds(producer_ids, user.producers.map((p) => p.id))) return setMessage({ severity: 'info', text: t('userSettings.unchanged') });
    save.mutate(
      { userId: user.id, producerIds: producer_ids },
      {
        onSuccess: (stored) => {
          form.reset({ producer_ids: stored.producers.map((p) => p.id) });
          setMessage({
            severity: 'success',
            text: stored.follows_every_farm
              ? t('userSettings.savedEveryFarm', { user: name })
              : t('userSettings.saved', { user: name, producers: stored.producers.map((p) => p.name).join(', ') }),
          });
        },
        onError: (error) => {
          const status = error instanceof ApiRequestError ? error.status : null;
          const key = status === 400 ? 'refused' : status === 403 ? 'forbidden' : status === 404 ? 'gone' : 'saveFailed';
          setMessage({ severity: 'error', text: t(`userSettings.${key}`) });
        },
      },
    );
  });

  return (
    <Box component="form" noValidate aria-label={t('userSettings.producersOf', { user: name })} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} onSubmit={(e) => void submit(e)}>
      <Controller
        control={form.control}
        name="producer_ids"
        render={({ field }) => (
          <ProducersField
            producers={producers}
            value={field.value}
            onChange={(ids) => {
              field.onChange(ids);
              setMessage(null);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errorText(errorAt('producer_ids'))}
          />
        )}
      />
      <FormStatus message={message} />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} aria-label={t('userSettings.saveFor', { user: name })} sx={{ minHeight: 44 }}>
          {t('userSettings.save')}
        </Button>
      </Box>
    </Box>
  );
}
