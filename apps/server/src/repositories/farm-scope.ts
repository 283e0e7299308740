import { and, eq, inArray, sql } from 'drizzle-orm';
import { sheds } from '../db/schema';
import { isAnyOf } from './prepared';

/** The caller's company and the production types their modules open: every farm query's filter. */
export interface FarmScope {
  companyId: number;
  productionTypes: number[];
}

/** Sheds the scope may see (join other farm tables through sheds). */
export const shedInScope = (scope: FarmScope) =>
  and(eq(sheds.companyId, scope.companyId), inArray(sheds.productionTypeExternalId, scope.productionTypes));

/** The same filter in a prepared statement: placeholders `companyId` and `productionTypes` (an array). */
export const shedInScopePlaceholders = () => and(eq(sheds.companyId, sql.placeholder('companyId')), isAnyOf(sheds.productionTypeExternalId, 'productionTypes'));
