import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SetupForm } from '@/features/auth/components/SetupForm';

/** An installation's first run: its first company and administrator; the setup token rides after `#`, which no server or log sees. */
export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLocation().hash.replace(/^#/, '');
  const login = useLogin();
  return (
    <AuthCard title={t('setup.title')}>
      <SetupForm
        token={token}
        signingIn={login.pending}
        onDone={async (username, password) => {
          // Signed in at once, to Home's first-run checklist; should that fail, the login page takes it.
          await navigate((await login.signIn({ username, password })) ? '/' : '/login', { replace: true });
        }}
      />
    </AuthCard>
  );
}
