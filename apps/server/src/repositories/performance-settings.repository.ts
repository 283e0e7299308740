import { eq, sql } from 'drizzle-orm';
import type { PerformanceSettings } from '@plantel/contracts';
import type { Db } from '../db/database';
import { performanceSettings } from '../db/schema';

/** The company's stored settings, or null when it has never changed Plantel's defaults. */
export async function findPerformanceSettings(db: Db, companyId: number): Promise<PerformanceSettings | null> {
  const [row] = await db
    .select({ reference: performanceSettings.adjustedFcrReferenceWeight, points: performanceSettings.adjustedFcrPointsPer100g })
    .from(performanceSettings)
    .where(eq(performanceSettings.companyId, companyId));
  return row ? { adjusted_fcr_reference_weight: row.reference, adjusted_fcr_points_per_100g: row.points } : null;
}

export async function savePerformanceSettings(db: Db, companyId: number, settings: PerformanceSettings, userId: number) {
  const values = { adjustedFcrReferenceWeight: settings.adjusted_fcr_reference_weight, adjustedFcrPointsPer100g: settings.adjusted_fcr_points_per_100g };
  await db
    .insert(performanceSettings)
    .values({ companyId, ...values, updatedBy: userId })
    .onConflictDoUpdate({ target: performanceSettings.companyId, set: { ...values, updatedBy: userId, updatedAt: sql`now()` } });
}
