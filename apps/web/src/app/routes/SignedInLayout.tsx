import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppLayout } from '@/components/layouts/AppLayout';
import { LOGIN_PATH, loginPath } from '@/config/routes/loginRedirect';
import { useSessionStore } from '@/stores/session';

/**
 * Layout of the routes that need a session (its loader, requireSession, guards navigation).
 * When the session ends while a page is open, it leaves for the login page: straight there after
 * signing out, or remembering the page when the session expired or the server refused the token.
 */
export function SignedInLayout() {
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const name = useSessionStore((state) => state.name);
  const logout = useSessionStore((state) => state.logout);
  const [signedOut, setSignedOut] = useState(false);

  if (!signedIn) return <Navigate to={signedOut ? LOGIN_PATH : loginPath(location)} replace />;

  return (
    <AppLayout
      userName={name}
      onLogout={() => {
        setSignedOut(true);
        logout();
      }}
    >
      <Outlet />
    </AppLayout>
  );
}
