import type { LoadPlanVersion } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findRecorderNames } from '../../repositories/health-book.repository';
import { findLoadPlanVersions, findUnissuedNewestPlans, saveLoadPlanIssue, type LoadPlanVersionRow } from '../../repositories/load-plans.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';
import { sendCompanyEvent, type CompanyEventOptions } from '../integrations/company-events.service';
import { plannableBatch, versionOf } from './load-plan.service';

/** A plan nobody issued goes out on its own this long before its first load's catch. */
export const AUTOMATIC_LOAD_PLAN_HOURS = 48;

/** Sends the version as `load_plan.issued` on the company's events webhook, and keeps what became of it. */
async function issue(db: Db, row: LoadPlanVersionRow, automatic: boolean, options: CompanyEventOptions, now: Date): Promise<LoadPlanVersionRow> {
  const plan = versionOf(row, await findRecorderNames(db, row.savedBy === null ? [] : [row.savedBy]));
  const data = { batch: row.batchId, version: row.version, issued_at: now.toISOString(), automatic, plan: { ...plan, issued: null } };
  const delivery = await sendCompanyEvent(db, row.companyId, 'load_plan.issued', `load-plan-${row.id}-${now.getTime()}`, data, options, now);
  return saveLoadPlanIssue(db, row.id, { at: now, automatic, delivery });
}

/** `POST /v2/batches/{id}/load-plan/issue` (staff with Predição): sends the newest version now. */
export async function issueLoadPlan(db: Db, principal: Principal, batchId: number, options: CompanyEventOptions, now = new Date()): Promise<LoadPlanVersion> {
  const row = await plannableBatch(db, principal, batchId);
  requireStaff(principal, 'issue the load plan');
  const [newest] = await findLoadPlanVersions(db, row.batch.id);
  if (!newest) throw new NotFoundError('This flock has no load plan yet');
  const issued = await issue(db, newest, false, options, now);
  return versionOf(issued, await findRecorderNames(db, issued.savedBy === null ? [] : [issued.savedBy]));
}

/** Issues on its own each newest plan nobody issued whose first load is caught within 48 h. Answers how many. */
export async function issueDueLoadPlans(db: Db, companyId: number, options: CompanyEventOptions, now = new Date()): Promise<number> {
  const due = (await findUnissuedNewestPlans(db, companyId)).filter((p) => {
    const first = Math.min(...p.loads.map((l) => Date.parse(l.catch_at)));
    return first - now.getTime() <= AUTOMATIC_LOAD_PLAN_HOURS * 3_600_000;
  });
  for (const plan of due) await issue(db, plan, true, options, now);
  return due.length;
}
