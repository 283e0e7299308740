import { DEFAULT_PERFORMANCE_SETTINGS, LEGACY_PERFORMANCE_SETTINGS, performanceSettingsSchema, type PerformanceSettings } from '@plantel/contracts';
import { parseDecimal } from '@/lib/numbers';

export type PerformanceSetting = keyof PerformanceSettings;

/** The settings in the order the form shows them. */
export const PERFORMANCE_FIELDS = ['adjusted_fcr_reference_weight', 'adjusted_fcr_points_per_100g'] as const satisfies readonly PerformanceSetting[];

/** The conventions one choice away: the ILVO proposal (Plantel's default) and the older one. */
export const CONVENTIONS = { ilvo: DEFAULT_PERFORMANCE_SETTINGS, legacy: LEGACY_PERFORMANCE_SETTINGS } as const;
export type Convention = keyof typeof CONVENTIONS | 'custom';

/** The contract's limits of a setting. */
export function limitsOf(field: PerformanceSetting): { min: number; max: number } {
  const schema = performanceSettingsSchema.shape[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_VALUE };
}

/** The value typed for a setting (a decimal comma or point), or null when it is not a number within the contract's limits. */
export function parseSetting(field: PerformanceSetting, text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && performanceSettingsSchema.shape[field].safeParse(value).success ? value : null;
}

/** Both settings as typed, or null when either is refused. */
export function parseSettings(texts: Record<PerformanceSetting, string>): PerformanceSettings | null {
  const reference = parseSetting('adjusted_fcr_reference_weight', texts.adjusted_fcr_reference_weight);
  const points = parseSetting('adjusted_fcr_points_per_100g', texts.adjusted_fcr_points_per_100g);
  return reference === null || points === null ? null : { adjusted_fcr_reference_weight: reference, adjusted_fcr_points_per_100g: points };
}

/** Which convention the settings are (custom when neither). */
export function conventionOf(settings: PerformanceSettings | null): Convention {
  if (!settings) return 'custom';
  const same = (other: PerformanceSettings) =>
    other.adjusted_fcr_reference_weight === settings.adjusted_fcr_reference_weight && other.adjusted_fcr_points_per_100g === settings.adjusted_fcr_points_per_100g;
  if (same(CONVENTIONS.ilvo)) return 'ilvo';
  if (same(CONVENTIONS.legacy)) return 'legacy';
  return 'custom';
}

/** The worked example the form shows: a flock at FCR 1.650 and 2,900 g (the EPEF example of docs/kpis.md). */
export const EXAMPLE = { fcr: 1.65, weight: 2900 } as const;
