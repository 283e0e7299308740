import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEX_EXTERNAL_IDS, lodgingCorrectionSchema, type BatchPerformance, type Lodging } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useKeptLabel } from '@/lib/outbox/keptShed';
import { useSessionStore } from '@/stores/session';
import { useBatchRemovals, useCorrectLodging, useLodging, useUndoLodging } from '../api/growthRecords';

/** A lodging typed wrong, corrected, or undone when it did not happen; each with a reason the audit keeps. */
export function LodgingCorrection({ batch }: { batch: BatchPerformance }) {
  const { t } = useTranslation();
  const isGuest = useSessionStore((s) => s.isGuest);
  const [open, setOpen] = useState<'correct' | 'undo' | null>(null);
  const undo = useUndoLodging(batch.id);
  const navigate = useNavigate();
  const keptLabel = useKeptLabel();
  if (isGuest || batch.slaughter !== null) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
      <Button size="small" onClick={() => setOpen('correct')}>
        {t('performance.lodging.correct')}
      </Button>
      <Button size="small" color="warning" onClick={() => setOpen('undo')}>
        {t('performance.lodging.undo')}
      </Button>
      {open === 'correct' ? <CorrectionDialog batch={batch} onClose={() => setOpen(null)} /> : null}
      {open === 'undo' ? (
        <ReasonDialog
          title={t('performance.lodging.undoTitle')}
          text={t('performance.lodging.undoText')}
          submitLabel={t('performance.records.undo')}
          pending={undo.isPending}
          onSubmit={(input, refused) =>
            undo.mutate({ input, keep: { label: keptLabel(t('performance.lodging.undoTitle')), reopen: { batchId: batch.id } } }, { onSuccess: () => void navigate('../..', { relative: 'path' }), onError: refused })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}

function CorrectionDialog({ batch, onClose }: { batch: BatchPerformance; onClose: () => void }) {
  const lodging = useLodging(batch.id);
  if (!lodging.data) return null;
  return <CorrectionForm batch={batch} lodging={lodging.data} onClose={onClose} />;
}

/** The lodging's own fields as typed (identification, lineage, sex, entry weight, origin) and each box's animals, with the reason. */
function CorrectionForm({ batch, lodging, onClose }: { batch: BatchPerformance; lodging: Lodging; onClose: () => void }) {
  const { t } = useTranslation();
  const keptLabel = useKeptLabel();
  const correct = useCorrectLodging(batch.id);
  const removals = useBatchRemovals(batch.id).data?.results ?? [];
  // What each box housed: the birds alive, lost and taken out of it.
  const housed = (d: BatchPerformance['divisions'][number]) => d.current_lodge + d.mortality + removals.filter((r) => r.division === d.id).reduce((n, r) => n + r.animals, 0);
  const { form, field, failures, refused } = useSchemaForm(lodgingCorrectionSchema, {
    identification: lodging.identification,
    lineage: lodging.lineage,
    sex: batch.sex.external_id,
    entry_weight: lodging.entry_weight,
    origin: lodging.origin,
    divisions: batch.divisions.map((d) => ({ division: d.id, animals: housed(d) })),
    reason: '',
  });
  // The lodging as this form saw it: a correction made by someone else meanwhile is then shown, not overwritten.
  const replaces = { identification: lodging.identification, lineage: lodging.lineage, sex: lodging.sex, housed: lodging.housed };
  const submit = form.handleSubmit((input) =>
    correct.mutate({ input: { ...input, replaces }, keep: { label: keptLabel(t('performance.lodging.correctTitle')), reopen: { batchId: batch.id } } }, { onSuccess: onClose, onError: refused }),
  );
  return (
    <FormDialog title={t('performance.lodging.correctTitle')} submitLabel={t('performance.form.save')} cancelLabel={t('performance.form.cancel')} pending={correct.isPending} failures={failures} onSubmit={submit} onClose={onClose}>
      <TextField {...field('identification')} required label={t('register.lodge.identification')} />
      <TextField {...field('lineage')} required label={t('register.lodge.lineage')} />
      <TextField {...field('sex', { number: true })} select required label={t('register.lodge.sex')} slotProps={{ select: { native: true } }}>
        {SEX_EXTERNAL_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`register.sexes.${id}`)}
          </option>
        ))}
      </TextField>
      <TextField {...field('entry_weight', { number: true, blank: null })} label={t('register.lodge.entryWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextField {...field('origin')} label={t('register.lodge.origin')} />
      <Typography variant="subtitle2" component="h3">
        {t('performance.lodging.housed')}
      </Typography>
      {batch.divisions.map((d, i) => (
        <TextField key={d.id} {...field(`divisions.${i}.animals`, { number: true })} required label={d.identification} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      ))}
      <TextField {...field('reason')} required multiline label={t('performance.correction.reason')} autoComplete="off" />
    </FormDialog>
  );
}
