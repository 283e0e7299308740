import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BAND_EFFECTS, SETTLEMENT_FIGURES, SETTLEMENT_UNITS } from '@plantel/contracts';
import { SelectField } from '@/components/form/SelectField';
import { STEP_KINDS } from '../model/contractForm';
import { BandTable } from './BandTable';
import type { ContractFormApi } from './useContractForm';

interface StepEditorProps {
  contract: ContractFormApi;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One named step of the pay rule: a fixed amount, an amount per unit, or a band table over a figure. */
export function StepEditor({ contract, index, count, readOnly, onMove, onRemove }: StepEditorProps) {
  const { t } = useTranslation();
  const { form, field } = contract;
  const at = `steps.${index}` as const;
  const [name, kind] = useWatch({ control: form.control, name: [`${at}.name`, `${at}.kind`] });
  const title = t('settlement.contracts.stepTitle', { n: index + 1, name: name || t('settlement.contracts.unnamed') });

  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {readOnly ? null : (
          <>
            <IconButton aria-label={t('settlement.contracts.moveUp', { n: index + 1 })} disabled={index === 0} onClick={() => onMove(index - 1)} sx={{ width: 44, height: 44 }}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton aria-label={t('settlement.contracts.moveDown', { n: index + 1 })} disabled={index === count - 1} onClick={() => onMove(index + 1)} sx={{ width: 44, height: 44 }}>
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={t('settlement.contracts.removeStep', { n: index + 1 })} disabled={count === 1} onClick={onRemove} sx={{ width: 44, height: 44 }}>
              <DeleteIcon />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <TextField {...field(`${at}.name`)} label={t('settlement.contracts.stepName')} slotProps={{ htmlInput: { readOnly, maxLength: 80 } }} />
        <SelectField control={form.control} name={`${at}.kind`} label={t('settlement.contracts.stepKind')} options={STEP_KINDS} optionLabel={(k) => t(`settlement.contracts.kinds.${k}`)} readOnly={readOnly} />
      </Box>
      {kind === 'fixed' ? (
        <TextField {...field(`${at}.amount`, { help: t('settlement.contracts.amountHelp') })} label={t('settlement.contracts.amount')} slotProps={{ htmlInput: { readOnly, inputMode: 'decimal' } }} />
      ) : null}
      {kind === 'per_unit' ? (
        <SelectField control={form.control} name={`${at}.unit`} label={t('settlement.contracts.unit')} options={SETTLEMENT_UNITS} optionLabel={(u) => t(`settlement.units.${u}`)} readOnly={readOnly} />
      ) : null}
      {kind === 'band' ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <SelectField control={form.control} name={`${at}.figure`} label={t('settlement.contracts.figure')} options={SETTLEMENT_FIGURES} optionLabel={(f) => t(`settlement.figures.${f}`)} readOnly={readOnly} />
            <SelectField control={form.control} name={`${at}.effect`} label={t('settlement.contracts.effect')} options={BAND_EFFECTS} optionLabel={(e) => t(`settlement.contracts.effects.${e}`)} readOnly={readOnly} />
          </Box>
          <BandTable contract={contract} stepIndex={index} readOnly={readOnly} stepLabel={title} />
        </>
      ) : null}
    </Paper>
  );
}
