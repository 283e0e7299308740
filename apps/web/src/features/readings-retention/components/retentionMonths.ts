import { readingsRetentionSchema } from '@plantel/contracts';

const field = readingsRetentionSchema.shape.readings_retention_months;

/** The contract's limits, in months. */
export const RETENTION_LIMITS = { min: field.minValue ?? 1, max: field.maxValue ?? Number.MAX_SAFE_INTEGER } as const;

/** The months typed, or null unless a whole number within the contract's limits. */
export function parseRetentionMonths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const months = Number(trimmed);
  return field.safeParse(months).success ? months : null;
}
