import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@/config/routes/loginRedirect';
import { useLogin } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { describeLoginError } from '@/features/auth/utils/describeLoginError';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Box>
        <Typography variant="h5" component="h1">
          {t('auth.login.title')}
        </Typography>
        <LoginForm
          pending={login.pending}
          error={login.error === null ? null : describeLoginError(login.error, t)}
          onSubmit={async (credentials) => {
            if (await login.signIn(credentials)) await navigate(safeNextPath(searchParams.get('next')) ?? '/', { replace: true });
          }}
        />
      </Paper>
    </Box>
  );
}
