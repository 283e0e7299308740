import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { NATIVE_SELECT } from './nativeSelect';

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  /** Each choice with its words, in the order shown. */
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  sx?: SxProps<Theme>;
}

/** A list's filter or order as a small native select, its label above its value. */
export function FilterSelect<V extends string>({ label, value, options, onChange, sx }: FilterSelectProps<V>) {
  return (
    <TextField size="small" select label={label} value={value} onChange={(e) => onChange(e.target.value as V)} slotProps={NATIVE_SELECT} sx={sx}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
