import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@plantel/contracts';
import { useFieldErrorText } from '@/components/form/useFieldErrorText';

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
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((credentials) => onSubmit(credentials))}>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <TextField
        {...username}
        inputRef={usernameRef}
        label={t('auth.login.username')}
        autoComplete="username"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        required
        fullWidth
        margin="normal"
        error={errors.username !== undefined}
        helperText={errorText(errors.username)}
      />
      <TextField
        {...password}
        inputRef={passwordRef}
        type="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
        error={errors.password !== undefined}
        helperText={errorText(errors.password)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 2 }}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Box>
  );
}
