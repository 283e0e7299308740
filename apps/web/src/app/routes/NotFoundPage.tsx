import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('routes.NotFound')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.description')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
