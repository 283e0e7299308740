import Box from '@mui/material/Box';
import type { Language } from '@/lib/i18n';

/** A language by its own two letters, not a country's flag: Portuguese, English and Spanish are spoken in many. */
export function LanguageBadge({ language }: { language: Language }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', minWidth: 28, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, fontWeight: 600, lineHeight: '20px', textAlign: 'center' }}
    >
      {language.slice(0, 2).toUpperCase()}
    </Box>
  );
}
