import {
  bandAt,
  bandVerdict,
  co2Verdict,
  comfortJudge,
  comfortVerdictOfWindow,
  consumptionVerdict,
  lastClosedSlot,
  mortalityVerdict,
  noTelemetryVerdict,
  profileAtAge,
  siloVerdicts,
  staleSensorsVerdict,
  staleVerdict,
  stuckVerdict,
  weightBelowVerdict,
  weightLossVerdict,
  type AmbienceProfile,
  type RuleVerdict,
} from '@plantel/domain';
import { ALERT_SEVERITY, AMBIENCE_MODULES, PRODUCTION_TYPE_MODULE, staleMinutesOf, type AlertParams, type AlertSeverity, type AlertSubtype, type AlertThresholds, type AlertType, type DeviceType } from '@plantel/contracts';
import type { Db } from '../../../db/database';
import {
  findActiveConsumptionRules,
  findClimateWindows,
  findDayLosses,
  findDevices,
  findHourlyConsumption,
  findLastTelemetryAt,
  findRecentWeighingMeans,
  findWatchedBatches,
  type WatchedBatch,
} from '../../../repositories/alert-inputs.repository';
import { findUnresolvedAlerts, insertAlerts, resolveAlerts, touchAlerts, updateAlertFigures, type NewAlert } from '../../../repositories/alerts.repository';
import { alertThresholdsOf } from '../policy/alert-settings.service';
import { ambienceProfileFor } from '../../sanity/ambience-profiles';
import { DAY_MS, HOUR_MS, wallClock } from '../../common/units';
import { layFindings } from '../../eggs/lay-alerts.service';
import { salmonellaFindings } from '../../health/salmonella-alerts.service';
import { waterFindings } from '../../nutrition/water-warnings.service';

/** One rule's verdict on one subject of a batch (or, with no batch, of the company). */
interface Finding {
  batch: WatchedBatch | null;
  type: AlertType;
  subtype: AlertSubtype;
  subject: string;
  severity: AlertSeverity;
  verdict: RuleVerdict;
}


/** A sensor's alerts count on the card of what it measures. */
const DEVICE_ALERT_TYPE: Record<DeviceType, AlertType> = {
  S0: 'Ambiência',
  D0: 'Ambiência',
  E0: 'Ambiência',
  silo_scale: 'Nutrição',
  water_meter: 'Nutrição',
  bird_scale: 'Desempenho',
};

/** Days of weighings the weight-loss rule looks back over. */
const WEIGHT_LOSS_DAYS = 3;

const isAmbienceType = (productionType: number) => (AMBIENCE_MODULES as readonly string[]).includes(PRODUCTION_TYPE_MODULE[productionType] ?? '');

export interface EvaluationResult {
  opened: number[];
  resolved: number[];
}

/**
 * Evaluates every rule on a company's watched batches at `now` and brings its alerts in line: a
 * condition newly found opens an alert, one still found keeps its alert open (however long it
 * lasts: one alert per batch, rule and subject), one gone resolves it.
 */
export async function evaluateCompanyAlerts(db: Db, companyId: number, now: Date): Promise<EvaluationResult> {
  const thresholds = await alertThresholdsOf(db, companyId);
  const batches = await findWatchedBatches(db, companyId, now);
  const findings = [
    ...(await climateFindings(db, companyId, batches, thresholds, now)),
    ...(await deviceFindings(db, companyId, batches, thresholds, now)),
    ...(await flockFindings(db, batches, thresholds, now)),
    ...(await consumptionFindings(db, batches, thresholds, now)),
    ...(await waterFindings(db, batches, thresholds, now)).map((f): Finding => ({ ...f, type: 'Nutrição', severity: ALERT_SEVERITY[f.subtype] })),
    ...(await layFindings(db, companyId, batches, thresholds)).map((f): Finding => ({ ...f, type: 'Desempenho', severity: ALERT_SEVERITY[f.subtype] })),
    ...(await salmonellaFindings(db, batches, thresholds, now)).map((f): Finding => ({ ...f, type: 'Sanidade', severity: ALERT_SEVERITY[f.subtype] })),
  ];
  return reconcile(db, companyId, findings, now);
}

const sameFigures = (a: AlertParams, b: AlertParams) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

async function reconcile(db: Db, companyId: number, findings: Finding[], now: Date): Promise<EvaluationResult> {
  const keyOf = (batchId: number | null, subtype: string, subject: string) => `${batchId ?? 0}|${subtype}|${subject}`;
  const unresolved = new Map((await findUnresolvedAlerts(db, companyId)).map((a) => [keyOf(a.batchId, a.subtype, a.subject), a]));
  const fresh: NewAlert[] = [];
  const still: number[] = [];
  const reworded: { id: number; params: AlertParams }[] = [];
  const gone: number[] = [];
  const judged = new Set<string>();
  for (const f of findings) {
    const key = keyOf(f.batch?.id ?? null, f.subtype, f.subject);
    judged.add(key);
    const open = unresolved.get(key);
    if (f.verdict?.active && open === undefined) {
      fresh.push({
        companyId,
        shedId: f.batch?.shedId ?? null,
        batchId: f.batch?.id ?? null,
        type: f.type,
        subtype: f.subtype,
        subject: f.subject,
        severity: f.severity,
        params: f.verdict.params,
        age: f.batch?.age ?? null,
        occurredAt: now,
      });
    } else if (f.verdict?.active) {
      // Still so: its message keeps to the figures of now, not of when it opened.
      if (sameFigures(open!.params, f.verdict.params)) still.push(open!.id);
      else reworded.push({ id: open!.id, params: f.verdict.params });
    } else if (f.verdict && open !== undefined) gone.push(open.id);
  }
  // An alert no rule judged any more (its batch closed, its device or rule removed) is over too.
  for (const [key, { id }] of unresolved) if (!judged.has(key)) gone.push(id);

  const opened = await insertAlerts(db, fresh);
  await touchAlerts(db, still, now);
  await updateAlertFigures(db, reworded, now);
  await resolveAlerts(db, gone, now);
  return { opened: opened.map((r) => r.id), resolved: gone };
}

async function climateFindings(db: Db, companyId: number, batches: WatchedBatch[], t: AlertThresholds, now: Date): Promise<Finding[]> {
  const poultry = batches.filter((b) => isAmbienceType(b.productionType));
  const windows = await findClimateWindows(db, poultry.map((b) => b.id), new Date(now.getTime() - t.climate_window_minutes * 60_000), now);
  const profiles = new Map<number, AmbienceProfile>();
  const findings: Finding[] = [];
  for (const batch of poultry) {
    if (!profiles.has(batch.productionType)) profiles.set(batch.productionType, await ambienceProfileFor(db, companyId, batch.productionType));
    const profile = profiles.get(batch.productionType)!;
    const band = { ...bandAt(profile, batch.age), ...profileAtAge(profile, batch.age) };
    const judge = comfortJudge(profile, batch.altitude);
    for (const w of windows.filter((x) => x.batchId === batch.id)) {
      const finding = (subtype: AlertSubtype, verdict: RuleVerdict): Finding => ({
        batch,
        type: 'Ambiência',
        subtype,
        subject: `division:${w.divisionId}`,
        severity: ALERT_SEVERITY[subtype],
        verdict: verdict?.active ? { active: true, params: { division: w.identification, ...verdict.params } } : verdict,
      });
      // What put the window's latest reading out of comfort, by the verdict its stored code came from.
      const causes = w.latest ? (judge.judge(w.latest.age, w.latest.temperature, w.latest.humidity)?.verdict.causes ?? []) : [];
      findings.push(
        finding('temperature_high', bandVerdict(w.temperature, band.temperature, t.temperature_margin, 'high')),
        finding('temperature_low', bandVerdict(w.temperature, band.temperature, t.temperature_margin, 'low')),
        finding('humidity_high', bandVerdict(w.humidity, band.humidity, t.humidity_margin, 'high')),
        finding('humidity_low', bandVerdict(w.humidity, band.humidity, t.humidity_margin, 'low')),
        finding('co2_high', co2Verdict(w.co2, band)),
        finding('enthalpy_critical', comfortVerdictOfWindow(w.comfortCodes, w.enthalpy, causes, 'critical')),
        finding('enthalpy_lethal', comfortVerdictOfWindow(w.comfortCodes, w.enthalpy, causes, 'lethal')),
      );
    }
  }
  return findings;
}

async function deviceFindings(db: Db, companyId: number, batches: WatchedBatch[], t: AlertThresholds, now: Date): Promise<Finding[]> {
  const lastAny = await findLastTelemetryAt(db, companyId);
  const findings: Finding[] = [];
  if (batches.length > 0) {
    findings.push({
      batch: null,
      type: 'Sanidade',
      subtype: 'no_telemetry',
      subject: 'company',
      severity: ALERT_SEVERITY.no_telemetry,
      verdict: noTelemetryVerdict(lastAny, now.getTime(), t.no_telemetry_hours),
    });
  }
  const companyAlive = lastAny !== null && now.getTime() - lastAny <= t.stale_sensor_minutes * 60_000;
  const batchOfShed = new Map(batches.map((b) => [b.shedId, b]));
  const devices = await findDevices(db, [...batchOfShed.keys()], new Date(now.getTime() - t.stuck_sensor_hours * HOUR_MS), now);
  // Silent sensors: one alert per shed and kind of alert, however many went quiet.
  const silent = new Map<string, { batch: WatchedBatch; type: AlertType; sensors: Parameters<typeof staleSensorsVerdict>[0][number][] }>();
  for (const d of devices) {
    const type = DEVICE_ALERT_TYPE[d.type];
    const group = silent.get(`${d.shedId}|${type}`) ?? { batch: batchOfShed.get(d.shedId)!, type, sensors: [] };
    silent.set(`${d.shedId}|${type}`, group);
    group.sensors.push({ identification: d.identification, position: d.position, verdict: staleVerdict(d.lastSeenAt, now.getTime(), staleMinutesOf(d.type, t.stale_sensor_minutes), companyAlive) });
  }
  for (const group of silent.values()) {
    findings.push({ batch: group.batch, type: group.type, subject: `sensors:${group.type}`, subtype: 'sensor_stale', severity: ALERT_SEVERITY.sensor_stale, verdict: staleSensorsVerdict(group.sensors) });
  }
  for (const d of devices) {
    const withDevice = (verdict: RuleVerdict): RuleVerdict =>
      verdict?.active ? { active: true, params: { device: d.identification, position: d.position, ...verdict.params } } : verdict;
    const base = { batch: batchOfShed.get(d.shedId)!, type: DEVICE_ALERT_TYPE[d.type], subject: `device:${d.id}` };
    if (d.type === 'S0') {
      const verdict = stuckVerdict(d.readings, d.temperatureSpread, d.humiditySpread, t.stuck_sensor_hours);
      findings.push({ ...base, subtype: 'sensor_stuck', severity: ALERT_SEVERITY.sensor_stuck, verdict: withDevice(verdict) });
    }
  }
  return findings;
}

async function flockFindings(db: Db, batches: WatchedBatch[], t: AlertThresholds, now: Date): Promise<Finding[]> {
  const findings: Finding[] = [];
  const losses = await findDayLosses(db, batches.filter((b) => b.age > 0).map((b) => ({ batchId: b.id, age: b.age - 1 })));
  const means = await findRecentWeighingMeans(db, batches, WEIGHT_LOSS_DAYS);
  for (const batch of batches) {
    const of = (type: AlertType, subtype: AlertSubtype, verdict: RuleVerdict, subject = ''): Finding => ({ batch, type, subtype, subject, severity: ALERT_SEVERITY[subtype], verdict });
    const day = batch.age - 1;
    findings.push(of('Sanidade', 'mortality_high', batch.age > 0 ? mortalityVerdict(losses.get(batch.id) ?? null, batch.lodged, t.daily_mortality_permille, day) : null));
    const reference = batch.weight !== null && batch.performance ? (batch.weight * 100) / batch.performance : null;
    findings.push(of('Desempenho', 'weight_below_reference', weightBelowVerdict(batch.weight, reference, t.weight_below_reference_percent)));
    const silo = siloVerdicts(batch.rationEndAt, batch.available, now.getTime(), t.silo_days_min);
    findings.push(of('Nutrição', 'silo_low', silo.low), of('Nutrição', 'silo_empty', silo.empty));
    const divisions = new Map<number, typeof means>();
    for (const m of means) if (m.batchId === batch.id) divisions.set(m.divisionId, [...(divisions.get(m.divisionId) ?? []), m]);
    for (const [divisionId, points] of divisions) {
      const verdict = weightLossVerdict(points);
      const worded: RuleVerdict = verdict?.active ? { active: true, params: { division: points[0]!.identification, ...verdict.params } } : verdict;
      findings.push(of('Desempenho', 'weight_loss', worded, `division:${divisionId}`));
    }
  }
  return findings;
}

async function consumptionFindings(db: Db, batches: WatchedBatch[], t: AlertThresholds, now: Date): Promise<Finding[]> {
  const batchOfShed = new Map(batches.map((b) => [b.shedId, b]));
  const rules = await findActiveConsumptionRules(db, [...batchOfShed.keys()]);
  if (rules.length === 0) return [];
  const hours = await findHourlyConsumption(db, [...new Set(rules.map((r) => r.shedId))], new Date(now.getTime() - 2 * DAY_MS), now);
  const clock = wallClock(now.getTime(), t.time_zone);
  return rules.map((r) => {
    const slot = lastClosedSlot(r.rule, clock.hour);
    const from = clock.dayStart + slot.dayOffset * DAY_MS + slot.start * HOUR_MS;
    const to = clock.dayStart + slot.dayOffset * DAY_MS + slot.end * HOUR_MS;
    const inSlot = hours.filter((h) => h.shedId === r.shedId && h.hour >= from && h.hour < to);
    const eaten = inSlot.length === 0 ? null : inSlot.reduce((sum, h) => sum + h.eaten, 0);
    const batch = batchOfShed.get(r.shedId)!;
    return { batch, type: 'Nutrição', subtype: 'consumption_low', subject: `rule:${r.id}`, severity: ALERT_SEVERITY.consumption_low, verdict: consumptionVerdict(r.rule, slot, eaten, r.name) };
  });
}
