import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_LOADS, type PlannedLoad } from '@plantel/contracts';
import { CompanyMomentField } from '@/components/form/CompanyMomentField';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { DivisionsField } from '@/components/form/DivisionsField';
import { useSaveLoadPlan } from '../api/loadPlan';
import { formLoadsOf, loadPlanFormSchema, nextLoad, type LoadPlanFormValues } from '../forms/loadPlanForm';

interface LoadPlanDialogProps {
  batchId: number;
  divisions: readonly { id: number; identification: string }[];
  /** The planned slaughter day: a new plan's first catch is at its midnight. */
  plannedDay: string;
  /** The newest version's loads, to change; none for a first plan. */
  loads: readonly PlannedLoad[] | undefined;
  timeZone: string | undefined;
  onClose: () => void;
}

/** The loads of a flock's plan, one block each: catch, truck, birds and divisions; saved as a new version. */
export function LoadPlanDialog({ batchId, divisions, plannedDay, loads, timeZone, onClose }: LoadPlanDialogProps) {
  const { t } = useTranslation();
  const save = useSaveLoadPlan(batchId);
  const schema = useMemo(() => loadPlanFormSchema(timeZone), [timeZone]);
  const allDivisions = divisions.map((d) => d.id);
  const [initial] = useState<LoadPlanFormValues>(() => ({ loads: loads ? formLoadsOf(loads, timeZone) : [nextLoad(undefined, `${plannedDay}T00:00`, allDivisions)] }));
  const { form, field, failures, refused } = useSchemaForm(schema, initial);
  const rows = useFieldArray({ control: form.control, name: 'loads' });
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onClose, onError: refused }));
  const loadsError = form.formState.errors.loads?.root?.message ?? form.formState.errors.loads?.message;

  return (
    <FormDialog title={t('loadPlan.form.title')} submitLabel={t('loadPlan.form.save')} cancelLabel={t('performance.form.cancel')} pending={save.isPending} failures={failures} onSubmit={submit} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        {t('loadPlan.form.help')}
      </Typography>
      {rows.fields.map((row, i) => (
        <Paper key={row.id} variant="outlined" component="fieldset" sx={{ p: 1.5, m: 0, minWidth: 0 }} aria-label={t('loadPlan.form.load', { n: i + 1 })}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ flex: 1, float: 'left', p: 0 }}>
              {t('loadPlan.form.load', { n: i + 1 })}
            </Typography>
            <IconButton aria-label={t('loadPlan.form.remove', { n: i + 1 })} onClick={() => rows.remove(i)} disabled={rows.fields.length === 1}>
              <DeleteIcon />
            </IconButton>
          </Stack>
          <Stack spacing={2}>
            <CompanyMomentField control={form.control} name={`loads.${i}.catch_at`} label={t('loadPlan.fields.catchAt')} />
            <Stack direction="row" spacing={2}>
              <TextField {...field(`loads.${i}.truck`)} required label={t('loadPlan.fields.truck')} fullWidth />
              <TextField {...field(`loads.${i}.birds`, { number: true })} required label={t('loadPlan.fields.birds')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} fullWidth />
            </Stack>
            <DivisionsField control={form.control} name={`loads.${i}.divisions`} label={t('loadPlan.fields.divisions')} divisions={divisions} />
          </Stack>
        </Paper>
      ))}
      {loadsError ? (
        <Typography role="alert" color="error" variant="body2">
          {t(loadsError as never)}
        </Typography>
      ) : null}
      <Button startIcon={<AddOutlined />} onClick={() => rows.append(nextLoad(form.getValues(`loads.${rows.fields.length - 1}`), `${plannedDay}T00:00`, allDivisions))} disabled={rows.fields.length >= MAX_LOADS} sx={{ alignSelf: 'flex-start' }}>
        {t('loadPlan.form.add')}
      </Button>
    </FormDialog>
  );
}
