import type { Db } from '../../db/database';
import { latestStatementVersion } from '../../repositories/settlement.repository';
import { ConflictFieldsError } from '../common/errors';

/**
 * What a confirmed statement settled is frozen: a write to a settled batch's records (weighings,
 * mortality, deliveries, removals, a re-import) is a 409 naming the statement. Its figures change
 * only through the statement's correction, which makes a new version with its reason.
 */
export async function refuseIfSettled(db: Db, batchId: number): Promise<void> {
  const version = await latestStatementVersion(db, batchId);
  if (version !== null) throw new ConflictFieldsError([{ field: 'batch', key: 'settlement.errors.settled', params: { version } }]);
}
