import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SETUP_PATH, safeNextPath } from '@/config/routes/loginRedirect';
import { useSetupNeeded } from '@/features/auth/api/setupNeeded';
import { useLogin } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { describeLoginError } from '@/features/auth/utils/describeLoginError';
import { useSessionStore } from '@/stores/session';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const endedBecause = useSessionStore((state) => state.endedBecause);
  // An installation without a company: the way to its first one.
  const setupNeeded = useSetupNeeded();

  return (
    <AuthCard title={t('auth.login.title')}>
      {setupNeeded ? (
        <Alert severity="info" sx={{ mt: 2 }} action={<Button component={RouterLink} to={SETUP_PATH} sx={{ minHeight: 44 }}>{t('auth.firstRunLink')}</Button>}>
          {t('auth.firstRun')}
        </Alert>
      ) : null}
      <LoginForm
        pending={login.pending}
        error={login.error === null ? (endedBecause === 'deactivated' ? t('auth.errors.deactivated') : null) : describeLoginError(login.error, t)}
        onSubmit={async (credentials) => {
          if (await login.signIn(credentials)) await navigate(safeNextPath(searchParams.get('next')) ?? '/', { replace: true });
        }}
      />
    </AuthCard>
  );
}
