import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShedBatch, ShedDetail } from '@plantel/contracts';
import { Sensitive } from '@/components/ui/Sensitive';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';
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
  const phone = usePhone();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const facts: [label: string, value: React.ReactNode][] = [
    [t('shedList.fields.property'), <Sensitive key="property">{shed.property_name}</Sensitive>],
    [t('shedList.fields.producer'), <Sensitive key="producer">{shed.producer}</Sensitive>],
    [t('shedList.fields.core'), shed.core || NO_VALUE],
    [t('shedList.fields.lineage'), batch?.lineage || NO_VALUE],
    [t('shedList.fields.sex'), batch ? t(`sex.${batch.sex.name}`) : NO_VALUE],
    [t('shedList.fields.age'), batch ? t('dashboard.ageDays', { count: batch.age }) : NO_VALUE],
  ];
  const stage = <Chip size={phone ? 'small' : 'medium'} label={t(`batchStages.${batch && !batch.closing_date ? batch.stage : 'empty_batch'}`)} color={batch && !batch.closing_date ? 'primary' : 'default'} />;
  const controls = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {shed.batches.length > 0 ? (
        <TextField
          select
          size="small"
          label={t('dashboard.batch')}
          value={batch?.id ?? ''}
          onChange={(event) => onSelectBatch(Number(event.target.value))}
          sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
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
  );
  const factList = (
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
  );

  if (phone) {
    // On a phone the header keeps to two lines (shed; batch and age) and folds the rest away.
    return (
      <Paper variant="outlined" component="section" aria-label={t('dashboard.aboutShed')} sx={{ p: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h1" sx={{ lineHeight: 1.3 }}>
              {shed.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {batch ? t('dashboard.batchAndAge', { batch: batch.identification, age: t('dashboard.ageDays', { count: batch.age }) }) : null} {stage}
            </Typography>
          </Box>
          <Button
            size="small"
            onClick={() => setDetailsOpen((open) => !open)}
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            endIcon={<ExpandMoreIcon sx={{ transform: detailsOpen ? 'rotate(180deg)' : 'none' }} />}
            sx={{ flexShrink: 0 }}
          >
            {t('dashboard.headerDetails')}
          </Button>
        </Box>
        <Collapse in={detailsOpen} id={detailsId}>
          <Box sx={{ pt: 1.5 }}>
            {controls}
            {factList}
          </Box>
        </Collapse>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={t('dashboard.aboutShed')} sx={{ p: 3, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {shed.name}
          </Typography>
          {shed.name !== shed.identification ? <Typography color="text.secondary">{shed.identification}</Typography> : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {stage}
          {controls}
        </Box>
      </Box>
      {factList}
    </Paper>
  );
}
