import {
  ALERT_TYPES,
  PRODUCTION_TYPE_MODULE,
  alertLevel,
  alertMessage,
  productionTypesOf,
  type AlertCounts,
  type AlertCountsQuery,
  type AlertHistory,
  type AlertHistoryQuery,
  type AlertLanguage,
  type AlertType,
  type ModuleName,
  type RecentAlert,
  type RecentAlertsQuery,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  acknowledgeAlert,
  countAlerts,
  countAlertsByType,
  findAlertById,
  findAlerts,
  type AlertFilter,
  type AlertRow,
  type AlertScope,
} from '../../repositories/alerts.repository';
import type { Principal } from '../access/auth.service';
import { ConflictError, NotFoundError } from '../common/errors';
import { alertScopeOf } from '../access/farm-scope';
import { DAY_MS } from '../common/units';

/** An alert as the API gives it, its message worded in `lang`. */
export function alertDto(row: AlertRow, lang: AlertLanguage): RecentAlert {
  return {
    id: row.id,
    type: row.type,
    subtype: row.subtype,
    severity: row.severity,
    state: row.state,
    message: alertMessage(lang, row.subtype, row.params),
    message_key: row.subtype,
    message_params: row.params,
    timestamp: row.occurredAt.toISOString(),
    age: row.age,
    module: row.productionType === null ? null : (PRODUCTION_TYPE_MODULE[row.productionType] ?? null),
    shed: row.shedId,
    shed_identification: row.shedIdentification,
    shed_core: row.shedCore,
    shed_property_name: row.propertyName,
    shed_property_owner: row.propertyOwner,
    batch: row.batchId,
    batch_identification: row.batchIdentification,
    last_seen_at: row.lastSeenAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: row.acknowledgedAt ? row.acknowledgedBy || row.acknowledgedByUsername : null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The scope and filter of a query's module, type and shed; a module outside the caller's roles sees
 * nothing, nor does a type whose feature permission they lack.
 */
function scoped(principal: Principal, q: { module?: ModuleName; type?: AlertType; shed?: number }) {
  const scope: AlertScope = alertScopeOf(principal);
  const filter: AlertFilter = { type: q.type, shedId: q.shed };
  if (q.module) {
    scope.productionTypes = productionTypesOf(q.module).filter((p) => scope.productionTypes.includes(p));
    filter.productionTypes = scope.productionTypes;
  }
  return { scope, filter };
}

const defaultSince = (now: Date) => new Date(now.getTime() - DAY_MS);

/**
 * `GET /v2/alerts/recent`: those since `since` (default the last 24 h) and every one still open,
 * the most urgent first (an open critical alert heads the list however old it is).
 */
export async function listRecentAlerts(db: Db, principal: Principal, q: RecentAlertsQuery, lang: AlertLanguage, now = new Date()): Promise<RecentAlert[]> {
  const { scope, filter } = scoped(principal, q);
  filter.unresolvedOrFrom = q.since ? new Date(q.since) : defaultSince(now);
  const rows = await findAlerts(db, scope, filter, { limit: q.limit, urgentFirst: true });
  return rows.map((r) => alertDto(r, lang));
}

/** The alerts a history query covers: those in the caller's scope matching its filters. */
export function alertHistorySelection(principal: Principal, q: Omit<AlertHistoryQuery, 'limit' | 'offset'>) {
  const { scope, filter: base } = scoped(principal, q);
  const filter: AlertFilter = { ...base, state: q.state, severity: q.severity, from: q.start ? new Date(q.start) : undefined, to: q.end ? new Date(q.end) : undefined };
  return { scope, filter };
}

/** `GET /v2/alerts/history`: every alert matching the filters, a page at a time, newest first. */
export async function alertHistory(db: Db, principal: Principal, q: AlertHistoryQuery, lang: AlertLanguage): Promise<AlertHistory> {
  const { scope, filter } = alertHistorySelection(principal, q);
  const [rows, count] = await Promise.all([findAlerts(db, scope, filter, { limit: q.limit, offset: q.offset }), countAlerts(db, scope, filter)]);
  return { results: rows.map((r) => alertDto(r, lang)), count };
}

/** Every alert of one batch the principal may read, newest first (for its report). */
export async function batchAlerts(db: Db, principal: Principal, batchId: number, lang: AlertLanguage): Promise<RecentAlert[]> {
  const rows = await findAlerts(db, alertScopeOf(principal), { batchId }, { limit: BATCH_ALERTS_LIMIT, offset: 0 });
  return rows.map((r) => alertDto(r, lang));
}

/** More alerts than any batch raises; a report lists the newest of them. */
const BATCH_ALERTS_LIMIT = 10_000;

/** One type's card from its rows of countAlertsByType: begun in the period, still open, of those critical, and the level. */
export function typeCount(type: AlertType, rows: readonly { count: number; open: number; criticalOpen: number }[]) {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const count = sum((r) => r.count);
  return { type, count, open: sum((r) => r.open), critical_open: sum((r) => r.criticalOpen), level: alertLevel(count) };
}

/** `GET /v2/alerts/counts`: per type, alerts since `since`, and those still open whenever they began (the critical ones apart); level 3 on a card with any. */
export async function alertCounts(db: Db, principal: Principal, q: AlertCountsQuery, now = new Date()): Promise<AlertCounts> {
  const { scope, filter } = scoped(principal, q);
  const since = q.since ? new Date(q.since) : defaultSince(now);
  const rows = await countAlertsByType(db, scope, filter, since);
  return {
    since: since.toISOString(),
    counts: ALERT_TYPES.map((type) => typeCount(type, rows.filter((r) => r.type === type))),
  };
}

/**
 * `POST /v2/alerts/{id}/acknowledge`: someone has seen an open alert; 409 once it is acknowledged or
 * resolved; 404 for an alert they may not read (another company, module or feature).
 */
export async function acknowledge(db: Db, principal: Principal, id: number, lang: AlertLanguage, now = new Date()): Promise<RecentAlert> {
  const scope = alertScopeOf(principal);
  const [found] = await findAlertById(db, scope, id);
  if (!found) throw new NotFoundError('Alert not found');
  if (!(await acknowledgeAlert(db, id, principal.userId, now))) throw new ConflictError(`The alert is already ${found.state}`);
  const [row] = await findAlertById(db, scope, id);
  return alertDto(row!, lang);
}
