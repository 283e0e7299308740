import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import type { MenuModule } from '@/config/routes/menu';
import { AppBarTitle } from './AppBarTitle';
import { OfflineNotice } from './OfflineNotice';
import { RouteNotice } from './RouteNotice';
import { SideBar } from './SideBar';

export const DRAWER_WIDTH = 272;
/** The main region's id: the skip link's target. */
const MAIN_ID = 'main-content';

interface AppLayoutProps {
  /** What the app bar ends with: the records waiting on the device and the person's menu. */
  actions: ReactNode;
  menu: MenuModule[];
  pathname: string;
  /** A page's code or data is loading. */
  loading: boolean;
  onLogoClick: () => void;
  onLogout: () => void;
  /** Staff (or superuser): the side bar also leads to the device registry. */
  staff?: boolean;
  /** A guest: no settlement links. */
  guest?: boolean;
  children: ReactNode;
}

/**
 * After an in-app navigation (a link, a menu entry, the sign-in), focus moves to the page's content,
 * unless the page already put it in a field of its own; a full load or the browser's back and
 * forward leave it where the browser puts it, so the skip link stays the first stop of a fresh page.
 */
function useFocusOnContentAfterNavigation(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    const main = document.getElementById(MAIN_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}

/**
 * The signed-in shell: a skip link, the side bar (permanent; a temporary drawer behind a menu button
 * on phone-sized screens), an app bar with the page's title and the user menu, the page, and the
 * guard's notices.
 */
export function AppLayout({ actions, menu, pathname, loading, onLogoClick, onLogout, staff = false, guest = false, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  // A phone-sized screen never shows the permanent side bar, so it is not built there at all.
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  useFocusOnContentAfterNavigation(pathname);
  const sideBar = (onNavigate?: () => void) => (
    <SideBar menu={menu} pathname={pathname} onLogoClick={onLogoClick} onNavigate={onNavigate} onLogout={onLogout} staff={staff} guest={guest} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 600,
          borderRadius: 1,
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {t('layout.skipToContent')}
      </Box>
      <AppBar position="fixed" sx={{ width: { sm: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { sm: `${DRAWER_WIDTH}px` } }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('layout.openMenu')}
            aria-controls={drawerOpen ? drawerId : undefined}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <AppBarTitle />
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Toolbar>
        {loading ? <LinearProgress color="secondary" aria-label={t('app.loading')} sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }} /> : null}
      </AppBar>

      <Drawer
        id={drawerId}
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {sideBar(() => setDrawerOpen(false))}
      </Drawer>
      {wide ? (
        <Drawer
          variant="permanent"
          open
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {sideBar()}
        </Drawer>
      ) : null}

      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 4 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <OfflineNotice />
        {children}
      </Box>
      <RouteNotice />
    </Box>
  );
}
