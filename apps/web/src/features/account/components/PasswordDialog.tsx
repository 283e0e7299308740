import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@plantel/contracts';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/account';
import { checkPasswordForm, passwordErrorsFromApi, type PasswordForm, type PasswordFormErrors } from './passwordErrors';

const EMPTY: PasswordForm = { current: '', next: '', confirm: '' };

interface PasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Changes one's own password; every other device is signed out, this one stays signed in. */
export function PasswordDialog({ open, onClose }: PasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    change.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { current_password: form.current, new_password: form.next },
      {
        onSuccess: () => {
          close();
          setDone(true);
        },
        onError: (error) => setErrors(passwordErrorsFromApi(error)),
      },
    );
  };
  const field = (name: keyof PasswordForm, autoComplete: string) => {
    const error = errors[name];
    const help = name === 'next' ? t('account.minLength', { min: PASSWORD_MIN_LENGTH }) : ' ';
    return (
    <TextField
      type="password"
      label={t(`account.fields.${name}`)}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={error !== undefined}
      helperText={error ? t(`account.errors.${error}`, { min: PASSWORD_MIN_LENGTH }) : help}
      required
      fullWidth
      margin="dense"
    />
    );
  };

  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('account.changePassword')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{t('account.passwordHelp')}</DialogContentText>
            {errors.form ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {t(`account.errors.${errors.form}`)}
              </Alert>
            ) : null}
            {field('current', 'current-password')}
            {field('next', 'new-password')}
            {field('confirm', 'new-password')}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('account.cancel')}</Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('account.savePassword')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Snackbar open={done} autoHideDuration={5000} onClose={() => setDone(false)} message={t('account.passwordChanged')} />
    </>
  );
}
