import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AlertEvent } from '@plantel/contracts';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { recentAlertsPath } from '@/config/routes/recentAlertsPath';
import { AppLayout } from '@/components/layouts/AppLayout';
import { UserMenu } from '@/features/account/components/UserMenu';
import { OutboxButton } from '@/app/outbox/OutboxButton';
import { stopKeepingForTheBarn } from '@/lib/outbox/keepForTheBarn';
import { LOGIN_PATH, loginPath } from '@/config/routes/loginRedirect';
import { buildMenu } from '@/config/routes/menu';
import { useAccessBlocker } from '@/config/routes/useAccessBlocker';
import { useAlertStream } from '@/features/alerts/live/useAlertStream';
import { useChickenCursor } from '@/features/chicken-cursor/useChickenCursor';
import { useServiceWorker } from '@/lib/serviceWorker';
import { CompanyClockProvider } from '@/lib/CompanyClockProvider';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';

/** How long the notice of a new alert stays. */
const NEW_ALERT_NOTICE_MS = 5000;

/**
 * Layout of the routes that need a session (its loader, requireSession, guards navigation). It
 * provides the query client (every screen that fetches server state is under it) and the company's
 * clock (every moment shown is on the company's time zone).
 * The menu is derived from the signed-in user's roles, so it is rebuilt whenever a user signs in.
 * When the session ends while a page is open, it leaves for the login page: straight there after
 * signing out, or remembering the page when the session expired or the server refused the token.
 */
export function SignedInLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const name = useSessionStore((state) => state.name);
  const roles = useSessionStore((state) => state.roles);
  const isStaff = useSessionStore((state) => state.is_staff);
  const isSuperuser = useSessionStore((state) => state.is_superuser);
  const isGuest = useSessionStore((state) => state.isGuest);
  const logout = useSessionStore((state) => state.logout);
  const [signedOut, setSignedOut] = useState(false);
  const menu = useMemo(() => buildMenu(roles), [roles]);
  const onLogoClick = useChickenCursor(signedIn && isStaff);
  useAccessBlocker(roles);
  useServiceWorker();
  const [newAlert, setNewAlert] = useState<AlertEvent | null>(null);
  const newAlertText = (alert: AlertEvent) => {
    const type = t(`home.alertTypes.${alert.type}`);
    return alert.shed_identification ? t('alerts.newAlertIn', { type, shed: alert.shed_identification }) : t('alerts.newAlertOf', { type });
  };
  useAlertStream(useCallback((event: AlertEvent) => event.state === 'open' && setNewAlert(event), []));

  const signOut = () => {
    setSignedOut(true);
    // The answers the service worker kept for opening offline are this person's: they go too, once
    // no request of the barn's keeping can bring one back.
    void stopKeepingForTheBarn().then(() => navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' }));
    logout();
  };

  if (!signedIn) return <Navigate to={signedOut ? LOGIN_PATH : loginPath(location)} replace />;

  return (
    <QueryClientProvider client={queryClient}>
      <CompanyClockProvider>
        <AppLayout
          actions={
            <>
              <OutboxButton />
              <UserMenu userName={name} onLogout={signOut} />
            </>
          }
          menu={menu}
          pathname={location.pathname}
          loading={navigation.state === 'loading'}
          staff={isStaff || isSuperuser}
          guest={isGuest}
          onLogoClick={onLogoClick}
          onLogout={signOut}
        >
          <Outlet />
          {/* Which alert, and a way to it: its shed's recent-alert page (names stay on the page, where a guest reads them masked). */}
          <Snackbar
            open={newAlert !== null}
            autoHideDuration={NEW_ALERT_NOTICE_MS}
            onClose={() => setNewAlert(null)}
            message={newAlert ? newAlertText(newAlert) : ''}
            action={
              newAlert?.module ? (
                <Button color="inherit" size="small" component={Link} to={recentAlertsPath(newAlert.module, newAlert.shed ?? undefined)} onClick={() => setNewAlert(null)}>
                  {t('alerts.openNew')}
                </Button>
              ) : undefined
            }
          />
        </AppLayout>
      </CompanyClockProvider>
    </QueryClientProvider>
  );
}
