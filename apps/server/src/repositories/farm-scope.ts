import { and, eq, inArray } from 'drizzle-orm';
import { sheds } from '../db/schema';

/** The caller's company and the production types their modules open: every farm query's filter. */
export interface FarmScope {
  companyId: number;
  productionTypes: number[];
}

/** Sheds the scope may see (join other farm tables through sheds). */
export const shedInScope = (scope: FarmScope) =>
  and(eq(sheds.companyId, scope.companyId), inArray(sheds.productionTypeExternalId, scope.productionTypes));
