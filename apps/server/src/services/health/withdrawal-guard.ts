import { hasPermission, PRODUCTION_TYPE_MODULE } from '@plantel/contracts';
import { insideWithdrawal, lastMeatWithdrawal } from '@plantel/domain';
import type { Db } from '../../db/database';
import type { BatchRow } from '../../repositories/batches.repository';
import { findHealthProduct, findTreatmentsOfBatch } from '../../repositories/health-book.repository';
import { actorOf, recordAudit } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { ConflictFieldsError, ForbiddenError } from '../common/errors';
import { zonedInstant } from '../reports/report-periods';

/**
 * A slaughter day must begin after every treatment's meat withdrawal has ended (docs/health-book.md):
 * the catch may start at its midnight. Otherwise a 409 names the product, the treatment and the end,
 * unless staff with Sanidade in the batch's module confirm it with a reason, which is audited.
 */
export async function refuseInsideWithdrawal(db: Db, principal: Principal, row: BatchRow, day: string, confirmedReason: string | null): Promise<void> {
  const last = lastMeatWithdrawal((await findTreatmentsOfBatch(db, row.batch.id)).map((t) => ({ ...t, endsAt: t.endedAt })));
  if (!last) return;
  const zone = await companyTimeZone(db, row.batch.companyId);
  if (!insideWithdrawal(last.endsAt, zonedInstant(day, 0, zone))) return;
  const product = (await findHealthProduct(db, row.batch.companyId, last.treatment.productId))!;
  if (confirmedReason === null) {
    throw new ConflictFieldsError([
      { field: 'target_date', key: 'health.errors.insideWithdrawal', params: { product: product.name, treatment: last.treatment.id, ends_at: last.endsAt.toISOString() } },
    ]);
  }
  const module = PRODUCTION_TYPE_MODULE[row.productionType];
  const mayConfirm = (principal.isStaff || principal.isSuperuser) && module !== undefined && hasPermission(principal.roles, module, 'Sanidade');
  if (!mayConfirm) throw new ForbiddenError('Only staff with Sanidade may plan a slaughter inside a withdrawal period', [{ field: 'withdrawal_confirmed', key: 'health.errors.confirmNeedsSanidade' }]);
  await recordAudit(db, actorOf(principal), [
    {
      action: 'plan_in_withdrawal',
      entity: 'batch',
      entityId: row.batch.id,
      label: row.batch.identification,
      after: { slaughter_date: day, health_product: product.name, withdrawal_ends_at: last.endsAt.toISOString(), reason: confirmedReason },
    },
  ]);
}
