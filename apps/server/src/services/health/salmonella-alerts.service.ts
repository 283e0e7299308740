import { salmonellaVerdicts, type RuleVerdict } from '@plantel/domain';
import { isSwine, type AlertThresholds, type SalmonellaAlertSubtype } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { WatchedBatch } from '../../repositories/alert-inputs.repository';
import { findSalmonellaSamples } from '../../repositories/health-book.repository';
import { daysBetween } from '../common/calendar-days';
import { localDay } from '../../shared/wall-time';

export interface SalmonellaFinding {
  batch: WatchedBatch;
  subtype: SalmonellaAlertSubtype;
  subject: string;
  verdict: RuleVerdict;
}

/**
 * The Salmonella rules of the poultry flocks planned for slaughter (docs/health-book.md, "Before
 * slaughter"): a positive result; within `salmonella_days_before` of the planned day, a sample still
 * pending, or none taken.
 */
export async function salmonellaFindings(db: Db, batches: readonly WatchedBatch[], t: AlertThresholds, now: Date): Promise<SalmonellaFinding[]> {
  const poultry = batches.filter((b) => !isSwine(b.productionType));
  const samples = await findSalmonellaSamples(db, poultry.filter((b) => b.targetDate !== null).map((b) => b.id));
  const today = localDay(now, t.time_zone);
  return poultry.flatMap((batch) => {
    const own = samples.filter((s) => s.batchId === batch.id);
    const verdicts = salmonellaVerdicts(own, batch.targetDate === null ? null : daysBetween(today, batch.targetDate), t.salmonella_days_before);
    const of = (subtype: SalmonellaFinding['subtype'], verdict: RuleVerdict): SalmonellaFinding => ({ batch, subtype, subject: '', verdict });
    return [of('salmonella_positive', verdicts.positive), of('salmonella_pending', verdicts.pending), of('salmonella_missing', verdicts.missing)];
  });
}
