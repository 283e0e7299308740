import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SetPasswordForm } from '@/features/auth/components/SetPasswordForm';

/** Where an invitation or reset link leads: the secret rides after `#`, which no server or log sees. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLocation().hash.replace(/^#/, '');
  const login = useLogin();
  return (
    <AuthCard title={t('passwordLinks.title')}>
      <Box sx={{ mt: 2 }}>
        <SetPasswordForm
          token={token}
          signingIn={login.pending}
          onDone={async (username, password) => {
            // Signed in with the new password at once; should that fail, the login page takes it.
            await navigate((await login.signIn({ username, password })) ? '/' : '/login', { replace: true });
          }}
        />
      </Box>
    </AuthCard>
  );
}
