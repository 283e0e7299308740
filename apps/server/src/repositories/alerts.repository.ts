import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { ALERT_TYPES, CRITICAL_HARM_ORDER, type AlertParams, type AlertSeverity, type AlertState, type AlertSubtype, type AlertType } from '@plantel/contracts';
import type { Db } from '../db/database';
import { alerts, batches, properties, sheds, users } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

/** A condition the engine found, to be kept open (or opened) as an alert. */
export interface NewAlert {
  companyId: number;
  shedId: number | null;
  batchId: number | null;
  type: AlertType;
  subtype: AlertSubtype;
  subject: string;
  severity: AlertSeverity;
  params: AlertParams;
  age: number | null;
  occurredAt: Date;
}

/** The alerts of a company not yet resolved: what the engine reconciles its findings with. */
export function findUnresolvedAlerts(db: Db, companyId: number) {
  return db
    .select({ id: alerts.id, batchId: alerts.batchId, subtype: alerts.subtype, subject: alerts.subject, params: alerts.params })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), ne(alerts.state, 'resolved')));
}

/** Rewords open alerts with the figures of their latest evaluation (a newer weighing, a fuller silo): the live feed follows. */
export async function updateAlertFigures(db: Db, changed: readonly { id: number; params: AlertParams }[], now: Date) {
  for (const { id, params } of changed) await db.update(alerts).set({ params, lastSeenAt: now, updatedAt: now }).where(and(eq(alerts.id, id), ne(alerts.state, 'resolved')));
}

/**
 * Rows and ids per statement: a storm of thousands of new alerts (every sensor of a company going
 * stale at once) would otherwise pass PostgreSQL's limit of 65,535 parameters in one statement.
 */
const ROWS_PER_STATEMENT = 1_000;
const IDS_PER_STATEMENT = 10_000;

function* slices<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Opens alerts; a condition already open (another engine got there first) is left alone. */
export async function insertAlerts(db: Db, rows: NewAlert[]) {
  const opened: { id: number }[] = [];
  for (const slice of slices(rows, ROWS_PER_STATEMENT)) {
    opened.push(
      ...(await db
        .insert(alerts)
        .values(slice.map((r) => ({ ...r, state: 'open' as const, lastSeenAt: r.occurredAt, updatedAt: r.occurredAt })))
        .onConflictDoNothing()
        .returning({ id: alerts.id })),
    );
  }
  return opened;
}

/** Notes that the conditions of these alerts still hold. */
export async function touchAlerts(db: Db, ids: number[], now: Date) {
  for (const slice of slices(ids, IDS_PER_STATEMENT)) await db.update(alerts).set({ lastSeenAt: now }).where(inArray(alerts.id, slice));
}

export async function resolveAlerts(db: Db, ids: number[], now: Date) {
  for (const slice of slices(ids, IDS_PER_STATEMENT)) {
    await db.update(alerts).set({ state: 'resolved', resolvedAt: now, updatedAt: now }).where(and(inArray(alerts.id, slice), ne(alerts.state, 'resolved')));
  }
}

/**
 * Whose alerts: a farm scope, and per alert type the production types whose module grants the
 * type's feature permission (ALERT_TYPE_PERMISSION). A type with none is never read.
 */
export interface AlertScope extends FarmScope {
  alertTypes: Record<AlertType, number[]>;
}

/**
 * Alerts a scope may read: its sheds' and, with no shed, the company's own (not for someone who
 * follows only some producers); of each type, only those
 * of sheds whose module grants the type's permission, and company-wide ones when any module does.
 */
export function alertInScope(scope: AlertScope) {
  const byType = ALERT_TYPES.filter((type) => scope.alertTypes[type].length > 0).map((type) =>
    and(eq(alerts.type, type), or(isNull(alerts.shedId), inArray(sheds.productionTypeExternalId, scope.alertTypes[type]))),
  );
  // Someone who follows only some producers reads the alerts of their sheds alone.
  const shed = scope.producerIds === null ? or(isNull(alerts.shedId), shedInScope(scope)) : shedInScope(scope);
  return and(eq(alerts.companyId, scope.companyId), shed, byType.length > 0 ? or(...byType) : sql`false`);
}

export interface AlertFilter {
  ids?: number[];
  productionTypes?: number[];
  type?: AlertType;
  shedId?: number;
  batchId?: number;
  state?: AlertState;
  severity?: AlertSeverity;
  from?: Date;
  to?: Date;
  /** Alerts not yet resolved whenever they began, and the others from this time on. */
  unresolvedOrFrom?: Date;
}

function filterConditions(scope: AlertScope, f: AlertFilter): SQL | undefined {
  return and(
    alertInScope(scope),
    f.ids && inArray(alerts.id, f.ids),
    f.productionTypes && or(isNull(alerts.shedId), inArray(sheds.productionTypeExternalId, f.productionTypes)),
    f.type && eq(alerts.type, f.type),
    f.shedId !== undefined ? eq(alerts.shedId, f.shedId) : undefined,
    f.batchId !== undefined ? eq(alerts.batchId, f.batchId) : undefined,
    f.state && eq(alerts.state, f.state),
    f.severity && eq(alerts.severity, f.severity),
    f.from && gte(alerts.occurredAt, f.from),
    f.to && lt(alerts.occurredAt, f.to),
    f.unresolvedOrFrom && or(ne(alerts.state, 'resolved'), gte(alerts.occurredAt, f.unresolvedOrFrom)),
  );
}

const alertColumns = {
  id: alerts.id,
  type: alerts.type,
  subtype: alerts.subtype,
  severity: alerts.severity,
  state: alerts.state,
  params: alerts.params,
  occurredAt: alerts.occurredAt,
  lastSeenAt: alerts.lastSeenAt,
  acknowledgedAt: alerts.acknowledgedAt,
  acknowledgedBy: users.firstName,
  acknowledgedByUsername: users.username,
  resolvedAt: alerts.resolvedAt,
  age: alerts.age,
  shedId: alerts.shedId,
  productionType: sheds.productionTypeExternalId,
  shedIdentification: sheds.identification,
  shedCore: sheds.core,
  propertyName: properties.name,
  propertyOwner: properties.ownerName,
  batchId: alerts.batchId,
  batchIdentification: batches.identification,
};

function alertRows(db: Db) {
  return db
    .select(alertColumns)
    .from(alerts)
    .leftJoin(sheds, eq(sheds.id, alerts.shedId))
    .leftJoin(properties, eq(properties.id, sheds.propertyId))
    .leftJoin(batches, eq(batches.id, alerts.batchId))
    .leftJoin(users, eq(users.id, alerts.acknowledgedBy));
}
export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>['execute']>>[number];

/** An alert's severity as a rank, most urgent lowest: 0 critical, 1 warning, 2 info. */
export const SEVERITY_RANK = sql<number>`case ${alerts.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`;

/**
 * The most urgent first: alerts not resolved before the rest, critical before warning before info
 * (among critical ones, by harm: CRITICAL_HARM_ORDER),
 * not yet seen before acknowledged; among those still open, the one waiting longest first (silos
 * empty since dawn before a heat alarm of a minute ago); the resolved ones newest first.
 */
const URGENT_FIRST = [
  sql`(${alerts.state} = 'resolved')`,
  SEVERITY_RANK,
  sql`case ${alerts.subtype} ${sql.join(CRITICAL_HARM_ORDER.map((subtype, rank) => sql`when ${subtype} then ${sql.raw(String(rank))}`), sql` `)} else ${sql.raw(String(CRITICAL_HARM_ORDER.length))} end`,
  sql`(${alerts.state} = 'acknowledged')`,
  sql`case when ${alerts.state} = 'resolved' then -extract(epoch from ${alerts.occurredAt}) else extract(epoch from ${alerts.occurredAt}) end`,
  asc(alerts.id),
];

/** Newest first, or the most urgent first. */
export function findAlerts(db: Db, scope: AlertScope, filter: AlertFilter, page: { limit: number; offset?: number; urgentFirst?: boolean }) {
  return alertRows(db)
    .where(filterConditions(scope, filter))
    .orderBy(...(page.urgentFirst ? URGENT_FIRST : [desc(alerts.occurredAt), desc(alerts.id)]))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function countAlerts(db: Db, scope: AlertScope, filter: AlertFilter) {
  const [row] = await db
    .select({ count: count() })
    .from(alerts)
    .leftJoin(sheds, eq(sheds.id, alerts.shedId))
    .where(filterConditions(scope, filter));
  return row?.count ?? 0;
}

export function findAlertById(db: Db, scope: AlertScope, id: number) {
  return alertRows(db).where(and(eq(alerts.id, id), alertInScope(scope)));
}

/** Per type (and production type, for the Home cards): alerts since `from`, and those of them not resolved. */
export function countAlertsByType(db: Db, scope: AlertScope, filter: AlertFilter, since: Date) {
  return db
    .select({
      productionType: sheds.productionTypeExternalId,
      type: alerts.type,
      count: sql<number>`count(*) filter (where ${alerts.occurredAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${alerts.state} <> 'resolved')`.mapWith(Number),
      criticalOpen: sql<number>`count(*) filter (where ${alerts.state} <> 'resolved' and ${alerts.severity} = 'critical')`.mapWith(Number),
    })
    .from(alerts)
    .leftJoin(sheds, eq(sheds.id, alerts.shedId))
    .where(filterConditions(scope, { ...filter, unresolvedOrFrom: since }))
    .groupBy(sheds.productionTypeExternalId, alerts.type);
}

/** Marks an open alert seen by a person; answers whether it was open. */
export async function acknowledgeAlert(db: Db, id: number, userId: number, now: Date) {
  const rows = await db
    .update(alerts)
    .set({ state: 'acknowledged', acknowledgedAt: now, acknowledgedBy: userId, updatedAt: now })
    .where(and(eq(alerts.id, id), eq(alerts.state, 'open')))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** Alerts changed after `after` (for the live feed), oldest change first. */
/**
 * Where a reading of alert changes has got to: a change's time in microseconds since 1970 (text, as
 * it is beyond a double's precision) and its alert's id.
 */
export interface AlertChangePosition {
  micros: string;
  id: number;
}

const positionTime = (p: AlertChangePosition) => sql`(timestamptz 'epoch' + ${p.micros}::bigint * interval '1 microsecond')`;

/** Alerts changed (opened, acknowledged, resolved) after a time, or after a position, oldest change first. */
export function findChangedAlerts(db: Db, after: Date | AlertChangePosition, limit: number) {
  const since =
    after instanceof Date
      ? gt(alerts.updatedAt, after)
      : // The plain bound lets the updated_at index serve the row comparison.
        and(sql`${alerts.updatedAt} >= ${positionTime(after)}`, sql`(${alerts.updatedAt}, ${alerts.id}) > (${positionTime(after)}, ${after.id})`);
  return db
    .select({
      id: alerts.id,
      companyId: alerts.companyId,
      type: alerts.type,
      state: alerts.state,
      shedId: alerts.shedId,
      shedIdentification: sheds.identification,
      productionType: sheds.productionTypeExternalId,
      producerId: properties.producerId,
      updatedAt: alerts.updatedAt,
      micros: sql<string>`((extract(epoch from ${alerts.updatedAt}) * 1000000)::bigint)::text`,
    })
    .from(alerts)
    .leftJoin(sheds, eq(sheds.id, alerts.shedId))
    .leftJoin(properties, eq(properties.id, sheds.propertyId))
    .where(since)
    .orderBy(alerts.updatedAt, alerts.id)
    .limit(limit);
}

/** Where a reading of alerts newest first has got to: the last alert's time as the database holds it (to the microsecond), and its id. */
export interface AlertCursor {
  time: string;
  id: number;
}

/**
 * The next alerts newest first after `cursor` (from the newest without one), and the cursor after
 * them: a long history is read by key, never by offset.
 */
export async function findAlertsAfter(db: Db, scope: AlertScope, filter: AlertFilter, cursor: AlertCursor | null, limit: number) {
  const after = cursor ? sql`(${alerts.occurredAt}, ${alerts.id}) < (${cursor.time}::timestamptz, ${cursor.id})` : undefined;
  const rows = await alertRows(db)
    .where(and(filterConditions(scope, filter), after))
    .orderBy(desc(alerts.occurredAt), desc(alerts.id))
    .limit(limit);
  const last = rows.at(-1);
  if (!last) return { rows, next: null };
  const [exact] = await db.select({ time: sql<string>`${alerts.occurredAt}::text` }).from(alerts).where(eq(alerts.id, last.id));
  if (!exact) throw new Error(`Alert ${last.id} disappeared while the history was read`);
  return { rows, next: { time: exact.time, id: last.id } };
}
