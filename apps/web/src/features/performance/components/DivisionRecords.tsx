import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionPerformance, Weighing } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useDeleteWeighing } from '../api/growthRecords';
import { MortalityDialog } from './MortalityDialog';
import { ThinningDialog } from './ThinningDialog';
import { WeighingDialog } from './WeighingDialog';

type Open = { kind: 'weighing'; weighing?: Weighing } | { kind: 'mortality' } | { kind: 'thinning' } | null;

interface DivisionRecordsProps {
  batchId: number;
  division: DivisionPerformance;
  askSex: boolean;
  /** Whether the batch is still open: only then can animals be taken out of it. */
  open: boolean;
}

/** Recording by hand for the division in view: weighings (and their list, to correct them), daily losses and thinning. */
export function DivisionRecords({ batchId, division, askSex, open: batchOpen }: DivisionRecordsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isGuest = useSessionStore((s) => s.isGuest);
  const remove = useDeleteWeighing(batchId);
  const [open, setOpen] = useState<Open>(null);
  const manual = division.weighings.filter((w) => w.manual);
  if (isGuest) return null;

  return (
    <Paper variant="outlined" component="section" aria-label={t('performance.records.title', { division: division.identification })} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          {t('performance.records.title', { division: division.identification })}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'weighing' })}>
            {t('performance.records.addWeighing')}
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'mortality' })}>
            {t('performance.records.addMortality')}
          </Button>
          {batchOpen && division.current_lodge > 0 ? (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'thinning' })}>
              {t('performance.records.addThinning')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {manual.length > 0 ? (
        <List dense aria-label={t('performance.records.manualWeighings')}>
          {manual.map((w) => (
            <ListItem
              key={w.id}
              secondaryAction={
                w.editable ? (
                  <>
                    <IconButton aria-label={t('performance.records.edit', { date: format.dateTime(w.weighed_at) })} onClick={() => setOpen({ kind: 'weighing', weighing: w })}>
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('performance.records.delete', { date: format.dateTime(w.weighed_at) })}
                      onClick={() => {
                        if (window.confirm(t('performance.records.confirmDelete'))) remove.mutate(w.id);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                ) : null
              }
            >
              <ListItemText
                primary={t('performance.records.weighingLine', { date: format.dateTime(w.weighed_at), count: w.count, weight: format.number(w.weight, 0) })}
                secondary={[t('performance.records.age', { age: w.age }), w.sex ? t(`sex.${w.sex.name}`) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {open?.kind === 'weighing' ? <WeighingDialog batchId={batchId} division={division} weighing={open.weighing} askSex={askSex} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'mortality' ? <MortalityDialog batchId={batchId} division={division} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'thinning' ? <ThinningDialog batchId={batchId} division={division} onClose={() => setOpen(null)} /> : null}
    </Paper>
  );
}
