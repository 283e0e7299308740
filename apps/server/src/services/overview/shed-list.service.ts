import {
  SHED_LIST_ACCESS,
  SHED_LIST_CATEGORIES,
  SHED_FILTER_SUFFIX,
  SHED_STAGES,
  hasModule,
  hasPermission,
  productionTypesOf,
  withSlaughterIfLodged,
  type ShedFilter,
  type ShedList,
  type ModuleName,
  type ShedListCategory,
  type ShedListQuery,
  type ShedStage,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { FarmScope } from '../../repositories/farm-scope';
import { listSheds, type ShedListReader } from '../../repositories/shed-list.repository';
import type { Principal } from '../access/auth.service';
import { InvalidInputError, NotFoundError } from '../common/errors';
import { alertScopeOf, farmScopeOf } from '../access/farm-scope';
import { jsonAnswer } from '../common/json-text';

/** A server keeps the lists it answered until their company's sheds change (repositories/shed-list-answers.ts). */
export { keepShedListAnswers } from '../../repositories/shed-list-answers';

export const isShedListCategory = (name: string): name is ShedListCategory => (SHED_LIST_CATEGORIES as readonly string[]).includes(name);
const isStage = (name: string): name is ShedStage => (SHED_STAGES as readonly string[]).includes(name);

/**
 * The sheds a category shows the principal: the modules it covers whose roles grant its permission,
 * narrowed to `module` when a module's page asks for its own.
 */
function categoryScope(principal: Principal, category: ShedListCategory, module: ModuleName | undefined): FarmScope {
  const { modules, permission } = SHED_LIST_ACCESS[category];
  const open = modules.filter(
    (m) => (module === undefined || m === module) && (permission ? hasPermission(principal.roles, m, permission) : hasModule(principal.roles, m)),
  );
  const allowed = new Set(open.flatMap(productionTypesOf));
  const scope = farmScopeOf(principal);
  return { ...scope, productionTypes: scope.productionTypes.filter((t) => allowed.has(t)) };
}

function withinModule(scope: FarmScope, module: ModuleName | undefined): FarmScope {
  if (!module) return scope;
  const types = new Set(productionTypesOf(module));
  return { ...scope, productionTypes: scope.productionTypes.filter((t) => types.has(t)) };
}

/** A state path lists every shed in scope at that stage, within `stage` if given too. */
function stagesOf(state: ShedStage, asked: readonly ShedStage[] | undefined): ShedStage[] {
  const stages = withSlaughterIfLodged([state]);
  return asked ? stages.filter((s) => asked.includes(s)) : stages;
}

/** Names a guest reads masked (spec §4): filtering by them would tell whose the sheds are. */
const GUEST_MASKED_FILTERS: ReadonlySet<string> = new Set(['producer', 'property']);

/** A guest's filter on a masked name is a 400 naming the parameter, in the list and its export alike. */
function refuseMaskedFilters(filters: readonly ShedFilter[]) {
  const masked = filters.find((f) => GUEST_MASKED_FILTERS.has(f.field));
  if (masked) throw new InvalidInputError(`${masked.field}${SHED_FILTER_SUFFIX[masked.operator]}`, 'names are masked for guests: filter by the shed identification instead', 'querystring');
}

/**
 * Who and what a shed list covers: the sheds in scope for its category (or every shed in scope at a
 * stage) and the stages asked for; null when nothing can match. Another path is a 404.
 */
export function shedListSelection(principal: Principal, categoryOrState: string, query: Pick<ShedListQuery, 'module' | 'stages' | 'filters'>) {
  if (principal.isGuest) refuseMaskedFilters(query.filters);
  let scope: FarmScope;
  let stages = query.stages;
  if (isShedListCategory(categoryOrState)) scope = categoryScope(principal, categoryOrState, query.module);
  else if (isStage(categoryOrState)) {
    scope = withinModule(farmScopeOf(principal), query.module);
    stages = stagesOf(categoryOrState, query.stages);
  } else {
    throw new NotFoundError(`No shed list "${categoryOrState}"; use one of ${[...SHED_LIST_CATEGORIES, ...SHED_STAGES].join(', ')}`);
  }
  if (scope.productionTypes.length === 0 || stages?.length === 0) return null;
  return { scope, stages };
}

/** `GET /v2/sheds/{category or state}`: the page as the database writes it (guests' names are masked on the way out). */
export async function listShedsOf(db: Db, principal: Principal, categoryOrState: string, query: ShedListQuery): Promise<ShedList> {
  const selection = shedListSelection(principal, categoryOrState, query);
  if (!selection) return { results: [], count: 0 };
  const { results, total } = await listSheds(db, selection.scope, { ...query, stages: selection.stages }, shedListReaderOf(principal));
  return jsonAnswer<ShedList>(`{"results":${results},"count":${total}}`);
}

/** Who reads a list: names hidden from a guest, and the alerts the principal reads, per type and production type. */
export function shedListReaderOf(principal: Principal): ShedListReader {
  return { namesHidden: principal.isGuest, alertTypes: alertScopeOf(principal).alertTypes };
}
