import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULES, hasModule, type Roles } from '@plantel/contracts';

interface ModuleListProps {
  roles: Roles;
}

/** The farm modules the user's roles open, in the product's order. */
export function ModuleList({ roles }: ModuleListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const modules = MODULES.filter((module) => hasModule(roles, module));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('home.modulesTitle')}
      </Typography>
      {modules.length === 0 ? (
        <Typography>{t('home.noModules')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          }}
        >
          {modules.map((module) => (
            <Card component="li" key={module} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="p">
                  {t(`modules.${module}`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
