import { OPERATOR_QUERY_SUFFIX } from './filterOperators';
import { sanitizePropertyFilters, type PropertyFilter } from './propertyFilter';
import { serializeOrdering, type ShedListOrdering } from './shedListOrdering';
import { stagesToQuery, type StageSelection } from './stageSelection';

export interface ShedListPagination {
  limit: number;
  offset: number;
}

/**
 * The query of `GET /api/v2/sheds/{category}`: each filter as `field<suffix>=value` (`weight__gt=2.5`,
 * `name__contains=Aviário`, `age=28` for equals), `stage` as a comma-separated list, `search` and
 * `ordering` when set, then limit and offset when given. Two filters on the same field and operator
 * repeat the parameter; the server applies all of them (AND). Invalid or duplicate filters are left out.
 */
export function toQueryParams(
  filters: readonly PropertyFilter[],
  stages: StageSelection,
  search: string,
  ordering: ShedListOrdering,
  pagination?: ShedListPagination,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const { field, operator, value } of sanitizePropertyFilters(filters)) {
    params.append(`${field}${OPERATOR_QUERY_SUFFIX[operator]}`, value);
  }
  const stageList = stagesToQuery(stages);
  if (stageList.length > 0) params.set('stage', stageList.join(','));
  const searchText = search.trim();
  if (searchText !== '') params.set('search', searchText);
  const orderingText = serializeOrdering(ordering);
  if (orderingText !== '') params.set('ordering', orderingText);
  if (pagination) {
    params.set('limit', String(pagination.limit));
    params.set('offset', String(pagination.offset));
  }
  return params;
}
