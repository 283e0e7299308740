import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser, PasswordLink } from '@plantel/contracts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { refusalText } from '../model/refusalText';
import { useIssueUserLink, useSetUserActive } from '../api/userSettingsApi';

interface UserAccessActionsProps {
  user: CompanyUser;
  /** The viewer's own account: he changes his name and e-mail, never deactivates himself. */
  self: boolean;
  onEdit: () => void;
  onLink: (link: PasswordLink) => void;
}

/** What staff do to a person's access: change it, send a new invitation or reset link, deactivate or reactivate. */
export function UserAccessActions({ user, self, onEdit, onLink }: UserAccessActionsProps) {
  const { t } = useTranslation();
  const issue = useIssueUserLink();
  const setActive = useSetUserActive();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(refusalText(error, t));
  const sendLink = () => issue.mutate({ id: user.id, purpose: user.has_password ? 'reset-password' : 'invite' }, { onSuccess: onLink, onError: fail });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button size="small" onClick={onEdit} aria-label={t('userSettings.editFor', { user: user.username })} sx={{ minHeight: 44 }}>
        {t('userSettings.edit')}
      </Button>
      {user.is_active ? (
        <Button size="small" onClick={sendLink} loading={issue.isPending} aria-label={t(user.has_password ? 'userSettings.resetFor' : 'userSettings.inviteFor', { user: user.username })} sx={{ minHeight: 44 }}>
          {t(user.has_password ? 'userSettings.reset' : 'userSettings.invite')}
        </Button>
      ) : null}
      {self ? null : (
        <Button
          size="small"
          color={user.is_active ? 'error' : 'primary'}
          onClick={() => (user.is_active ? setAsking(true) : setActive.mutate({ id: user.id, active: true }, { onError: fail }))}
          aria-label={t(user.is_active ? 'userSettings.deactivateFor' : 'userSettings.reactivateFor', { user: user.username })}
          sx={{ minHeight: 44 }}
        >
          {t(user.is_active ? 'userSettings.deactivate' : 'userSettings.reactivate')}
        </Button>
      )}
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ width: '100%' }}>
          {failure}
        </Alert>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('userSettings.deactivateTitle', { user: user.username })}
          text={t('userSettings.deactivateText')}
          confirmLabel={t('userSettings.deactivate')}
          cancelLabel={t('register.cancel')}
          pending={setActive.isPending}
          onConfirm={() => setActive.mutate({ id: user.id, active: false }, { onSuccess: () => setAsking(false), onError: (e) => (setAsking(false), fail(e)) })}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}
