import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelemetryDeadLetter } from '@plantel/contracts';
import { ListPagination } from '@/components/ui/ListPagination';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useDeadLetters } from '../api/devicesApi';

const PAGE_SIZES = [10, 20, 50] as const;

/** Long lines (payloads, reasons) wrap rather than widen the screen. */
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8125rem', m: 0 } as const;

/** MQTT messages Plantel acknowledged but could never store: when, from which device, why, and the message itself. */
export function DeadLettersSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ index: 0, size: 10 });
  const letters = useDeadLetters({ limit: page.size, offset: page.index * page.size });
  return (
    <PanelSection heading="h2" title={t('devices.deadLetters.title')} description={t('devices.deadLetters.description')}>
      {letters.isError ? (
        <RetryAlert message={t('devices.deadLetters.loadFailed')} onRetry={() => void letters.refetch()} />
      ) : !letters.data ? (
        <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />
      ) : letters.data.count === 0 ? (
        <Typography color="text.secondary">{t('devices.deadLetters.none')}</Typography>
      ) : (
        <>
          <Box component="ul" aria-label={t('devices.deadLetters.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {letters.data.results.map((letter) => (
              <Box component="li" key={letter.id}>
                <DeadLetter letter={letter} />
              </Box>
            ))}
          </Box>
          <ListPagination
            count={letters.data.count}
            page={page.index}
            pageSize={page.size}
            pageSizes={PAGE_SIZES}
            perPageLabel={t('devices.deadLetters.perPage')}
            onChange={(index, size) => setPage({ index, size })}
          />
        </>
      )}
    </PanelSection>
  );
}

function DeadLetter({ letter }: { letter: TelemetryDeadLetter }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [firstLine] = letter.reason.split('\n');
  const cut = letter.payload_bytes > new TextEncoder().encode(letter.payload).length;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, flexDirection: 'column' } }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={letter.received_at}>{format.dateTime(letter.received_at)}</time>
          {' · '}
          {letter.device ? t('devices.deadLetters.device', { device: letter.device.identification, type: t(`devices.types.${letter.device.type}`) }) : t('devices.deadLetters.noDevice')}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {firstLine}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="subtitle2">{t('devices.deadLetters.topic')}</Typography>
        <Box component="pre" sx={WRAPPED}>
          {letter.topic}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('devices.deadLetters.reason')}
        </Typography>
        <Box component="pre" sx={WRAPPED}>
          {letter.reason}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {cut ? t('devices.deadLetters.payloadCut', { size: format.number(letter.payload_bytes, 0) }) : t('devices.deadLetters.payload')}
        </Typography>
        <Box component="pre" sx={WRAPPED}>
          {letter.payload}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
