import { DEFAULT_PERFORMANCE_SETTINGS, performanceSettingsSchema, type PerformanceSettings } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findPerformanceSettings, savePerformanceSettings } from '../../repositories/performance-settings.repository';
import { requireStaff, type Principal } from '../access/auth.service';

/**
 * A company's conventions for its performance figures (the adjusted FCR's reference weight and
 * points per 100 g): its own, else Plantel's defaults (also when a stored value no longer
 * validates). Keys in the contract's order. The services computing the adjusted FCR call this.
 */
export async function getPerformanceSettings(db: Db, companyId: number): Promise<PerformanceSettings> {
  const stored = await findPerformanceSettings(db, companyId);
  if (!stored) return DEFAULT_PERFORMANCE_SETTINGS;
  // The columns are double precision: a value comes back exactly as it was saved.
  return performanceSettingsSchema.safeParse(stored).success ? stored : DEFAULT_PERFORMANCE_SETTINGS;
}

/** Staff (or a superuser) set their company's settings; the next figures computed use them. */
export async function updatePerformanceSettings(db: Db, principal: Principal, settings: PerformanceSettings): Promise<PerformanceSettings> {
  requireStaff(principal, 'change the performance settings');
  await savePerformanceSettings(db, principal.companyId, settings, principal.userId);
  return getPerformanceSettings(db, principal.companyId);
}
