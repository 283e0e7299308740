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
import type { BatchRemoval, DivisionPerformance, MortalityDay, Weighing } from '@plantel/contracts';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useBatchRemovals, useDeleteWeighing, useUndoRemoval } from '../api/growthRecords';
import { useMortalityDays } from '../api/getMortalityDays';
import { useOutboxRecords } from '@/lib/outbox/outbox';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { MortalityDialog } from './MortalityDialog';
import { ThinningCorrectionDialog } from './ThinningCorrectionDialog';
import { ThinningDialog } from './ThinningDialog';
import { WeighingDialog } from './WeighingDialog';

type Open =
  | { kind: 'weighing'; weighing?: Weighing }
  | { kind: 'mortality'; day?: MortalityDay }
  | { kind: 'thinning' }
  | { kind: 'correctThinning'; removal: BatchRemoval }
  | { kind: 'undoThinning'; removal: BatchRemoval }
  | null;

/** Recorded days shown before "show all": a week. */
const DAYS_SHOWN = 7;

interface DivisionRecordsProps {
  batchId: number;
  division: DivisionPerformance;
  askSex: boolean;
  /** Whether the batch is still open: only then can animals be taken out of it. */
  open: boolean;
}

/**
 * Recording by hand for the division in view: weighings, daily losses and thinning, each with the
 * list of what was recorded, to correct it (a thinning undone too, saying why).
 */
export function DivisionRecords({ batchId, division, askSex, open: batchOpen }: DivisionRecordsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const keptLabel = useKeptLabel();
  const isGuest = useSessionStore((s) => s.isGuest);
  const remove = useDeleteWeighing(batchId);
  const [open, setOpen] = useState<Open>(null);
  const manual = division.weighings.filter((w) => w.manual);
  const days = useMortalityDays(batchId, division.id).data?.results ?? [];
  const removals = (useBatchRemovals(batchId).data?.results ?? []).filter((r) => r.division === division.id);
  const undo = useUndoRemoval(batchId);
  // What was typed here without a network and has not reached the server: shown where it belongs, marked.
  const onPhone = useOutboxRecords().filter((r) => r.state !== 'sent' && r.reopen && 'batchId' in r.reopen && r.reopen.batchId === batchId && r.reopen.division?.id === division.id);
  const [allDays, setAllDays] = useState(false);
  const dayText = (date: string) => format.dateTime(`${date}T12:00:00`, 'P');
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
      {onPhone.length > 0 ? (
        <List dense aria-label={t('performance.records.onPhone')}>
          {onPhone.map((r) => (
            <ListItem key={r.id}>
              <ListItemText primary={r.label} secondary={`${t('performance.records.onPhone')} · ${t(`outbox.state.${r.state}`)}`} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {days.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('performance.records.mortalityDays')}
          </Typography>
          <List dense aria-label={t('performance.records.mortalityDays')}>
            {(allDays ? days : days.slice(0, DAYS_SHOWN)).map((d) => (
              <ListItem
                key={d.date}
                secondaryAction={
                  <IconButton aria-label={t('performance.records.editMortality', { date: dayText(d.date) })} onClick={() => setOpen({ kind: 'mortality', day: d })}>
                    <EditIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={t('performance.records.mortalityLine', { date: dayText(d.date), dead: format.number(d.amount_mortality, 0), culled: format.number(d.amount_eliminated, 0) })}
                  secondary={d.entered_by ? t('performance.records.by', { name: d.entered_by.name }) : t('performance.mortality.byNobody')}
                />
              </ListItem>
            ))}
          </List>
          {days.length > DAYS_SHOWN ? (
            <Button size="small" onClick={() => setAllDays(!allDays)}>
              {allDays ? t('performance.records.showFewerDays') : t('performance.records.showAllDays', { count: days.length })}
            </Button>
          ) : null}
        </>
      ) : null}
      {removals.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('performance.records.thinnings')}
          </Typography>
          <List dense aria-label={t('performance.records.thinnings')}>
            {removals.map((r) => (
              <ListItem
                key={r.id}
                secondaryAction={
                  batchOpen ? (
                    <>
                      <IconButton aria-label={t('performance.records.correctThinning', { date: format.dateTime(r.removed_at) })} onClick={() => setOpen({ kind: 'correctThinning', removal: r })}>
                        <EditIcon />
                      </IconButton>
                      <IconButton aria-label={t('performance.records.undoThinning', { date: format.dateTime(r.removed_at) })} onClick={() => setOpen({ kind: 'undoThinning', removal: r })}>
                        <DeleteIcon />
                      </IconButton>
                    </>
                  ) : null
                }
              >
                <ListItemText
                  primary={t('performance.records.thinningLine', { date: format.dateTime(r.removed_at), animals: format.number(r.animals, 0), kg: format.number(r.live_weight_kg, 0) })}
                  secondary={r.destination || null}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {open?.kind === 'correctThinning' ? <ThinningCorrectionDialog batchId={batchId} division={division} removal={open.removal} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'undoThinning' ? (
        <ReasonDialog
          title={t('performance.records.undoThinning', { date: format.dateTime(open.removal.removed_at) })}
          text={t('performance.records.undoThinningText', { animals: format.number(open.removal.animals, 0), division: division.identification })}
          submitLabel={t('performance.records.undo')}
          pending={undo.isPending}
          onSubmit={(input, refused) => {
            const { removal } = open;
            const seen = { removed_at: removal.removed_at, animals: removal.animals, live_weight_kg: removal.live_weight_kg };
            const label = keptLabel(t('performance.records.undoThinning', { date: format.dateTime(removal.removed_at) }));
            undo.mutate({ id: removal.id, input: { ...input, replaces: seen }, keep: { label, reopen: { batchId, division, removal } } }, { onSuccess: () => setOpen(null), onError: refused });
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'weighing' ? <WeighingDialog batchId={batchId} division={division} weighing={open.weighing} askSex={askSex} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'mortality' ? <MortalityDialog batchId={batchId} division={division} day={open.day} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'thinning' ? <ThinningDialog batchId={batchId} division={division} onClose={() => setOpen(null)} /> : null}
    </Paper>
  );
}
