import type { HealthSettings } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findCompanyById, findProducersRecordHealth, updateProducersRecordHealth } from '../../repositories/companies.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import { requireStaff, type Principal } from '../access/auth.service';
import { requireHealthReader } from './health-products.service';

/** `GET /v2/health-settings`: read by whoever keeps a health book. */
export async function healthSettings(db: Db, principal: Principal): Promise<HealthSettings> {
  requireHealthReader(principal);
  return { producers_record: await findProducersRecordHealth(db, principal.companyId) };
}

/** `PUT /v2/health-settings` (staff with Sanidade; audited). */
export async function setHealthSettings(db: Db, principal: Principal, input: HealthSettings): Promise<HealthSettings> {
  requireHealthReader(principal);
  requireStaff(principal, 'change how the health book is kept');
  return db.transaction(async (t) => {
    const before = await findProducersRecordHealth(t, principal.companyId);
    await updateProducersRecordHealth(t, principal.companyId, input.producers_record);
    const company = await findCompanyById(t, principal.companyId);
    await recordAudit(t, actorOf(principal), [
      { action: 'update', entity: 'company', entityId: principal.companyId, label: company?.name ?? '', before: { producers_record_health: before }, after: { producers_record_health: input.producers_record } },
    ]);
    return input;
  });
}

/** Staff record in any book they read; a producer in his own flocks' (the scope sees to that) where the company lets producers record. */
export async function mayRecordHealth(db: Db, principal: Principal): Promise<boolean> {
  if (principal.isGuest) return false;
  return principal.isStaff || principal.isSuperuser || (await findProducersRecordHealth(db, principal.companyId));
}
