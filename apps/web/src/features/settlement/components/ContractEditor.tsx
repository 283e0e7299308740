import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_SEXES, SETTLEMENT_SPECIES, type SettlementContractInput } from '@plantel/contracts';
import { FormFailure, type FormFailureText } from '@/components/form/FormFailure';
import { CompanyDayField } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { ApiRequestError } from '@/lib/api-errors';
import { newStep, shownFieldOf, type ContractForm } from '../model/contractForm';
import { StepEditor } from './StepEditor';
import { useContractForm } from './useContractForm';

interface ContractEditorProps {
  initial: ContractForm;
  readOnly: boolean;
  /** Shown above the form: e.g. that saving makes a new version. */
  notice?: ReactNode;
  onSave: (input: SettlementContractInput) => Promise<unknown>;
  onCancel: () => void;
}

type TextName = Exclude<keyof ContractForm, 'steps' | 'species' | 'sex' | 'validFrom' | 'validTo'>;

/** A settlement contract: coverage, adjusted-FCR constants, prices and the ordered, named steps of its pay rule. */
export function ContractEditor({ initial, readOnly, notice, onSave, onCancel }: ContractEditorProps) {
  const { t, i18n } = useTranslation();
  const contract = useContractForm(initial);
  const { form, field } = contract;
  const steps = useFieldArray({ control: form.control, name: 'steps', keyName: 'fieldId' });
  /** What the last save said, and the server's refusals that name no field on the screen. */
  const [failure, setFailure] = useState<FormFailureText | null>(null);

  const text = (name: TextName, label: string, help?: string, decimal = false) => (
    <TextField {...field(name, { help })} label={label} slotProps={{ htmlInput: { readOnly, ...(decimal ? { inputMode: 'decimal' as const } : {}) } }} />
  );
  // The server names fields by index: once steps move, its messages no longer point at theirs.
  const rearranged = () => {
    form.clearErrors();
    setFailure(null);
  };

  const submit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSave(input);
      } catch (error) {
        setFailure(refusalOf(error));
      }
    },
    () => setFailure({ text: t('settlement.contracts.fixFields'), rest: [] }),
  );

  function refusalOf(error: unknown): FormFailureText {
    if (!(error instanceof ApiRequestError)) return { text: t('settlement.contracts.saveFailed'), rest: [] };
    if (error.status === 403) return { text: t('settlement.forbidden'), rest: [] };
    if (error.status === 409) return { text: error.message, rest: [] };
    if (error.status !== 400 || error.fields.length === 0) return { text: t('settlement.contracts.saveFailed'), rest: [] };
    const rest: string[] = [];
    const values = form.getValues();
    for (const refused of error.fields) {
      const message = apiFieldText(t, (key) => i18n.exists(key), refused);
      const name = shownFieldOf(refused.field, values);
      if (name) form.setError(name as never, { type: 'server', message });
      else rest.push(message);
    }
    return { text: t('settlement.contracts.refused'), rest };
  }

  const section = (title: string, children: ReactNode) => (
    <Paper component="fieldset" variant="outlined" sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );

  return (
    <Box component="form" noValidate aria-label={t('settlement.contracts.editorTitle')} sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }} onSubmit={(e) => void submit(e)}>
      {notice}
      {text('name', t('settlement.contracts.name'))}
      {section(
        t('settlement.contracts.coverage'),
        <>
          <SelectField control={form.control} name="species" label={t('settlement.contracts.species')} options={SETTLEMENT_SPECIES} optionLabel={(s) => t(`settlement.species.${s}`)} readOnly={readOnly} />
          <SelectField control={form.control} name="sex" label={t('settlement.contracts.sex')} options={SETTLEMENT_SEXES} optionLabel={(s) => t(`settlement.sexes.${s}`)} readOnly={readOnly} />
          {text('module', t('settlement.contracts.module'), t('settlement.contracts.moduleHelp'))}
          <span />
          <CompanyDayField control={form.control} name="validFrom" label={t('settlement.contracts.validFrom')} disabled={readOnly} />
          <CompanyDayField control={form.control} name="validTo" label={t('settlement.contracts.validTo')} help={t('settlement.contracts.validToHelp')} required={false} disabled={readOnly} />
        </>,
      )}
      {section(
        t('settlement.contracts.adjustedFcr'),
        <>
          {text('referenceWeight', t('settlement.contracts.referenceWeight'), undefined, true)}
          {text('pointsPer100g', t('settlement.contracts.pointsPer100g'), undefined, true)}
        </>,
      )}
      {section(
        t('settlement.contracts.prices'),
        <>
          {text('perBird', t('settlement.contracts.perBird'), t('settlement.contracts.priceHelp'), true)}
          {text('perKg', t('settlement.contracts.perKg'), t('settlement.contracts.priceHelp'), true)}
          {text('perBirdDay', t('settlement.contracts.perBirdDay'), t('settlement.contracts.priceHelp'), true)}
        </>,
      )}
      <Typography component="h2" variant="h6">
        {t('settlement.contracts.steps')}
      </Typography>
      <Typography color="text.secondary">{t('settlement.contracts.stepsHelp')}</Typography>
      {steps.fields.map((step, index) => (
        <StepEditor
          key={step.fieldId}
          contract={contract}
          index={index}
          count={steps.fields.length}
          readOnly={readOnly}
          onMove={(to) => {
            steps.move(index, to);
            rearranged();
          }}
          onRemove={() => {
            steps.remove(index);
            rearranged();
          }}
        />
      ))}
      {readOnly ? null : (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => steps.append(newStep())} sx={{ minHeight: 44 }}>
            {t('settlement.contracts.addStep')}
          </Button>
        </Box>
      )}
      <FormFailure failure={failure} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {readOnly ? null : (
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ minHeight: 44 }}>
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
