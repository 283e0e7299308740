import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userCreateSchema, type CompanyUser, type PasswordLink, type Producer, type UserCreate } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { placeServerErrors } from '@/components/form/serverFieldErrors';
import { useFormErrorText } from '@/components/form/useFormErrorText';
import { ApiRequestError } from '@/lib/api-errors';
import { useCreateUser, usePatchUser } from '../api/userSettingsApi';
import { ProducersField } from './ProducersField';
import { RolesField } from './RolesField';

interface UserDialogProps {
  /** The person to change; absent: a new one, who gets a link to set their password. */
  user?: CompanyUser;
  producers: readonly Producer[];
  onClose: () => void;
  onCreated: (username: string, link: PasswordLink) => void;
}

/** Who a person is and what they may reach: name, e-mail, staff, modules and permissions, producers followed. */
export function UserDialog({ user, producers, onClose, onCreated }: UserDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useFormErrorText();
  const create = useCreateUser();
  const patch = usePatchUser();
  const [failures, setFailures] = useState<string[]>([]);
  const form = useForm<UserCreate, unknown, UserCreate>({
    resolver: zodResolver(userCreateSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      username: user?.username ?? '',
      first_name: user?.first_name ?? '',
      email: user?.email ?? '',
      is_staff: user?.is_staff ?? false,
      roles: user?.roles ?? {},
      producer_ids: user?.producers.map((p) => p.id) ?? [],
    },
  });
  const { errors } = form.formState;
  const text = (name: 'username' | 'first_name' | 'email') => {
    const { ref, ...rest } = form.register(name);
    return { ...rest, inputRef: ref, error: errors[name] !== undefined, helperText: errorText(errors[name]) };
  };
  const refused = (error: unknown) => {
    const rest = placeServerErrors(error, form.setError, (name) => ['username', 'first_name', 'email', 'roles', 'producer_ids'].includes(name.split('.')[0]!), t, (k) => i18n.exists(k));
    setFailures(rest.length > 0 ? rest : error instanceof ApiRequestError && error.fields.length > 0 ? [] : [error instanceof ApiRequestError ? error.message : t('userSettings.saveFailed')]);
  };
  const submit = form.handleSubmit(({ username, ...rest }) => {
    if (user) return patch.mutate({ id: user.id, body: rest }, { onSuccess: onClose, onError: refused });
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
      <TextField {...text('username')} required label={t('userSettings.username')} disabled={user !== undefined} slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } }} />
      <TextField {...text('first_name')} label={t('userSettings.firstName')} autoComplete="off" />
      <TextField {...text('email')} type="email" label={t('userSettings.email')} helperText={errorText(errors.email) ?? t('userSettings.emailHelp')} autoComplete="off" />
      <Controller
        control={form.control}
        name="is_staff"
        render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />} label={t('userSettings.isStaff')} />}
      />
      <Controller control={form.control} name="roles" render={({ field }) => <RolesField value={field.value ?? {}} onChange={field.onChange} />} />
      <Controller
        control={form.control}
        name="producer_ids"
        render={({ field }) => <ProducersField producers={producers} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
      />
    </FormDialog>
  );
}
