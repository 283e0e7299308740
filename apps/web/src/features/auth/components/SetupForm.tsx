import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, setupFormSchema } from '@plantel/contracts';
import { TextInput } from '@/components/form/TextInput';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { completeSetup, useSetupState } from '../api/setup';

interface SetupFormProps {
  /** The setup token from the address after `#` ('' when none). */
  token: string;
  /** The company is made: sign its administrator in. */
  onDone: (username: string, password: string) => Promise<void>;
  signingIn: boolean;
}

/**
 * The first company of an installation and its administrator: the company's name, his username,
 * name, e-mail and password. Away from the server's machine it asks for the setup token the server
 * printed, unless the address brought it.
 */
export function SetupForm({ token, onDone, signingIn }: SetupFormProps) {
  const { t } = useTranslation();
  const state = useSetupState();
  const { form, field, failures, refused } = useSchemaForm(setupFormSchema, { token, company: '', username: '', first_name: '', email: '', password: '', repeat: '' });

  if (state.status === 'pending') return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (state.status === 'failed') return <Alert severity="error">{t('passwordLinks.unreachable')}</Alert>;
  if (!state.data.needed) {
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="info">{t('setup.done')}</Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 2, minHeight: 44 }}>
          {t('setup.signIn')}
        </Button>
      </Box>
    );
  }
  const input = (name: Parameters<typeof field>[0], options: Parameters<typeof field>[1] = {}) => ({ ...field(name, options), fullWidth: true });
  const submit = form.handleSubmit(async ({ repeat: _repeat, token: typed, ...body }) => {
    try {
      const done = await completeSetup({ ...body, ...(state.data.token_required ? { token: typed } : {}) });
      await onDone(done.username, body.password);
    } catch (error) {
      refused(error);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
      <Typography sx={{ mb: 1 }}>{t('setup.intro')}</Typography>
      {failures.map((failure) => (
        <Alert key={failure} severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ))}
      {state.data.token_required && token === '' ? <TextInput {...input('token', { help: t('setup.tokenHelp') })} label={t('setup.token')} required autoComplete="off" /> : null}
      <TextInput {...input('company')} label={t('setup.company')} required autoComplete="organization" />
      <TextInput {...input('username', { help: t('setup.usernameHelp') })} label={t('setup.username')} required autoComplete="username" />
      <TextInput {...input('first_name')} label={t('setup.firstName')} autoComplete="given-name" />
      <TextInput {...input('email', { help: t('setup.emailHelp') })} label={t('setup.email')} type="email" autoComplete="email" />
      <TextInput {...input('password', { params: { min: PASSWORD_MIN_LENGTH }, help: t('passwordLinks.errors.tooShort', { min: PASSWORD_MIN_LENGTH }) })} label={t('passwordLinks.password')} type="password" required autoComplete="new-password" />
      <TextInput {...input('repeat')} label={t('passwordLinks.repeat')} type="password" required autoComplete="new-password" />
      <Button type="submit" variant="contained" fullWidth loading={form.formState.isSubmitting || signingIn} sx={{ mt: 2, minHeight: 44 }}>
        {t('setup.submit')}
      </Button>
    </Box>
  );
}
