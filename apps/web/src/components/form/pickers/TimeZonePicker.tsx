import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityOf, regionOf, searchable, timeZoneLabel, timeZoneOptions } from './timeZones';

interface TimeZonePickerProps {
  label: string;
  /** An IANA zone id ("America/Sao_Paulo"). */
  value: string;
  onChange: (zone: string) => void;
  error?: boolean;
  helperText?: string | undefined;
}

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
export function TimeZonePicker({ label, value, onChange, error = false, helperText }: TimeZonePickerProps) {
  const { t } = useTranslation();
  // The order is settled when the picker opens: choosing a zone elsewhere does not reshuffle the list.
  const [options] = useState(() => timeZoneOptions(value));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, zone) => onChange(zone)}
      disableClearable
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
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
