import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pages outside the app (sign-in, setting a password): the product's mark and a titled card in the middle of the screen. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
