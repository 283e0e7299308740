import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShedBatch, ShedDetail } from '@plantel/contracts';
import { Sensitive } from '@/components/ui/Sensitive';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { GenerateReportButton } from './GenerateReportButton';

interface ShedDashboardHeaderProps {
  shed: ShedDetail;
  batch: ShedBatch | undefined;
  onSelectBatch: (batchId: number) => void;
}

/** Which shed and batch a dashboard is about: names (as the server sends them, masked for guests), the flock, and a batch selector. */
export function ShedDashboardHeader({ shed, batch, onSelectBatch }: ShedDashboardHeaderProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts: [label: string, value: React.ReactNode][] = [
    [t('shedList.fields.property'), <Sensitive key="property">{shed.property_name}</Sensitive>],
    [t('shedList.fields.producer'), <Sensitive key="producer">{shed.producer}</Sensitive>],
    [t('shedList.fields.core'), shed.core || NO_VALUE],
    [t('shedList.fields.lineage'), batch?.lineage || NO_VALUE],
    [t('shedList.fields.sex'), batch ? t(`sex.${batch.sex.name}`) : NO_VALUE],
    [t('shedList.fields.age'), batch ? t('dashboard.ageDays', { count: batch.age }) : NO_VALUE],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t('dashboard.aboutShed')} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {shed.name}
          </Typography>
          {shed.name !== shed.identification ? <Typography color="text.secondary">{shed.identification}</Typography> : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={t(`batchStages.${batch && !batch.closing_date ? batch.stage : 'empty_batch'}`)} color={batch && !batch.closing_date ? 'primary' : 'default'} />
          {shed.batches.length > 0 ? (
            <TextField
              select
              size="small"
              label={t('dashboard.batch')}
              value={batch?.id ?? ''}
              onChange={(event) => onSelectBatch(Number(event.target.value))}
              sx={{ minWidth: 220 }}
            >
              {shed.batches.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {t('dashboard.batchOption', { batch: b.identification, date: format.dateTime(b.opening_date, 'dd/MM/yyyy') })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {batch ? <GenerateReportButton key={batch.id} batchId={batch.id} /> : null}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
