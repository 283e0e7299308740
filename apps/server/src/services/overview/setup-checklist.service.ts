import { SETUP_STEPS, type SetupChecklist } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findSetupSteps } from '../../repositories/setup-checklist.repository';
import { requireStaff, type Principal } from '../access/auth.service';

/** `GET /v2/home/setup`: the company's first steps, each ticked once done (staff only: they set the company up). */
export async function getSetupChecklist(db: Db, principal: Principal): Promise<SetupChecklist> {
  requireStaff(principal, "follow the company's first steps");
  const done = await findSetupSteps(db, principal.companyId);
  const steps = SETUP_STEPS.map((step) => ({ step, done: Boolean(done[step]) }));
  return { steps, complete: steps.every((s) => s.done) };
}
