import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@plantel/contracts';
import { TextInput } from '@/components/form/TextInput';
import { useFieldErrorText } from '@/components/form/useFieldErrorText';
import { loadLoginContracts } from '../api/loadLoginContracts';

/** Validates with the shared contract (loginRequestSchema), fetched on first use to keep the page light. */
const loginResolver: Resolver<LoginRequest> = async (values, context, options) =>
  (await loadLoginContracts()).loginResolver(values, context, options);

interface LoginFormProps {
  /** Receives the validated credentials (username trimmed). */
  onSubmit: (credentials: LoginRequest) => void;
  /** A sign-in is under way: the button is disabled. */
  pending: boolean;
  /** Why the last attempt failed, already translated. */
  error?: string | null;
}

export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Box
      component="form"
      noValidate
      // The validation code comes with the first key or tap, well before it is needed (not with the
      // focus the page itself puts in the username field, so an untouched sign-in page stays light).
      onInput={() => void loadLoginContracts()}
      onPointerDown={() => void loadLoginContracts()}
      onSubmit={handleSubmit((credentials) => onSubmit(credentials))}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <TextInput
        {...username}
        inputRef={usernameRef}
        label={t('auth.login.username')}
        // The sign-in page has one thing to do: the cursor waits where it starts.
        autoFocus
        autoComplete="username"
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        required
        fullWidth
        error={errors.username !== undefined}
        helperText={errorText(errors.username)}
      />
      <TextInput
        {...password}
        inputRef={passwordRef}
        type="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={errorText(errors.password)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 2 }}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Box>
  );
}
