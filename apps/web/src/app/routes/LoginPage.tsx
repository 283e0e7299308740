import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@/config/routes/loginRedirect';
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

  return (
    <AuthCard title={t('auth.login.title')}>
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
