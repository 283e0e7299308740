import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { SetPasswordForm } from '@/features/auth/components/SetPasswordForm';

/** Where an invitation or reset link leads: the secret rides after `#`, which no server or log sees. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLocation().hash.replace(/^#/, '');
  const login = useLogin();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('passwordLinks.title')}
        </Typography>
        <SetPasswordForm
          token={token}
          signingIn={login.pending}
          onDone={async (username, password) => {
            // Signed in with the new password at once; should that fail, the login page takes it.
            await navigate((await login.signIn({ username, password })) ? '/' : '/login', { replace: true });
          }}
        />
      </Paper>
    </Box>
  );
}
