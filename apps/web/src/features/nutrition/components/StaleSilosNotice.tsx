import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { StaleSilo } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

/**
 * The silos that stopped reporting: their stock is not current, so the totals and the forecast are
 * estimates ("estimated: Silo 2 has not reported since …"). Nothing when every silo reports.
 */
export function StaleSilosNotice({ silos }: { silos: readonly StaleSilo[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (silos.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      {silos.map((silo) => (
        <Box component="p" key={silo.id} sx={{ m: 0 }}>
          {t('nutrition.staleSilo', { silo: silo.identification, since: format.dateTime(silo.last_reading_time), kg: format.number(silo.available_weight, 0) })}
        </Box>
      ))}
    </Alert>
  );
}
