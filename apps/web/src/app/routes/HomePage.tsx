import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ModuleList } from '@/features/modules/components/ModuleList';
import { useSessionStore } from '@/stores/session';

export function HomePage() {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.name);
  const roles = useSessionStore((state) => state.roles);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('home.greeting', { name })}
      </Typography>
      <ModuleList roles={roles} />
    </>
  );
}
