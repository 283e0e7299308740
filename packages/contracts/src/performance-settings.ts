import { z } from 'zod';
import { numberWithinLimits } from './bounded';

/**
 * A company's conventions for its performance figures. The adjusted feed conversion (CA ajustada)
 * brings every batch's FCR to one reference weight: FCR − (weight − reference) ÷ 100 g × points
 * (docs/kpis.md). The default follows the ILVO proposal derived from the Cobb 500 and Ross 308
 * tables; the older Brazilian convention is 1,500 g and 0.04 per 100 g.
 */
export const performanceSettingsSchema = z.object({
  adjusted_fcr_reference_weight: z.number().min(500).max(6_000).describe('Reference weight of the adjusted FCR, g'),
  adjusted_fcr_points_per_100g: z.number().min(0).max(0.2).describe('FCR points per 100 g of weight above or below the reference'),
}).strict();
export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;

export const DEFAULT_PERFORMANCE_SETTINGS: PerformanceSettings = { adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: 0.02 };

/** The older convention of the Brazilian integrators, one choice away on the settings screen. */
export const LEGACY_PERFORMANCE_SETTINGS: PerformanceSettings = { adjusted_fcr_reference_weight: 1500, adjusted_fcr_points_per_100g: 0.04 };

/** The settings form's: whatever is wrong with a setting (none, not a number, out of its limits) is one message naming the limits. */
export const performanceSettingsFormSchema = z
  .object({
    adjusted_fcr_reference_weight: numberWithinLimits(performanceSettingsSchema.shape.adjusted_fcr_reference_weight, 'performanceSettings.outOfRange'),
    adjusted_fcr_points_per_100g: numberWithinLimits(performanceSettingsSchema.shape.adjusted_fcr_points_per_100g, 'performanceSettings.outOfRange'),
  })
  .strict();
