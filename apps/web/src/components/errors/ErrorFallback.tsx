import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '@/lib/loadChunk';

interface ErrorFallbackProps {
  error?: unknown;
  /** The whole page failed: render as the page's main landmark. */
  fullPage?: boolean;
}

/**
 * What the user sees when a page crashes or its code cannot be loaded (network down, a new release,
 * or a chunk taking over two minutes). Retrying reloads the page, which fetches the code afresh.
 */
export function ErrorFallback({ error, fullPage = false }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const chunkFailed = error instanceof ChunkLoadError;
  return (
    <Container component={fullPage ? 'main' : 'section'} maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {chunkFailed ? t('errors.chunk.title') : t('errors.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{chunkFailed ? t('errors.chunk.description') : t('errors.description')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {chunkFailed ? t('errors.chunk.retry') : t('errors.reload')}
      </Button>
    </Container>
  );
}
