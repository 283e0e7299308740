import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ThinningFieldsProps {
  /** When, as the form's own moment field (its control is the form's). */
  moment: ReactNode;
  /** Each text field bound to its form (`useSchemaForm`'s `field`). */
  animals: TextFieldProps;
  liveWeight: TextFieldProps;
  destination: TextFieldProps;
}

/** A thinning's fields, the same in its record and in its correction: when, how many, their live weight and where they went. */
export function ThinningFields({ moment, animals, liveWeight, destination }: ThinningFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {moment}
      <TextField {...animals} required label={t('performance.thinning.animals')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField {...liveWeight} required label={t('performance.thinning.liveWeight')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextField {...destination} label={t('performance.thinning.destination')} autoComplete="off" />
    </>
  );
}
