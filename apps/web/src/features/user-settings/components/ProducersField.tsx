import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Producer } from '@plantel/contracts';

interface ProducersFieldProps {
  producers: readonly Producer[];
  /** The ids chosen; none means the whole company. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** A message that replaces the help (what the farms followed are). */
  error?: string | undefined;
}

/** The producers whose farms alone a user follows, picked by name; the help says what the choice means. */
export function ProducersField({ producers, value, onChange, onBlur, inputRef, error }: ProducersFieldProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={producers}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={producers.filter((p) => value.includes(p.id))}
      onChange={(_, next) => onChange(next.map((p) => p.id))}
      onBlur={onBlur}
      noOptionsText={t('userSettings.noProducers')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('userSettings.producers')}
          error={error !== undefined}
          helperText={error ?? (value.length === 0 ? t('userSettings.followsEveryFarm') : t('userSettings.followsOnly', { count: value.length }))}
        />
      )}
    />
  );
}
