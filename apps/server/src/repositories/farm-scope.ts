import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { properties, sheds } from '../db/schema';
import { isAnyOf } from './prepared';

/** The caller's company, the production types their modules open and the producers they follow: every farm query's filter. */
export interface FarmScope {
  companyId: number;
  productionTypes: number[];
  /** The producers whose farms the caller follows (never empty); null for the whole company. */
  producerIds: number[] | null;
}

/**
 * Rows whose property (`propertyId`, a property id column or expression) belongs to one of the
 * scope's producers; no condition when the scope is the whole company.
 */
export const propertyInScope = (propertyId: SQLWrapper, scope: Pick<FarmScope, 'producerIds'>) =>
  scope.producerIds === null
    ? undefined
    : sql`${propertyId} in (select ${properties.id} from ${properties} where ${inArray(properties.producerId, scope.producerIds)})`;

/** Sheds the scope may see (join other farm tables through sheds). */
export const shedInScope = (scope: FarmScope) =>
  and(eq(sheds.companyId, scope.companyId), inArray(sheds.productionTypeExternalId, scope.productionTypes), propertyInScope(sheds.propertyId, scope));

/** Rows whose property belongs to one of the producers of the `producerIds` placeholder (an array). */
export const propertyOfProducersPlaceholder = (propertyId: SQLWrapper) =>
  sql`${propertyId} in (select ${properties.id} from ${properties} where ${isAnyOf(properties.producerId, 'producerIds')})`;

/**
 * The same filter in a prepared statement: placeholders `companyId`, `productionTypes` (an array)
 * and `producerIds` (an array, or null for the whole company); `scopeParams` fills them.
 */
export const shedInScopePlaceholders = () =>
  and(
    eq(sheds.companyId, sql.placeholder('companyId')),
    isAnyOf(sheds.productionTypeExternalId, 'productionTypes'),
    sql`(${sql.placeholder('producerIds')}::int[] is null or ${propertyOfProducersPlaceholder(sheds.propertyId)})`,
  );

export const scopeParams = (scope: FarmScope) => ({ companyId: scope.companyId, productionTypes: scope.productionTypes, producerIds: scope.producerIds });
