import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userCreateSchema, type CompanyUser, type PasswordLink, type Producer, type Roles } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useCreateUser, usePatchUser } from '../api/userSettingsApi';
import { ProducersField } from './ProducersField';
import { RolesField } from './RolesField';

interface UserDialogProps {
  /** The person to change; absent: a new one, who gets a link to set their password. */
  user?: CompanyUser;
  producers: readonly Producer[];
  onClose: () => void;
  onCreated: (username: string, link: PasswordLink) => void;
  /** The person is the one choosing: his own access is changed by another administrator, not here. */
  self?: boolean;
  /** What the person choosing may give (his own roles); null: everything (a superuser). */
  grantable?: Roles | null;
  /** Whether the person choosing may make someone staff (he is staff). */
  mayGrantStaff?: boolean;
}

/** Who a person is and what they may reach: name, e-mail, staff, modules and permissions, producers followed. */
export function UserDialog({ user, producers, onClose, onCreated, self = false, grantable = null, mayGrantStaff = true }: UserDialogProps) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const patch = usePatchUser();
  const { form, field, failures, refused } = useSchemaForm(userCreateSchema, {
    username: user?.username ?? '',
    first_name: user?.first_name ?? '',
    email: user?.email ?? '',
    is_staff: user?.is_staff ?? false,
    roles: user?.roles ?? {},
    producer_ids: user?.producers.map((p) => p.id) ?? [],
  });
  const submit = form.handleSubmit(({ username, ...rest }) => {
    // One's own staff flag, roles and links are not sent: the server refuses them, and the dialog does not offer them.
    const body = self ? { first_name: rest.first_name, email: rest.email } : rest;
    if (user) return patch.mutate({ id: user.id, body }, { onSuccess: onClose, onError: refused });
    create.mutate({ username, ...rest }, { onSuccess: (created) => onCreated(created.user.username, created.link), onError: refused });
  });
  return (
    <FormDialog
      title={user ? t('userSettings.editTitle', { user: user.username }) : t('userSettings.newTitle')}
      submitLabel={user ? t('userSettings.save') : t('userSettings.createAndInvite')}
      cancelLabel={t('register.cancel')}
      pending={create.isPending || patch.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('username')} required label={t('userSettings.username')} disabled={user !== undefined} slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } }} />
      <TextField {...field('first_name')} label={t('userSettings.firstName')} autoComplete="off" />
      <TextField {...field('email', { help: t('userSettings.emailHelp') })} type="email" label={t('userSettings.email')} autoComplete="off" />
      <Controller
        control={form.control}
        name="is_staff"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} disabled={self || (!mayGrantStaff && !field.value)} />}
            label={t('userSettings.isStaff')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RolesField
            value={field.value ?? {}}
            onChange={field.onChange}
            disabled={self}
            grantable={grantable}
            error={fieldState.error !== undefined}
            note={fieldState.error?.message ?? (self ? t('userSettings.ownAccess') : grantable ? t('userSettings.grantOwnOnly') : undefined)}
          />
        )}
      />
      {self ? null : (
        <Controller
          control={form.control}
          name="producer_ids"
          render={({ field }) => <ProducersField producers={producers} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
        />
      )}
    </FormDialog>
  );
}
