import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { languageMenuItems } from '@/components/layouts/LanguageMenu';
import { currentLanguage } from '@/lib/i18n';
import { useProfile } from '../api/account';
import { ProfileSummary } from './ProfileSummary';

// Its form code comes when it is first opened, not with every page.
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

interface UserMenuProps {
  userName: string;
  onLogout: () => void;
}

/** The app bar's account menu: who is signed in, password change, language and sign-out. */
export function UserMenu({ userName, onLogout }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const profile = useProfile(anchor !== null);
  const language = currentLanguage(i18n.language);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        aria-label={t('account.menu', { name: userName })}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleIcon aria-hidden />}
        sx={{ textTransform: 'none', minHeight: 44, flexShrink: 0, maxWidth: { xs: 140, sm: 280 } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {userName}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <ProfileSummary profile={profile.data} loading={profile.isPending} failed={profile.isError} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setPasswordOpen(true);
          }}
        >
          <ListItemIcon>
            <KeyIcon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('account.changePassword')} />
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('account.language')}</ListSubheader>
        {languageMenuItems(language, close)}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('layout.logout')} />
        </MenuItem>
      </Menu>
      {passwordOpen ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setPasswordOpen(false)} onChanged={() => setPasswordChanged(true)} />
        </Suspense>
      ) : null}
      <Snackbar open={passwordChanged} autoHideDuration={5000} onClose={() => setPasswordChanged(false)} message={t('account.passwordChanged')} />
    </>
  );
}
