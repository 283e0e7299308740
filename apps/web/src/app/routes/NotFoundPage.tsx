import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NARROW_PAGE } from '@/components/errors/ErrorFallback';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={NARROW_PAGE}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('routes.NotFound')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.description')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Box>
  );
}
