import { eggWithdrawalEnd } from '@plantel/domain';
import type { EggProduction, EggRecord } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findHealthProduct, findTreatmentsOfBatch } from '../../repositories/health-book.repository';
import { companyTimeZone } from '../common/calendar-days';
import { localDay } from '../../shared/wall-time';

/**
 * A laying flock's treatments whose eggs are withheld: from the first dose to the end of the eggs'
 * withdrawal, and the eggs recorded on those calendar days, which are not for market.
 */
export async function eggWithdrawalsOf(db: Db, companyId: number, batchId: number, records: readonly EggRecord[]): Promise<EggProduction['egg_withdrawals']> {
  const treatments = (await findTreatmentsOfBatch(db, batchId)).filter((t) => t.eggDays !== null);
  if (treatments.length === 0) return [];
  const zone = await companyTimeZone(db, companyId);
  const out: EggProduction['egg_withdrawals'] = [];
  for (const t of treatments) {
    const end = eggWithdrawalEnd({ endsAt: t.endedAt, eggDays: t.eggDays })!;
    const [firstDay, lastDay] = [localDay(t.startedAt, zone), localDay(end, zone)];
    const eggs = records.filter((r) => r.date >= firstDay && r.date <= lastDay).reduce((n, r) => n + r.total, 0);
    const product = await findHealthProduct(db, companyId, t.productId);
    out.push({ product: product!.name, from: t.startedAt.toISOString(), to: end.toISOString(), first_day: firstDay, last_day: lastDay, eggs });
  }
  return out;
}
