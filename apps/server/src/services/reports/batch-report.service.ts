import { DECIMALS, FEED_CONTROLS_PAGE, isBroiler, maskFor, PRODUCTION_TYPE_MODULE, type AlertLanguage, type BatchPerformance, type BatchSanity, type ClimatePoint, type FeedControl, type PerformancePoint } from '@plantel/contracts';
import { broilerTableFor, growthTarget, productionEfficiency, referenceFor, type BatchEntry } from '@plantel/domain';
import { climatePointsOf, idealBandSteps } from '@plantel/charts';
import type { Db } from '../../db/database';
import { findBatch } from '../../repositories/batches.repository';
import { findCompanyById } from '../../repositories/companies.repository';
import type { BatchReportData, Indicator, LevelHours } from './batch-report-data';
import { batchReportDocument } from './batch-report-document';
import { renderPdf } from './pdf-printer';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import { batchAlerts } from '../alerts/alerts.service';
import type { Principal } from '../access/auth.service';
import { getConsumptionHistory } from '../nutrition/batch-nutrition.service';
import { getBatchPerformance, lodgeWeightedMean, performanceScopeOf } from '../performance/batch-performance.service';
import { getBatchSanity } from '../sanity/batch-sanity.service';
import { getBatch } from '../register/batches.service';
import { NotFoundError } from '../common/errors';
import { getFeedControls } from '../nutrition/feed-controls.service';
import { getShed } from '../overview/shed-detail.service';
import { getSlaughterForecast } from '../performance/slaughter-forecast.service';
import { localDay } from '../../shared/wall-time';

/** Broiler targets of Plantel where the genetic tables give none (docs/reports.md). */
export const BROILER_TARGETS = { uniformity: 80, viability: 96 } as const;

/** A section the principal's roles do not grant answers 404: the report leaves it out. */
async function readable<T>(section: Promise<T>): Promise<T | null> {
  try {
    return await section;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

async function allFeedControls(db: Db, principal: Principal, batch: number): Promise<FeedControl[]> {
  const rows: FeedControl[] = [];
  for (;;) {
    const page = await getFeedControls(db, principal, { batch, ordering: 'date', limit: FEED_CONTROLS_PAGE.maxLimit, offset: rows.length });
    rows.push(...page.results);
    if (page.results.length === 0 || rows.length >= page.count) return rows;
  }
}

/**
 * The key figures beside their references. The references are for the moment the batch's figures are
 * for (its latest weighing or its slaughter) and, for pigs, from the batch's own entry age and weight.
 */
function indicatorsOf(perf: BatchPerformance, sex: number, entry: BatchEntry): NonNullable<BatchReportData['indicators']> {
  const exactAge = perf.figures_age ?? perf.age;
  const age = Math.floor(exactAge);
  const target = growthTarget(perf.production_type, perf.lineage, sex, exactAge, entry);
  const broiler = isBroiler(perf.production_type) && broilerTableFor(perf.lineage) !== undefined;
  const fcr = broiler ? referenceFor(perf.lineage, sex, exactAge).fcr : null;
  const viability = broiler ? BROILER_TARGETS.viability : null;
  const rows: Indicator[] = [
    { key: 'weight', value: perf.weight, reference: perf.ideal_weight ?? target?.weight ?? null, decimals: DECIMALS.weight },
    { key: 'gain', value: lodgeWeightedMean(perf.divisions, (d) => d.performance_data.at(-1)?.gain ?? null), reference: target?.dailyGain ?? null, decimals: DECIMALS.dailyGain },
    { key: 'uniformity', value: perf.uniformity, reference: broiler ? BROILER_TARGETS.uniformity : null, decimals: DECIMALS.uniformity },
    { key: 'fcr', value: perf.conversion_factor, reference: fcr, decimals: DECIMALS.fcr },
    { key: 'correctedFcr', value: perf.corrected_conversion_factor, reference: null, decimals: DECIMALS.fcr },
    ...(broiler ? [{ key: 'adjustedFcr' as const, value: perf.adjusted_conversion_factor, reference: null, decimals: DECIMALS.fcr }] : []),
    { key: 'viability', value: perf.viability, reference: viability, decimals: DECIMALS.flockPercent },
    { key: 'mortality', value: perf.mortality_percent, reference: viability === null ? null : 100 - viability, decimals: DECIMALS.flockPercent },
    { key: 'epef', value: perf.production_efficiency, reference: broiler && target ? productionEfficiency(viability, target.weight, age, fcr) : null, decimals: DECIMALS.productionEfficiency },
  ];
  return { referenceName: perf.lineage, age, adjustedFcr: perf.adjusted_fcr, rows };
}

/** The batch's weekly points, each division's weight weighted by its animals. */
function pooledWeekly(perf: BatchPerformance): PerformancePoint[] {
  const ages = [...new Set(perf.divisions.flatMap((d) => d.weekly.map((p) => p.age)))].sort((a, b) => a - b);
  return ages.map((age) => {
    const at = (d: BatchPerformance['divisions'][number]) => d.weekly.find((p) => p.age === age);
    const first = perf.divisions.map(at).find((p) => p !== undefined)!;
    return {
      ...first,
      weight: lodgeWeightedMean(perf.divisions, (d) => at(d)?.weight ?? null) ?? first.weight,
      gain: lodgeWeightedMean(perf.divisions, (d) => at(d)?.gain ?? null),
    };
  });
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);
const meanHours = (hours: readonly LevelHours[]): LevelHours => [0, 1, 2, 3].map((level) => mean(hours.map((h) => h[level]!)) ?? 0) as unknown as LevelHours;

/** Climate and comfort of the batch: the divisions' hourly temperatures and comfort hours averaged. */
function pooledAmbience(sanity: BatchSanity): NonNullable<BatchReportData['ambience']> {
  const byTime = new Map<string, number[]>();
  for (const d of sanity.divisions)
    for (const p of d.hourly) if (p.temperature !== null) byTime.set(p.time, [...(byTime.get(p.time) ?? []), p.temperature]);
  const hourly: ClimatePoint[] = [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, values]) => ({ time, temperature: Math.round(mean(values)! * 10) / 10, humidity: null, co2: null }));
  const byAgeHours = new Map<number, LevelHours[]>();
  for (const d of sanity.divisions) for (const a of d.comfort.by_age) byAgeHours.set(a.age, [...(byAgeHours.get(a.age) ?? []), a.hours]);
  const days = { ageAtLodging: sanity.age_at_lodging, lodgingDay: sanity.lodging_day, timeZone: sanity.time_zone };
  return {
    hourly,
    ideal: idealBandSteps(climatePointsOf(hourly, 'temperature').map((p) => p.time), sanity.ambience_profile, days, 'temperature'),
    byAge: [...byAgeHours.entries()].sort(([a], [b]) => a - b).map(([age, hours]) => ({ age, hours: meanHours(hours) })),
    totals: meanHours(sanity.divisions.map((d) => d.comfort.totals)),
    fromSummaries: sanity.raw_readings_expired,
  };
}

/** What the report of one batch shows to this principal; 404 when the batch is outside their scope. */
export async function batchReportData(db: Db, principal: Principal, batchId: number, lang: AlertLanguage, now = new Date()): Promise<BatchReportData> {
  const batch = await getBatch(db, principal, batchId, now);
  const [shed, company, settings] = await Promise.all([getShed(db, principal, batch.shed), findCompanyById(db, principal.companyId), alertThresholdsOf(db, principal.companyId)]);
  const opening = localDay(new Date(batch.opening_date), settings.time_zone);
  const [performance, row, sanity, weeks, deliveries, alerts, forecast] = await Promise.all([
    readable(getBatchPerformance(db, principal, batchId)),
    findBatch(db, performanceScopeOf(principal), batchId),
    readable(getBatchSanity(db, principal, batchId, now)),
    readable(getConsumptionHistory(db, principal, batchId, { start: opening, grouping: 'weeks' }, now)),
    readable(allFeedControls(db, principal, batchId)),
    batchAlerts(db, principal, batchId, lang),
    isBroiler(batch.production_type.external_id) ? readable(getSlaughterForecast(db, principal, batchId, now)) : null,
  ]);
  // Names as the principal may read them: masked for a guest, through the one masking function.
  const named = maskFor(principal, { ...shed, company_name: company?.name ?? '' });
  return {
    lang,
    timeZone: settings.time_zone,
    generatedAt: now,
    header: {
      company: named.company_name,
      property: named.property_name,
      producer: named.producer,
      shed: named.name,
      batch: batch.identification,
      lineage: batch.lineage,
      sex: batch.sex.name,
      module: PRODUCTION_TYPE_MODULE[batch.production_type.external_id] ?? null,
      opening: batch.opening_date,
      closing: batch.closing_date,
      age: batch.age,
      lodged: batch.current_lodged,
    },
    indicators: performance && row ? indicatorsOf(performance, batch.sex.external_id, { age: row.batch.ageAtLodging, weight: row.batch.entryWeight }) : null,
    weekly: performance ? pooledWeekly(performance) : null,
    ambience: sanity ? pooledAmbience(sanity) : null,
    nutrition: weeks && deliveries ? { weeks: weeks.results, deliveries } : null,
    alerts: maskFor(principal, alerts),
    forecast: forecast?.results ?? null,
  };
}

/** `GET /v2/batches/{id}/report?format=pdf`: the batch report as a PDF, in the reader's language and scope. */
export async function renderBatchReport(db: Db, principal: Principal, batchId: number, lang: AlertLanguage, now = new Date()): Promise<Buffer> {
  return renderPdf(await batchReportDocument(await batchReportData(db, principal, batchId, lang, now)));
}
