import { DEFAULT_LOAD_PLAN_SETTINGS, loadPlanSettingsSchema, type LoadPlanSettings } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findCompanyById } from '../../repositories/companies.repository';
import { findLoadPlanSettings, updateLoadPlanSettings } from '../../repositories/load-plans.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';

/** The company's load plan settings, or the defaults (docs/plant-loop.md). */
export async function loadPlanSettingsOf(db: Db, companyId: number): Promise<LoadPlanSettings> {
  const stored = await findLoadPlanSettings(db, companyId);
  // Read back in the contract's order: jsonb keeps its keys in an order of its own.
  return stored ? loadPlanSettingsSchema.parse(stored) : DEFAULT_LOAD_PLAN_SETTINGS;
}

/** `GET /v2/load-plan-settings`. */
export const loadPlanSettings = (db: Db, principal: Principal) => loadPlanSettingsOf(db, principal.companyId);

/** `PUT /v2/load-plan-settings` (staff): audited. */
export async function setLoadPlanSettings(db: Db, principal: Principal, input: LoadPlanSettings): Promise<LoadPlanSettings> {
  requireStaff(principal, 'change the load plan settings');
  return db.transaction(async (t) => {
    const before = await loadPlanSettingsOf(t, principal.companyId);
    await updateLoadPlanSettings(t, principal.companyId, input);
    const company = await findCompanyById(t, principal.companyId);
    await recordAudit(t, actorOf(principal), [{ action: 'update', entity: 'company', entityId: principal.companyId, label: company?.name ?? '', before: { ...before }, after: { ...input } }]);
    return input;
  });
}
