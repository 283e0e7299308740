import AgricultureIcon from '@mui/icons-material/Agriculture';
import EggIcon from '@mui/icons-material/Egg';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import GavelIcon from '@mui/icons-material/Gavel';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SensorsIcon from '@mui/icons-material/Sensors';
import SpeedIcon from '@mui/icons-material/Speed';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { matchPath, Link as RouterLink } from 'react-router';
import { LAYING_MODULES } from '@plantel/contracts';
import { ALERT_SETTINGS_PATH, AMBIENCE_SETTINGS_PATH, AUDIT_PATH, LAY_STANDARDS_PATH,
  HEALTH_PRODUCTS_PATH, NOTIFICATION_SETTINGS_PATH, BATCH_IMPORT_PATH, REGISTER_PATH, DEVICE_SETTINGS_PATH, PERFORMANCE_SETTINGS_PATH, READINGS_RETENTION_PATH, REPORT_SETTINGS_PATH, SETTLEMENT_CONTRACTS_PATH, SETTLEMENT_RANKINGS_PATH, USER_SETTINGS_PATH } from '@/config/routes/coreRoutes';
import type { MenuItem, MenuModule } from '@/config/routes/menu';
import { firstPathSegment } from '@/stores/environment';
import { LanguageMenu } from './LanguageMenu';
import { ModuleIcon } from './ModuleIcon';

export interface SideBarProps {
  menu: MenuModule[];
  /** The current path, to highlight its item and open its module. */
  pathname: string;
  /** Clicks on the logo (it also leads Home): the staff's chicken-cursor easter egg counts them. */
  onLogoClick: () => void;
  /** After choosing a page (closes the phone drawer). */
  onNavigate?: () => void;
  onLogout: () => void;
  /** Staff (or superuser): the side bar leads to the device registry, the batch import and the users too. */
  staff?: boolean;
  /** A guest (role vendas) sees no settlement figures: the rankings are left out. */
  guest?: boolean;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The side bar (spec §2): logo, Home, one accordion per module (at most one open; its button
 * toggles it) with its sub-pages (locked ones show a lock and cannot be entered), then the alert
 * thresholds and performance settings, the scheduled reports (for anyone with a module), the
 * staff's Devices, batch import, Users and reading retention pages, the language dropdown and sign-out.
 */
export function SideBar({ menu, pathname, onLogoClick, onNavigate, onLogout, staff = false, guest = false }: SideBarProps) {
  const { t } = useTranslation();
  // Staff compare producers; a producer (anyone with a module who is not a guest) sees his own place.
  const showRankings = staff || (!guest && menu.length > 0);
  const currentModule = firstPathSegment(pathname);
  const [openModule, setOpenModule] = useState<string | null>(currentModule || null);
  // Entering another module's page opens that module.
  const [shownModule, setShownModule] = useState(currentModule);
  if (shownModule !== currentModule) {
    setShownModule(currentModule);
    if (currentModule) setOpenModule(currentModule);
  }

  return (
    <Box component="nav" aria-label={t('layout.navigation')} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <ButtonBase
        component={RouterLink}
        to="/"
        aria-label={t('layout.home')}
        onClick={() => {
          onLogoClick();
          onNavigate?.();
        }}
        sx={{ justifyContent: 'flex-start', gap: 1.5, px: 2, py: 1.5, minHeight: 64 }}
      >
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <Typography variant="h6" component="span" sx={{ fontWeight: 600 }}>
          {t('app.name')}
        </Typography>
      </ButtonBase>
      <Divider />
      <List component="ul" sx={{ flexGrow: 1 }}>
        <li>
          <ListItemButton
            component={RouterLink}
            to="/"
            selected={pathname === '/'}
            aria-current={pathname === '/' ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemIcon>
              <HomeIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('routes.Home')} />
          </ListItemButton>
        </li>
        {menu.map((module) => (
          <ModuleGroup
            key={module.module}
            module={module}
            open={openModule === module.module && !module.disabled}
            onToggle={() => setOpenModule((open) => (open === module.module ? null : module.module))}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      <Divider />
      <List component="div">
        <SettingsLink to={NOTIFICATION_SETTINGS_PATH} icon={<NotificationsNoneIcon aria-hidden />} label={t('layout.notifications')} pathname={pathname} onNavigate={onNavigate} />
        <SettingsLink to={ALERT_SETTINGS_PATH} icon={<NotificationsActiveIcon aria-hidden />} label={t('layout.alertThresholds')} pathname={pathname} onNavigate={onNavigate} />
        <SettingsLink to={PERFORMANCE_SETTINGS_PATH} icon={<SpeedIcon aria-hidden />} label={t('layout.performanceSettings')} pathname={pathname} onNavigate={onNavigate} />
        <SettingsLink to={AMBIENCE_SETTINGS_PATH} icon={<ThermostatIcon aria-hidden />} label={t('layout.ambience')} pathname={pathname} onNavigate={onNavigate} />
        {showRankings ? (
          <SettingsLink to={SETTLEMENT_RANKINGS_PATH} icon={<LeaderboardIcon aria-hidden />} label={t('layout.settlementRankings')} pathname={pathname} onNavigate={onNavigate} />
        ) : null}
        {staff ? <SettingsLink to={SETTLEMENT_CONTRACTS_PATH} icon={<GavelIcon aria-hidden />} label={t('layout.settlementContracts')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {menu.length > 0 ? <SettingsLink to={REGISTER_PATH} icon={<AgricultureIcon aria-hidden />} label={t('layout.register')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {menu.some((m) => (LAYING_MODULES as readonly string[]).includes(m.role)) ? (
          <SettingsLink to={LAY_STANDARDS_PATH} icon={<EggIcon aria-hidden />} label={t('layout.layStandards')} pathname={pathname} onNavigate={onNavigate} />
        ) : null}
        {/* The veterinary catalogue: for whoever keeps a health book (Sanidade in a module). */}
        {!guest && menu.some((m) => m.items.some((i) => i.feature === 'sanity' && !i.disabled)) ? (
          <SettingsLink to={HEALTH_PRODUCTS_PATH} icon={<VaccinesIcon aria-hidden />} label={t('layout.healthProducts')} pathname={pathname} onNavigate={onNavigate} />
        ) : null}
        {menu.length > 0 ? (
          <SettingsLink to={REPORT_SETTINGS_PATH} icon={<ScheduleSendIcon aria-hidden />} label={t('layout.reports')} pathname={pathname} onNavigate={onNavigate} />
        ) : null}
        {staff ? <SettingsLink to={DEVICE_SETTINGS_PATH} icon={<SensorsIcon aria-hidden />} label={t('layout.devices')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {staff ? <SettingsLink to={BATCH_IMPORT_PATH} icon={<UploadFileIcon aria-hidden />} label={t('layout.batchImport')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {staff ? <SettingsLink to={USER_SETTINGS_PATH} icon={<ManageAccountsIcon aria-hidden />} label={t('layout.users')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {staff ? <SettingsLink to={READINGS_RETENTION_PATH} icon={<HistoryIcon aria-hidden />} label={t('layout.readingsRetention')} pathname={pathname} onNavigate={onNavigate} /> : null}
        {staff ? <SettingsLink to={AUDIT_PATH} icon={<FactCheckIcon aria-hidden />} label={t('layout.audit')} pathname={pathname} onNavigate={onNavigate} /> : null}
        <LanguageMenu />
        <ListItemButton onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('layout.logout')} />
        </ListItemButton>
      </List>
    </Box>
  );
}

interface SettingsLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  pathname: string;
  onNavigate?: () => void;
}

/** A page of Plantel's own below the modules (alert limits, performance settings, reports, devices…), marked while it is open. */
function SettingsLink({ to, icon, label, pathname, onNavigate }: SettingsLinkProps) {
  const current = samePath(pathname, to);
  return (
    <ListItemButton component={RouterLink} to={to} selected={current} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

interface ModuleGroupProps {
  module: MenuModule;
  open: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate: (() => void) | undefined;
}

function ModuleGroup({ module, open, onToggle, pathname, onNavigate }: ModuleGroupProps) {
  const { t } = useTranslation();
  const pagesId = useId();
  const moduleName = t(`modules.${module.role}`);
  const item = (entry: MenuItem, label: string) => (
    <SubPage key={entry.name} item={entry} label={label} current={matchPath(entry.route, pathname.replace(/\/+$/, '')) !== null} onNavigate={onNavigate} />
  );

  return (
    <li>
      <ListItemButton onClick={onToggle} disabled={module.disabled} aria-expanded={open} aria-controls={pagesId}>
        <ListItemIcon>
          <ModuleIcon module={module.module} />
        </ListItemIcon>
        <ListItemText primary={moduleName} />
        {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ListItemButton>
      <Collapse in={open} id={pagesId} unmountOnExit>
        <List component="ul" disablePadding dense aria-label={moduleName}>
          {module.items.map((entry) => item(entry, t(`features.${entry.feature}`)))}
          {module.dashboards.length > 0 ? (
            <ListSubheader
              component="li"
              sx={{ pl: 9, pt: 1, lineHeight: '24px', bgcolor: 'transparent', typography: 'overline', color: 'text.secondary' }}
            >
              {t('layout.dashboards')}
            </ListSubheader>
          ) : null}
          {module.dashboards.map((entry) => item(entry, t('dashboard.title', { feature: t(`features.${entry.feature}`) })))}
        </List>
      </Collapse>
    </li>
  );
}

interface SubPageProps {
  item: MenuItem;
  label: string;
  current: boolean;
  onNavigate: (() => void) | undefined;
}

function SubPage({ item, label, current, onNavigate }: SubPageProps) {
  const { t } = useTranslation();
  if (item.disabled) {
    return (
      <li>
        <ListItemButton disabled aria-disabled="true" sx={{ pl: 9 }}>
          <ListItemText primary={label} />
          <LockIcon fontSize="small" titleAccess={t('layout.locked')} />
        </ListItemButton>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: 9 }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
}
