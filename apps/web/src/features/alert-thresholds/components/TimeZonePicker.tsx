import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { regionName, timeZoneChoices, type TimeZoneChoice } from './timeZoneChoices';

interface TimeZonePickerProps {
  /** The company's zone as saved: its region comes first. */
  saved: string;
  value: string;
  onChange: (zone: string) => void;
  error: boolean;
  helperText: string;
}

// Found by city, offset, zone id or the zone's name in the user's language, accents ignored.
const filter = createFilterOptions<TimeZoneChoice>({ stringify: (c) => `${c.label} ${c.zone} ${c.longName}` });

/** A searchable list of time zones by city and offset, the company's region first. */
export function TimeZonePicker({ saved, value, onChange, error, helperText }: TimeZonePickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const choices = useMemo(() => timeZoneChoices(saved, language), [saved, language]);
  const region = useMemo(() => regionName(saved, language), [saved, language]);
  const selected = choices.find((c) => c.zone === value) ?? null;

  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_event, choice) => {
        if (choice) onChange(choice.zone);
      }}
      disableClearable={selected !== null}
      filterOptions={filter}
      groupBy={(c) => (c.inRegion ? t('alertThresholds.timeZoneRegion', { region }) : t('alertThresholds.timeZoneOthers'))}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.zone === b.zone}
      renderOption={({ key, ...props }, c) => (
        <li key={key} {...props}>
          <span>
            {c.label}
            {c.longName ? (
              <span style={{ display: 'block', fontSize: '0.8125rem', opacity: 0.75 }}>{c.longName}</span>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('alertThresholds.fields.time_zone.label')} error={error} helperText={helperText} />}
    />
  );
}
