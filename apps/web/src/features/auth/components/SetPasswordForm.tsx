import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordLinkFormSchema } from '@plantel/contracts';
import { TextInput } from '@/components/form/TextInput';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { ApiRequestError } from '@/lib/api-errors';
import { usePasswordLink, useRedeemPasswordLink } from '../api/passwordLinks';

interface SetPasswordFormProps {
  /** The link's secret, from the address after `#`. */
  token: string;
  /** The password is set: sign in with it. */
  onDone: (username: string, password: string) => Promise<void>;
  /** The sign-in after it is under way. */
  signingIn: boolean;
}

/** Sets a password through an invitation or reset link: who it is for, the password twice, once. */
export function SetPasswordForm({ token, onDone, signingIn }: SetPasswordFormProps) {
  const { t, i18n } = useTranslation();
  const link = usePasswordLink(token);
  const redeem = useRedeemPasswordLink();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(passwordLinkFormSchema), mode: 'onTouched', defaultValues: { password: '', repeat: '' } });
  const reason = (error: unknown) =>
    error instanceof ApiRequestError && error.fields[0] ? apiFieldText(t, (k) => i18n.exists(k), error.fields[0]) : t('passwordLinks.unreachable');
  const fieldText = (message: string | undefined) => (message ? t(message as never, { min: PASSWORD_MIN_LENGTH }) : undefined);

  if (token === '') return <Alert severity="error">{t('passwordLinks.errors.invalid')}</Alert>;
  if (link.status === 'pending') return <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />;
  if (link.status === 'failed') return <Alert severity="error">{reason(link.error)}</Alert>;
  const { password, repeat } = { password: register('password'), repeat: register('repeat') };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(async (v) => {
        const info = await redeem.redeem({ token, password: v.password });
        if (info) await onDone(info.username, v.password);
      })}
    >
      <Typography sx={{ mb: 1 }}>{t(link.data.purpose === 'invite' ? 'passwordLinks.welcome' : 'passwordLinks.reset', { name: link.data.first_name || link.data.username, username: link.data.username })}</Typography>
      {redeem.error ? <Alert severity="error">{reason(redeem.error)}</Alert> : null}
      <input type="text" name="username" autoComplete="username" value={link.data.username} readOnly hidden />
      <TextInput
        {...password}
        inputRef={password.ref}
        type="password"
        label={t('passwordLinks.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={formState.errors.password !== undefined}
        helperText={fieldText(formState.errors.password?.message) ?? t('passwordLinks.errors.tooShort', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextInput
        {...repeat}
        inputRef={repeat.ref}
        type="password"
        label={t('passwordLinks.repeat')}
        autoComplete="new-password"
        required
        fullWidth
        error={formState.errors.repeat !== undefined}
        helperText={fieldText(formState.errors.repeat?.message)}
      />
      <Button type="submit" variant="contained" fullWidth loading={redeem.pending || signingIn} sx={{ mt: 2, minHeight: 44 }}>
        {t('passwordLinks.submit')}
      </Button>
    </Box>
  );
}
