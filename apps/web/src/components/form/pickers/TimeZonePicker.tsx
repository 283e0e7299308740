import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityOf, regionOf, searchable, timeZoneLabel, timeZoneOptions } from './timeZones';

type TimeZonePickerProps = {
  label: string;
  error?: boolean;
  helperText?: string | undefined;
} & (
  | {
      /** An IANA zone id ("America/Sao_Paulo"). */
      value: string;
      onChange: (zone: string) => void;
      clearable?: false;
    }
  | {
      /** A zone, or none (then `placeholder` says what stands for it: the company's). */
      value: string | null;
      onChange: (zone: string | null) => void;
      clearable: true;
      /** The zone that stands for none, listed first: the company's. */
      fallback: string;
      placeholder: string;
    }
);

const searchWords = new Map<string, readonly string[]>();

/** The words a search matches: the city's and the id's ("sao", "paulo", "america"), not the offset. */
function wordsOf(zone: string): readonly string[] {
  let words = searchWords.get(zone);
  if (words === undefined) {
    words = searchable(`${cityOf(zone)} ${zone.replace(/[/_]/g, ' ')}`).split(/\s+/);
    searchWords.set(zone, words);
  }
  return words;
}

/** Each word typed begins a word of the zone: "sao pa" and "paulo" find São Paulo; "m" finds Manaus, not every "America". */
function matches(zone: string, typed: readonly string[]): boolean {
  const words = wordsOf(zone);
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * A time zone found by typing part of its city ("paulo"), listed by region with the region of the
 * zone it opened with (the company's) first.
 */
export function TimeZonePicker(props: TimeZonePickerProps) {
  const { label, error = false, helperText } = props;
  const { t } = useTranslation();
  // The order is settled when the picker opens: choosing a zone elsewhere does not reshuffle the list.
  const [options] = useState(() => timeZoneOptions(props.value ?? (props.clearable ? props.fallback : '')));
  return (
    <Autocomplete<string, false, boolean, false>
      options={options}
      value={props.value}
      onChange={(_, zone) => (props.clearable ? props.onChange(zone) : zone !== null && props.onChange(zone))}
      disableClearable={!props.clearable}
      autoHighlight
      getOptionLabel={timeZoneLabel}
      groupBy={(zone) => t(`timeZones.regions.${regionOf(zone)}`)}
      filterOptions={(zones, { inputValue }) => {
        const typed = searchable(inputValue).split(/\s+/).filter(Boolean);
        return typed.length > 0 ? zones.filter((zone) => matches(zone, typed)) : zones;
      }}
      noOptionsText={t('timeZones.none')}
      openText={t('timeZones.open')}
      closeText={t('timeZones.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          // A clearable picker shows what stands for no zone (the company's), its label kept above it.
          {...(props.clearable ? { placeholder: props.placeholder, slotProps: { ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } } } : {})}
        />
      )}
    />
  );
}
