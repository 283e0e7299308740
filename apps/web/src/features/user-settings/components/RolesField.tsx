import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MODULES, PERMISSIONS, type ModuleName, type Permission, type Roles } from '@plantel/contracts';

interface RolesFieldProps {
  value: Roles;
  onChange: (roles: Roles) => void;
  disabled?: boolean;
  /** What the person choosing may give (his own roles); null: everything (a superuser). What he may not give is not offered. */
  grantable?: Roles | null;
  /** Why the choice was refused, or why it cannot be changed. */
  note?: string | undefined;
  error?: boolean;
}

/** A person's modules and, in each, their permissions: a module is opened by ticking it, closed with its permissions. */
export function RolesField({ value, onChange, disabled = false, grantable = null, note, error = false }: RolesFieldProps) {
  const { t } = useTranslation();
  const offers = (module: ModuleName, permission?: Permission) =>
    grantable === null || (grantable[module] !== undefined && (permission === undefined || grantable[module].includes(permission)));
  const toggleModule = (module: ModuleName, on: boolean) => {
    const next = { ...value };
    if (on) next[module] = [];
    else delete next[module];
    onChange(next);
  };
  const togglePermission = (module: ModuleName, permission: Permission, on: boolean) => {
    const held = new Set(value[module] ?? []);
    if (on) held.add(permission);
    else held.delete(permission);
    onChange({ ...value, [module]: PERMISSIONS.filter((p) => held.has(p)) });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('userSettings.rolesLegend')}
      </Typography>
      {MODULES.map((module) => (
        <Box key={module} sx={{ mb: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={value[module] !== undefined} onChange={(e) => toggleModule(module, e.target.checked)} disabled={disabled || !offers(module)} />}
            label={<Typography sx={{ fontWeight: 600 }}>{t(`modules.${module}`)}</Typography>}
          />
          {value[module] !== undefined ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, pl: 4 }}>
              {PERMISSIONS.map((permission) => (
                <FormControlLabel
                  key={permission}
                  control={<Checkbox size="small" checked={value[module]!.includes(permission)} onChange={(e) => togglePermission(module, permission, e.target.checked)} disabled={disabled || !offers(module, permission)} />}
                  label={t(`permissions.${permission}`)}
                  aria-label={t('userSettings.permissionIn', { permission: t(`permissions.${permission}`), module: t(`modules.${module}`) })}
                />
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
      {note ? <FormHelperText error={error}>{note}</FormHelperText> : null}
    </Box>
  );
}
