import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  minimumConsumptionFormSchema,
  minimumConsumptionProblems,
  type MinimumConsumptionAlert,
  type MinimumConsumptionFields,
  type MinimumConsumptionInput,
} from '@plantel/contracts';
import { TimeOfDayField } from '@/components/form/pickers/PickerFields';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ruleFormValues, toRuleInput } from '../forms/ruleForm';

type Field = keyof MinimumConsumptionFields;

/** A change to one field can settle or break another's rule: the start before the end, the interval dividing the window. */
const DEPENDENTS: Partial<Record<Field, Field[]>> = { start_time: ['end_time', 'interval'], end_time: ['start_time', 'interval'] };

interface RuleFormProps {
  /** The rule being edited, or null for a new one. */
  rule: MinimumConsumptionAlert | null;
  /** The shed a new rule is for. */
  shed: number;
  onSubmit: (input: MinimumConsumptionInput) => void;
  onCancel: () => void;
  saving: boolean;
}

/** Spec §5: save stays disabled until the rule is valid; each message shows once its field has been touched. */
export function RuleForm({ rule, shed, onSubmit, onCancel, saving }: RuleFormProps) {
  const { t } = useTranslation();
  const { form, field, errorAt, errorText } = useSchemaForm(minimumConsumptionFormSchema, ruleFormValues(rule));
  const title = rule ? t('minimumConsumption.editing', { name: rule.name }) : t('minimumConsumption.new');

  /** A field's message: the contract's problem with its figures (the window a wrong interval must divide). */
  const messageOf = (name: Field) => {
    const error = errorAt(name);
    if (!error) return undefined;
    const problem = minimumConsumptionProblems(form.getValues())[name];
    return problem && problem.key === error.message ? t(problem.key, problem.params ?? {}) : errorText(error);
  };

  const textField = (name: Exclude<Field, 'start_time' | 'end_time'>, label: string, unit?: string) => {
    const bound = name === 'name' ? field(name) : field(name, { number: true, blank: null });
    return (
      <TextField
        {...bound}
        helperText={messageOf(name)}
        label={label}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: name === 'name' ? 'text' : 'decimal' }, input: unit ? { endAdornment: unit } : {} }}
      />
    );
  };

  const timeField = (name: 'start_time' | 'end_time', label: string) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ deps: DEPENDENTS[name] }}
      render={({ field: { value, onChange, onBlur } }) => {
        const message = messageOf(name);
        return <TimeOfDayField label={label} value={value} onChange={onChange} onBlur={onBlur} error={message !== undefined} helperText={message} />;
      }}
    />
  );

  return (
    <Box component="form" onSubmit={form.handleSubmit((values) => onSubmit(toRuleInput(values, rule?.shed ?? shed)))} noValidate aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        {textField('name', t('minimumConsumption.name'))}
        {textField('min_consumption_value', t('minimumConsumption.value'), 'kg')}
        {timeField('start_time', t('minimumConsumption.startTime'))}
        {timeField('end_time', t('minimumConsumption.endTime'))}
        {textField('interval', t('minimumConsumption.interval'), 'h')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
        <Controller
          control={form.control}
          name="active_alert"
          render={({ field: { value, onChange, ref } }) => (
            <FormControlLabel control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { ref } }} />} label={t('minimumConsumption.active')} />
          )}
        />
        <Button type="submit" variant="contained" loading={saving} disabled={!form.formState.isValid}>
          {t('minimumConsumption.save')}
        </Button>
        <Button onClick={onCancel}>{t('minimumConsumption.cancel')}</Button>
      </Box>
    </Box>
  );
}
