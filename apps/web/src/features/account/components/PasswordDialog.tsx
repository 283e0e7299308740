import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordChangeFormSchema, type PasswordChangeForm } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useChangePassword } from '../api/account';
import { passwordChangeFailure } from './passwordErrors';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm: '' };

interface PasswordDialogProps {
  onClose: () => void;
  /** The password was changed (the dialog closes itself first). */
  onChanged: () => void;
}

/** Changes one's own password; every other device is signed out, this one stays signed in. */
export function PasswordDialog({ onClose, onChanged }: PasswordDialogProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, field, failures, setFailures, refused } = useSchemaForm(passwordChangeFormSchema, EMPTY);
  const params = { min: PASSWORD_MIN_LENGTH };

  const submit = form.handleSubmit(({ confirm: _confirm, ...body }) =>
    change.mutate(body, {
      onSuccess: () => {
        onClose();
        onChanged();
      },
      onError: (error) => {
        refused(error);
        const failure = passwordChangeFailure(error);
        if (failure) setFailures([t(`account.errors.${failure}`)]);
      },
    }),
  );
  const passwordField = (name: keyof PasswordChangeForm, label: string, autoComplete: string, help = ' ') => {
    const bound = field(name, { params, help, ...(name === 'new_password' ? { deps: ['confirm' as const] } : {}) });
    return <TextField {...bound} type="password" label={label} autoComplete={autoComplete} required fullWidth />;
  };

  return (
    <FormDialog
      title={t('account.changePassword')}
      submitLabel={t('account.savePassword')}
      cancelLabel={t('account.cancel')}
      pending={change.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{t('account.passwordHelp')}</DialogContentText>
      {passwordField('current_password', t('account.fields.current'), 'current-password')}
      {passwordField('new_password', t('account.fields.next'), 'new-password', t('account.minLength', params))}
      {passwordField('confirm', t('account.fields.confirm'), 'new-password')}
    </FormDialog>
  );
}
