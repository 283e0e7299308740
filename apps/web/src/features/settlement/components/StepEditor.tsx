import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { BAND_EFFECTS, SETTLEMENT_FIGURES, SETTLEMENT_UNITS } from '@plantel/contracts';
import { errorsUnder, type ContractErrors, type StepForm, type StepKind } from '../model/contractForm';
import { useErrorText } from './useErrorText';
import { BandTable } from './BandTable';

const KINDS: StepKind[] = ['per_unit', 'band', 'fixed'];

interface StepEditorProps {
  step: StepForm;
  index: number;
  count: number;
  /** This step's errors, by its own paths (`name`, `bands.2.from`). */
  errors: ContractErrors;
  readOnly: boolean;
  onChange: (step: StepForm) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One named step of the pay rule: a fixed amount, an amount per unit, or a band table over a figure. */
export function StepEditor({ step, index, count, errors, readOnly, onChange, onMove, onRemove }: StepEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const title = t('settlement.contracts.stepTitle', { n: index + 1, name: step.name || t('settlement.contracts.unnamed') });
  const shown = (path: string) => (errors[path] !== undefined ? { error: true, helperText: errorText(errors[path]) } : {});
  const select = <T extends string>(label: string, value: T, options: readonly T[], optionLabel: (o: T) => string, path: string, set: (v: T) => void) => (
    <TextField select label={label} value={value} onChange={(e) => set(e.target.value as T)} {...shown(path)} slotProps={{ select: { readOnly }, htmlInput: { readOnly } }}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );

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
        <TextField
          label={t('settlement.contracts.stepName')}
          value={step.name}
          onChange={(e) => onChange({ ...step, name: e.target.value })}
          {...shown('name')}
          slotProps={{ htmlInput: { readOnly, maxLength: 80 } }}
        />
        {select(t('settlement.contracts.stepKind'), step.kind, KINDS, (k) => t(`settlement.contracts.kinds.${k}`), 'kind', (kind) => onChange({ ...step, kind }))}
      </Box>
      {step.kind === 'fixed' ? (
        <TextField
          label={t('settlement.contracts.amount')}
          value={step.amount}
          onChange={(e) => onChange({ ...step, amount: e.target.value })}
          {...(errors.amount_cents !== undefined ? { error: true, helperText: errorText(errors.amount_cents) } : { helperText: t('settlement.contracts.amountHelp') })}
          slotProps={{ htmlInput: { readOnly, inputMode: 'decimal' } }}
        />
      ) : null}
      {step.kind === 'per_unit'
        ? select(t('settlement.contracts.unit'), step.unit, SETTLEMENT_UNITS, (u) => t(`settlement.units.${u}`), 'unit', (unit) => onChange({ ...step, unit }))
        : null}
      {step.kind === 'band' ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {select(t('settlement.contracts.figure'), step.figure, SETTLEMENT_FIGURES, (f) => t(`settlement.figures.${f}`), 'figure', (figure) => onChange({ ...step, figure }))}
            {select(t('settlement.contracts.effect'), step.effect, BAND_EFFECTS, (e) => t(`settlement.contracts.effects.${e}`), 'effect', (effect) => onChange({ ...step, effect }))}
          </Box>
          <BandTable
            bands={step.bands}
            effect={step.effect}
            errors={errorsUnder(errors, 'bands')}
            readOnly={readOnly}
            stepLabel={title}
            onChange={(bands) => onChange({ ...step, bands })}
          />
        </>
      ) : null}
    </Paper>
  );
}
