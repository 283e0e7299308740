import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '@/lib/loadChunk';

/** A short page of text, centred in a column as wide as a small screen. */
export const NARROW_PAGE = { maxWidth: 600, mx: 'auto', px: { xs: 2, sm: 3 }, py: 8, textAlign: 'center' } as const;

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
    <Box component={fullPage ? 'main' : 'section'} sx={NARROW_PAGE}>
      <Typography variant="h4" component="h1" gutterBottom>
        {chunkFailed ? t('errors.chunk.title') : t('errors.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{chunkFailed ? t('errors.chunk.description') : t('errors.description')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {chunkFailed ? t('errors.chunk.retry') : t('errors.reload')}
      </Button>
    </Box>
  );
}
