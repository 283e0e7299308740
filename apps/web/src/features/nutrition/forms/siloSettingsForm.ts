import { z } from 'zod';
import { siloSettingsInputSchema } from '@plantel/contracts';

const percent = (min: 'above' | 'from') =>
  z
    .number({ error: 'nutrition.settings.errors.percent' })
    .refine((v) => (min === 'above' ? v > 0 : v >= 0) && v < 100, { error: 'nutrition.settings.errors.percent' });

/**
 * The silo settings as the form holds them: thresholds in percent of capacity, the volume in m³ or
 * null (a silo rated by mass). They become the contract's body: fractions of capacity.
 */
export const siloSettingsFormSchema = z
  .object({
    low: percent('above'),
    critical: percent('from'),
    volume: z.number({ error: 'nutrition.settings.errors.volume' }).positive({ error: 'nutrition.settings.errors.volume' }).max(1000, { error: 'nutrition.settings.errors.volume' }).nullable(),
  })
  .refine((v) => v.critical < v.low, { path: ['critical'], error: 'nutrition.settings.errors.criticalNotBelowLow' })
  .transform((v) => ({ low_threshold: v.low / 100, critical_threshold: v.critical / 100, volume: v.volume }))
  // The form sends every setting, checked by the contract as the server checks them.
  .pipe(siloSettingsInputSchema.required());

export type SiloSettingsFormValues = z.input<typeof siloSettingsFormSchema>;
