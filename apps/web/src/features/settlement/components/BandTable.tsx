import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { bandValueIsMoney, emptyBand, withBandAdded, type BandEffect, type BandForm, type ContractErrors } from '../model/contractForm';
import { useErrorText } from './useErrorText';

interface BandTableProps {
  bands: BandForm[];
  effect: BandEffect;
  /** This table's errors, by `index.field`. */
  errors: ContractErrors;
  readOnly: boolean;
  /** Names the rows for a screen reader: the step's name. */
  stepLabel: string;
  onChange: (bands: BandForm[]) => void;
}

/** A band table: from (included), to (excluded), value; each band starts where the one before ends. */
export function BandTable({ bands, effect, errors, readOnly, stepLabel, onChange }: BandTableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const set = (index: number, band: BandForm) => onChange(bands.map((b, i) => (i === index ? band : b)));
  const valueLabel = t(`settlement.contracts.bandValue.${effect}`);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('settlement.contracts.bands')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settlement.contracts.bandsHelp')}
      </Typography>
      {bands.map((band, index) => {
        const field = (name: keyof BandForm, label: string, help?: string) => {
          const error = errors[`${index}.${name}`];
          return (
            <TextField
              size="small"
              label={label}
              value={band[name]}
              onChange={(e) => set(index, { ...band, [name]: e.target.value })}
              error={error !== undefined}
              helperText={error !== undefined ? errorText(error) : help}
              slotProps={{ htmlInput: { inputMode: 'decimal', readOnly, 'aria-label': `${stepLabel}: ${t('settlement.contracts.bandRow', { n: index + 1 })}, ${label}` } }}
            />
          );
        };
        return (
          <Box
            key={index}
            role="group"
            aria-label={t('settlement.contracts.bandRow', { n: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' }, gap: 1, mb: 1, alignItems: 'start' }}
          >
            {field('from', t('settlement.contracts.bandFrom'), index === 0 ? t('settlement.contracts.openBelow') : undefined)}
            {field('to', t('settlement.contracts.bandTo'), index === bands.length - 1 ? t('settlement.contracts.openAbove') : undefined)}
            {field('value', bandValueIsMoney(effect) ? `${valueLabel} (R$)` : valueLabel)}
            {readOnly ? null : (
              <IconButton
                aria-label={t('settlement.contracts.removeBand', { n: index + 1 })}
                onClick={() => onChange(bands.length > 1 ? bands.filter((_, i) => i !== index) : [emptyBand()])}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {readOnly ? null : (
        <Button startIcon={<AddIcon />} onClick={() => onChange(withBandAdded(bands))} sx={{ minHeight: 44 }}>
          {t('settlement.contracts.addBand')}
        </Button>
      )}
    </Box>
  );
}
