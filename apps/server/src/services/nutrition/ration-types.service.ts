import type { RationTypeList, RationTypesQuery } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { listRationTypes } from '../../repositories/ration-types.repository';
import type { Principal } from '../access/auth.service';
import { NotFoundError } from '../common/errors';

/** The ration types of the caller's company; naming another company is a 404, like any object outside the scope. */
export async function getRationTypes(db: Db, principal: Principal, query: RationTypesQuery): Promise<RationTypeList> {
  if (query.company !== undefined && query.company !== principal.companyId) throw new NotFoundError('Company not found');
  const { rows, total } = await listRationTypes(db, principal.companyId, query);
  return { results: rows.map(({ total: _, ...rationType }) => rationType), count: total };
}
