import { SHED_CONDITION_KINDS, SHED_CONDITION_SUBJECT, staleMinutesOf, type ShedCondition, type ShedConditionKind, type ShedConditions } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findShed, findShedBatches, findShedDevices } from '../../repositories/sheds.repository';
import { findShedListEntry, openCriticalAlertsOf } from '../../repositories/shed-conditions.repository';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import type { Principal } from '../access/auth.service';
import { daysBetween } from '../common/calendar-days';
import { NotFoundError } from '../common/errors';
import { alertScopeOf, farmScopeOf } from '../access/farm-scope';
import { silosOfShed } from '../nutrition/silos.service';
import { localDay } from '../../shared/wall-time';

/** Comfort levels of the shed lists' `enthalpy` (spec §4). */
const COMFORT = { critical: 2, lethal: 3 } as const;
const SILO_CRITICAL = 1;
/** Below 1 % of its capacity a silo is empty: load cells keep reading a few kilograms of dust and residue. */
const EMPTY_SHARE = 0.01;

const condition = (kind: ShedConditionKind, severity: ShedCondition['severity'], fields: Partial<ShedCondition> = {}): ShedCondition => ({
  kind,
  severity,
  subject: SHED_CONDITION_SUBJECT[kind],
  count: null,
  of: null,
  since: null,
  day: null,
  days: null,
  ...fields,
});

const worstFirst = (a: ShedCondition, b: ShedCondition) => SHED_CONDITION_KINDS.indexOf(a.kind) - SHED_CONDITION_KINDS.indexOf(b.kind);

/**
 * What is wrong in a shed now, worst first, judged on the same figures the shed lists show (their
 * read model), the silos as the nutrition dashboard shows them, the devices' last readings and the
 * open critical alerts. Only a batch still in the shed (lodged or at slaughter) has conditions.
 */
export async function getShedConditions(db: Db, principal: Principal, shedId: number, now = new Date()): Promise<ShedConditions> {
  const shed = await findShed(db, farmScopeOf(principal), shedId);
  if (!shed) throw new NotFoundError('Shed not found');
  const entry = await findShedListEntry(db, shedId);
  const housed = entry !== null && entry.batchId !== null && entry.closingDate === null && (entry.stage === 'lodged' || entry.stage === 'slaughter');
  if (!housed) return { shed: shedId, batch: entry?.batchId ?? null, worst: null, conditions: [] };
  const batchId = entry.batchId!;

  const [batches, devices, thresholds, alerts] = await Promise.all([
    findShedBatches(db, shedId),
    findShedDevices(db, shedId),
    alertThresholdsOf(db, principal.companyId),
    openCriticalAlertsOf(db, alertScopeOf(principal), shedId, batchId),
  ]);
  const current = batches.find((b) => b.id === batchId) ?? null;
  const silos = await silosOfShed(db, shedId, current, now);
  const conditions: ShedCondition[] = [];

  const withReadings = silos.filter((s) => s.total_occupation !== null);
  if (withReadings.length > 0 && withReadings.every((s) => s.total_occupation! < EMPTY_SHARE)) conditions.push(condition('no_feed', 'error', { count: withReadings.length, of: silos.length }));
  else if (entry.siloStatus === SILO_CRITICAL) {
    const critical = silos.filter((s) => s.status === SILO_CRITICAL).length;
    conditions.push(condition('silos_critical', 'warning', critical > 0 ? { count: critical, of: silos.length } : {}));
  }

  if (entry.enthalpy >= COMFORT.lethal) conditions.push(condition('comfort_lethal', 'error'));
  else if (entry.enthalpy === COMFORT.critical) conditions.push(condition('comfort_critical', 'error'));

  if (alerts.count > 0) conditions.push(condition('critical_alerts', 'error', { count: alerts.count, since: alerts.since!.toISOString() }));

  const today = localDay(now, thresholds.time_zone);
  if (entry.targetDate !== null && entry.targetDate < today) {
    conditions.push(condition('slaughter_overdue', 'warning', { day: entry.targetDate, days: daysBetween(entry.targetDate, today) }));
  }

  // A device never seen is not installed yet; a bird scale weighs once a day (as for the sensor_stale alert).
  const seen = devices.filter((d) => d.lastSeenAt !== null);
  const silent = seen.filter((d) => now.getTime() - d.lastSeenAt!.getTime() > staleMinutesOf(d.type, thresholds.stale_sensor_minutes) * 60_000);
  if (silent.length > 0) {
    const lastHeard = Math.max(...silent.map((d) => d.lastSeenAt!.getTime()));
    conditions.push(condition('stale_sensors', 'warning', { count: silent.length, of: seen.length, since: new Date(lastHeard).toISOString() }));
  }

  conditions.sort(worstFirst);
  return { shed: shedId, batch: batchId, worst: conditions[0] ?? null, conditions };
}
