import { DEFAULT_PERFORMANCE_SETTINGS, LEGACY_PERFORMANCE_SETTINGS, limitsOfNumber, performanceSettingsSchema, type PerformanceSettings } from '@plantel/contracts';

export type PerformanceSetting = keyof PerformanceSettings;

/** The settings in the order the form shows them. */
export const PERFORMANCE_FIELDS = ['adjusted_fcr_reference_weight', 'adjusted_fcr_points_per_100g'] as const satisfies readonly PerformanceSetting[];

/** The conventions one choice away: the ILVO proposal (Plantel's default) and the older one. */
export const CONVENTIONS = { ilvo: DEFAULT_PERFORMANCE_SETTINGS, legacy: LEGACY_PERFORMANCE_SETTINGS } as const;
export type Convention = keyof typeof CONVENTIONS | 'custom';

/** The contract's limits of a setting. */
export const limitsOf = (field: PerformanceSetting) => limitsOfNumber(performanceSettingsSchema.shape[field]);

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
