import Box from '@mui/material/Box';
import TuneIcon from '@mui/icons-material/Tune';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Silo, SiloStatus } from '@plantel/contracts';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { SILO_STATUS_COLORS } from '@plantel/charts';
import { SiloGraphic } from './SiloGraphic';
import { SiloSettingsDialog } from './SiloSettingsDialog';

/** Spec §2: one silo's stock, deliveries and occupation, with the details in a tooltip; its settings for those who may change them. */
export function SiloCard({ silo, batchId, editable }: { silo: Silo; batchId: number; editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const format = useFormatters();
  const kg = (value: number | null) => (value === null ? NO_VALUE : `${format.number(value, 0)} kg`);
  const percent = silo.total_occupation === null ? NO_VALUE : `${format.number(silo.total_occupation * 100, 1)} %`;
  const status = t(`siloStatus.${silo.status as SiloStatus}`);
  const ration = silo.current_ration ? `${silo.current_ration.name} (${t(`rationPhases.${silo.current_ration.phase}`)})` : NO_VALUE;
  const details = (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5 }}>
      {(
        [
        [t('nutrition.available'), kg(silo.available_weight)],
        [t('nutrition.free'), kg(silo.free_weight)],
        [t('nutrition.delivered'), kg(silo.invoice_deliveries)],
        [t('nutrition.occupation'), percent],
        [t('nutrition.rationType'), ration],
        [t('nutrition.status'), status],
        ] as const
      ).map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-label={silo.identification} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Tooltip title={details} arrow describeChild>
        <Box tabIndex={0} sx={{ borderRadius: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
          <SiloGraphic occupation={silo.total_occupation} status={silo.status} label={t('nutrition.siloGraphic', { silo: silo.identification, occupation: percent, status })} />
        </Box>
      </Tooltip>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h3">
            {silo.identification}
          </Typography>
          {editable ? (
            <IconButton size="small" aria-label={t('nutrition.settings.open', { silo: silo.identification })} onClick={() => setEditing(true)}>
              <TuneIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
        <Chip
          size="small"
          label={status}
          sx={{ bgcolor: SILO_STATUS_COLORS[silo.status], color: silo.status === 0 || silo.status === 2 ? 'text.primary' : 'common.white', border: silo.status === 0 ? 1 : 0, borderColor: 'divider', mb: 1 }}
        />
        <Typography variant="body2">
          {t('nutrition.available')}: <strong>{kg(silo.available_weight)}</strong> ({percent})
        </Typography>
        <Typography variant="body2">
          {t('nutrition.delivered')}: <strong>{kg(silo.invoice_deliveries)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('nutrition.lastReading', { time: format.dateTime(silo.last_received_time) })}
        </Typography>
      </Box>
      {editing ? <SiloSettingsDialog batchId={batchId} silo={silo} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}
