import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bandAfter, bandValueIsMoney, emptyBand, type BandForm } from '../model/contractForm';
import type { ContractFormApi } from './useContractForm';

interface BandTableProps {
  contract: ContractFormApi;
  stepIndex: number;
  readOnly: boolean;
  /** Names the rows for a screen reader: the step's name. */
  stepLabel: string;
}

/** A band table: from (included), to (excluded), value; each band starts where the one before ends. */
export function BandTable({ contract, stepIndex, readOnly, stepLabel }: BandTableProps) {
  const { t } = useTranslation();
  const { form, field } = contract;
  const name = `steps.${stepIndex}.bands` as const;
  const bands = useFieldArray({ control: form.control, name, keyName: 'fieldId' });
  const effect = useWatch({ control: form.control, name: `steps.${stepIndex}.effect` });
  const valueLabel = t(`settlement.contracts.bandValue.${effect}`);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('settlement.contracts.bands')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settlement.contracts.bandsHelp')}
      </Typography>
      {bands.fields.map((band, index) => {
        const part = (part: keyof BandForm, label: string, help?: string) => {
          return (
            <TextField
              {...field(`${name}.${index}.${part}`, { help })}
              size="small"
              label={label}
              slotProps={{ htmlInput: { inputMode: 'decimal', readOnly, 'aria-label': `${stepLabel}: ${t('settlement.contracts.bandRow', { n: index + 1 })}, ${label}` } }}
            />
          );
        };
        return (
          <Box
            key={band.fieldId}
            role="group"
            aria-label={t('settlement.contracts.bandRow', { n: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' }, gap: 1, mb: 1, alignItems: 'start' }}
          >
            {part('from', t('settlement.contracts.bandFrom'), index === 0 ? t('settlement.contracts.openBelow') : undefined)}
            {part('to', t('settlement.contracts.bandTo'), index === bands.fields.length - 1 ? t('settlement.contracts.openAbove') : undefined)}
            {part('value', bandValueIsMoney(effect) ? `${valueLabel} (R$)` : valueLabel)}
            {readOnly ? null : (
              <IconButton
                aria-label={t('settlement.contracts.removeBand', { n: index + 1 })}
                onClick={() => (bands.fields.length > 1 ? bands.remove(index) : bands.replace([emptyBand()]))}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {readOnly ? null : (
        <Button startIcon={<AddIcon />} onClick={() => bands.append(bandAfter(form.getValues(name)))} sx={{ minHeight: 44 }}>
          {t('settlement.contracts.addBand')}
        </Button>
      )}
    </Box>
  );
}
