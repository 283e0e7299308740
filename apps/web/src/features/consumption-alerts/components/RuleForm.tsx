import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinimumConsumptionFields } from '@plantel/contracts';
import { TimeOfDayField } from '@/components/form/pickers/PickerFields';
import { ruleProblems, type RuleDraft } from '../forms/ruleForm';

type Field = keyof MinimumConsumptionFields;
const DRAFT_FIELD: Record<Field, keyof RuleDraft> = { name: 'name', min_consumption_value: 'value', start_time: 'start_time', end_time: 'end_time', interval: 'interval' };

/** Spec §5: save stays disabled until the rule is valid; each message shows once its field has been touched. */
export function RuleForm({ draft, onDraft, onSubmit, onCancel, saving }: { draft: RuleDraft; onDraft: (draft: RuleDraft) => void; onSubmit: () => void; onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const problems = ruleProblems(draft);
  const valid = Object.keys(problems).length === 0;

  const messageOf = (name: Field) => {
    const problem = touched[name] ? problems[name] : undefined;
    return problem ? t(problem.key, problem.params ?? {}) : undefined;
  };
  const touch = (name: Field) => setTouched((s) => ({ ...s, [name]: true }));

  const field = (name: Field, label: string, unit?: string) => {
    const key = DRAFT_FIELD[name];
    const message = messageOf(name);
    return (
      <TextField
        label={label}
        value={draft[key] as string}
        onChange={(e) => onDraft({ ...draft, [key]: e.target.value })}
        onBlur={() => touch(name)}
        error={message !== undefined}
        helperText={message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: name === 'name' ? 'text' : 'decimal' }, input: unit ? { endAdornment: unit } : {} }}
      />
    );
  };

  const timeField = (name: 'start_time' | 'end_time', label: string) => {
    const message = messageOf(name);
    return <TimeOfDayField label={label} value={draft[name]} onChange={(value) => onDraft({ ...draft, [name]: value })} onBlur={() => touch(name)} error={message !== undefined} helperText={message} />;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={draft.editing ? t('minimumConsumption.editing', { name: draft.editing.name }) : t('minimumConsumption.new')} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {draft.editing ? t('minimumConsumption.editing', { name: draft.editing.name }) : t('minimumConsumption.new')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        {field('name', t('minimumConsumption.name'))}
        {field('min_consumption_value', t('minimumConsumption.value'), 'kg')}
        {timeField('start_time', t('minimumConsumption.startTime'))}
        {timeField('end_time', t('minimumConsumption.endTime'))}
        {field('interval', t('minimumConsumption.interval'), 'h')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={draft.active_alert} onChange={(e) => onDraft({ ...draft, active_alert: e.target.checked })} />} label={t('minimumConsumption.active')} />
        <Button type="submit" variant="contained" loading={saving} disabled={!valid}>
          {t('minimumConsumption.save')}
        </Button>
        <Button
          onClick={() => {
            setTouched({});
            onCancel();
          }}
        >
          {t('minimumConsumption.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
