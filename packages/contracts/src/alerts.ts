import { z } from 'zod';

/** Alert types counted on the Home cards and alert dashboards (spec §3, §9). */
export const ALERT_TYPES = ['Ambiência', 'Sanidade', 'Desempenho', 'Nutrição'] as const;
export const alertTypeSchema = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertTypeSchema>;

/** Spec §9: a card shows level 3 when its count is above zero. */
export function alertLevel(count: number): 0 | 3 {
  return count > 0 ? 3 : 0;
}

/** A recent alert as the spec's `GET /v2/alerts/recent` lists it, plus ids for linking. */
export const recentAlertSchema = z.object({
  id: z.number().int(),
  type: alertTypeSchema,
  subtype: z.string(),
  message: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  age: z.number().int().nullable(),
  shed: z.number().int(),
  shed_identification: z.string(),
  shed_core: z.string(),
  shed_property_name: z.string(),
  shed_property_owner: z.string(),
  batch_identification: z.string().nullable(),
});
export type RecentAlert = z.infer<typeof recentAlertSchema>;
