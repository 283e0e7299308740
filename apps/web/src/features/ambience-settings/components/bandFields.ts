import type { Path } from 'react-hook-form';
import type { AmbienceBandDto } from '@plantel/contracts';

/** The editable numbers of a band, in column order, with where each is in the band and how to read and write it. */
export const BAND_FIELDS = [
  { key: 'age_from', path: 'age_from', get: (b: AmbienceBandDto) => b.age_from, set: (b: AmbienceBandDto, v: number) => ({ ...b, age_from: v }) },
  { key: 'temperature_min', path: 'temperature.min', get: (b: AmbienceBandDto) => b.temperature.min, set: (b: AmbienceBandDto, v: number) => ({ ...b, temperature: { ...b.temperature, min: v } }) },
  { key: 'temperature_max', path: 'temperature.max', get: (b: AmbienceBandDto) => b.temperature.max, set: (b: AmbienceBandDto, v: number) => ({ ...b, temperature: { ...b.temperature, max: v } }) },
  { key: 'humidity_min', path: 'humidity.min', get: (b: AmbienceBandDto) => b.humidity.min, set: (b: AmbienceBandDto, v: number) => ({ ...b, humidity: { ...b.humidity, min: v } }) },
  { key: 'humidity_max', path: 'humidity.max', get: (b: AmbienceBandDto) => b.humidity.max, set: (b: AmbienceBandDto, v: number) => ({ ...b, humidity: { ...b.humidity, max: v } }) },
  { key: 'co2_max', path: 'co2_max', get: (b: AmbienceBandDto) => b.co2_max, set: (b: AmbienceBandDto, v: number) => ({ ...b, co2_max: v }) },
  { key: 'nh3_max', path: 'nh3_max', get: (b: AmbienceBandDto) => b.nh3_max, set: (b: AmbienceBandDto, v: number) => ({ ...b, nh3_max: v }) },
  ...(['comfortable', 'intermediary', 'critical'] as const).flatMap((level) =>
    (['min', 'max'] as const).map((edge) => ({
      key: `${level}_${edge}` as const,
      path: `enthalpy.${level}.${edge}` as const,
      get: (b: AmbienceBandDto) => b.enthalpy[level][edge],
      set: (b: AmbienceBandDto, v: number) => ({ ...b, enthalpy: { ...b.enthalpy, [level]: { ...b.enthalpy[level], [edge]: v } } }),
    })),
  ),
] as const satisfies readonly { key: string; path: Path<AmbienceBandDto>; get: unknown; set: unknown }[];

export type BandFieldKey = (typeof BAND_FIELDS)[number]['key'];

/** A band's numbers rounded for display and editing (the defaults are computed to many decimals). */
export function roundedBand(band: AmbienceBandDto): AmbienceBandDto {
  return BAND_FIELDS.reduce((b, f) => f.set(b, Math.round(f.get(band) * 10) / 10), band);
}

/** A band added after the last: its copy a week of age later, for the user to change. */
export const bandAfter = (bands: readonly AmbienceBandDto[]): AmbienceBandDto => ({ ...bands.at(-1)!, age_from: bands.at(-1)!.age_from + 7 });
