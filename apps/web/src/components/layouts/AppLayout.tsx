import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface AppLayoutProps {
  userName: string;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in shell: app bar with the product, the user's name and sign-out, then the page. */
export function AppLayout({ userName, onLogout, children }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            aria-label={t('layout.home')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Typography variant="h6" component="span">
              {t('app.name')}
            </Typography>
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Typography noWrap sx={{ maxWidth: { xs: '30vw', sm: 320 } }}>
            {userName}
          </Typography>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout}>
            {t('layout.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: { xs: 2, sm: 4 } }}>
        {children}
      </Container>
    </>
  );
}
