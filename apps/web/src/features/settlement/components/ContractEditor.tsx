import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_SEXES, SETTLEMENT_SPECIES, type SettlementContractInput } from '@plantel/contracts';
import { DayField } from '@/components/form/pickers/PickerFields';
import { ApiRequestError } from '@/lib/api-errors';
import { errorsUnder, formToInput, moved, newStep, orphanErrors, type ContractErrors, type ContractForm } from '../model/contractForm';
import { StepEditor } from './StepEditor';
import { useErrorText } from './useErrorText';

interface ContractEditorProps {
  initial: ContractForm;
  readOnly: boolean;
  /** Shown above the form: e.g. that saving makes a new version. */
  notice?: ReactNode;
  onSave: (input: SettlementContractInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A settlement contract: coverage, adjusted-FCR constants, prices and the ordered, named steps of its pay rule. */
export function ContractEditor({ initial, readOnly, notice, onSave, onCancel }: ContractEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ContractErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<ContractForm>) => setForm((f) => ({ ...f, ...next }));
  const shown = (path: string, help?: string) => (errors[path] !== undefined ? { error: true, helperText: errorText(errors[path]) } : { helperText: help });
  const text = (path: string, label: string, key: keyof ContractForm, help?: string, inputMode?: 'decimal') => (
    <TextField
      label={label}
      value={form[key] as string}
      onChange={(e) => change({ [key]: e.target.value })}
      {...shown(path, help)}
      slotProps={{ htmlInput: { readOnly, ...(inputMode ? { inputMode } : {}) } }}
    />
  );
  const select = <T extends string>(path: string, label: string, value: T, options: readonly T[], optionLabel: (o: T) => string, set: (v: T) => void) => (
    <TextField select label={label} value={value} onChange={(e) => set(e.target.value as T)} {...shown(path)} slotProps={{ select: { readOnly }, htmlInput: { readOnly } }}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );

  const submit = async () => {
    setFailure(null);
    const read = formToInput(form);
    if (read.errors) {
      setErrors(read.errors);
      setFailure(t('settlement.contracts.fixFields'));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(read.input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.key && f.key !== '' ? f.key : f.message])));
        setFailure(t('settlement.contracts.refused'));
      } else if (error instanceof ApiRequestError && error.status === 403) setFailure(t('settlement.forbidden'));
      else if (error instanceof ApiRequestError && error.status === 409) setFailure(error.message);
      else setFailure(t('settlement.contracts.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const orphans = orphanErrors(errors, form);
  const section = (title: string, children: ReactNode) => (
    <Paper component="fieldset" variant="outlined" sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('settlement.contracts.editorTitle')}
      sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {notice}
      {text('name', t('settlement.contracts.name'), 'name')}
      {section(
        t('settlement.contracts.coverage'),
        <>
          {select('coverage.species', t('settlement.contracts.species'), form.species, SETTLEMENT_SPECIES, (s) => t(`settlement.species.${s}`), (species) => change({ species }))}
          {select('coverage.sex', t('settlement.contracts.sex'), form.sex, SETTLEMENT_SEXES, (s) => t(`settlement.sexes.${s}`), (sex) => change({ sex }))}
          {text('coverage.module', t('settlement.contracts.module'), 'module', t('settlement.contracts.moduleHelp'))}
          <span />
          <DayField label={t('settlement.contracts.validFrom')} value={form.validFrom} onChange={(validFrom) => change({ validFrom })} disabled={readOnly} error={errors['coverage.valid_from'] !== undefined} helperText={shown('coverage.valid_from').helperText} />
          <DayField
            label={t('settlement.contracts.validTo')}
            value={form.validTo}
            onChange={(validTo) => change({ validTo })}
            disabled={readOnly}
            error={errors['coverage.valid_to'] !== undefined}
            helperText={shown('coverage.valid_to', t('settlement.contracts.validToHelp')).helperText}
          />
        </>,
      )}
      {section(
        t('settlement.contracts.adjustedFcr'),
        <>
          {text('adjusted_fcr.reference_weight', t('settlement.contracts.referenceWeight'), 'referenceWeight', undefined, 'decimal')}
          {text('adjusted_fcr.points_per_100g', t('settlement.contracts.pointsPer100g'), 'pointsPer100g', undefined, 'decimal')}
        </>,
      )}
      {section(
        t('settlement.contracts.prices'),
        <>
          {text('prices.per_bird_cents', t('settlement.contracts.perBird'), 'perBird', t('settlement.contracts.priceHelp'), 'decimal')}
          {text('prices.per_kg_cents', t('settlement.contracts.perKg'), 'perKg', t('settlement.contracts.priceHelp'), 'decimal')}
          {text('prices.per_bird_day_cents', t('settlement.contracts.perBirdDay'), 'perBirdDay', t('settlement.contracts.priceHelp'), 'decimal')}
        </>,
      )}
      <Typography component="h2" variant="h6">
        {t('settlement.contracts.steps')}
      </Typography>
      <Typography color="text.secondary">{t('settlement.contracts.stepsHelp')}</Typography>
      {form.steps.map((step, index) => (
        <StepEditor
          key={step.key}
          step={step}
          index={index}
          count={form.steps.length}
          errors={errorsUnder(errors, `steps.${index}`)}
          readOnly={readOnly}
          onChange={(next) => change({ steps: form.steps.map((s, i) => (i === index ? next : s)) })}
          onMove={(to) => {
            change({ steps: moved(form.steps, index, to) });
            setErrors({});
          }}
          onRemove={() => {
            change({ steps: form.steps.filter((_, i) => i !== index) });
            setErrors({});
          }}
        />
      ))}
      {readOnly ? null : (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => change({ steps: [...form.steps, newStep()] })} sx={{ minHeight: 44 }}>
            {t('settlement.contracts.addStep')}
          </Button>
        </Box>
      )}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
          {orphans.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {orphans.map((o) => (
                <li key={o}>{errorText(o)}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {readOnly ? null : (
          <Button type="submit" variant="contained" loading={saving} sx={{ minHeight: 44 }}>
            {t('settlement.contracts.save')}
          </Button>
        )}
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {readOnly ? t('settlement.contracts.close') : t('settlement.contracts.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
