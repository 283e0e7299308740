import type { AmbienceBand, Band } from './ambience-profile';
import { DAY_MS } from './time-units';

/**
 * One rule's verdict on one subject: the condition holds (with the figures its message needs), it
 * is gone, or the data cannot tell (no readings in the window, or a value between the raise and the
 * clear limits) — then an open alert stays as it is. Raising needs the whole window beyond the
 * limit and clearing needs the whole window back inside it, so a value wavering at the limit does
 * not open and close alerts over and over.
 */
export type RuleVerdict = { active: true; params: Record<string, number | string> } | { active: false } | null;

const CLEAR: RuleVerdict = { active: false };
const active = (params: Record<string, number | string>): RuleVerdict => ({ active: true, params });
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A series' minimum, maximum and mean over the rule window, from `count` readings. */
export interface WindowStats {
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
}

/** Above `band.max + margin` (high) or below `band.min − margin` (low) for the whole window. */
export function bandVerdict(stats: WindowStats, band: Band, margin: number, side: 'high' | 'low'): RuleVerdict {
  if (stats.count === 0 || stats.min === null || stats.max === null || stats.mean === null) return null;
  const params = { value: round(stats.mean), min: round(band.min), max: round(band.max) };
  if (side === 'high') {
    const limit = band.max + margin;
    if (stats.min > limit) return active(params);
    return stats.max <= limit ? CLEAR : null;
  }
  const limit = band.min - margin;
  if (stats.max < limit) return active(params);
  return stats.min >= limit ? CLEAR : null;
}

/** CO2 above the band's limit (ppm) for the whole window. */
export function co2Verdict(stats: WindowStats, band: AmbienceBand): RuleVerdict {
  const verdict = bandVerdict(stats, { min: 0, max: band.co2Max }, 0, 'high');
  return verdict?.active ? active({ value: Math.round(stats.mean!), max: band.co2Max }) : verdict;
}

/**
 * The air's comfort verdict (`judgeComfort`, as stored with each reading) at `level` or worse for
 * the whole window: `critical` raises when every reading of the window is critical or lethal,
 * `lethal` when every one is lethal; either clears when none is. `codes` are the window's stored
 * comfort codes; `causes` what put the latest reading out of comfort, `enthalpy` the window's mean.
 */
export function comfortVerdictOfWindow(codes: WindowStats, enthalpy: WindowStats, causes: readonly string[], level: 'critical' | 'lethal'): RuleVerdict {
  if (codes.count === 0 || codes.min === null || codes.max === null) return null;
  const from = level === 'critical' ? 2 : 3;
  if (codes.min >= from) return active({ value: round(enthalpy.mean ?? 0), causes: causes.join(',') });
  return codes.max < from ? CLEAR : null;
}

/**
 * A device silent for longer than the limit. Only judged while the company's telemetry is flowing
 * (some device reported within the limit): when everything is silent, one company-wide alert says
 * so instead of one per device. A device never seen is not installed yet: no alert.
 */
export function staleVerdict(lastSeenAt: number | null, now: number, limitMinutes: number, companyAlive: boolean): RuleVerdict {
  if (lastSeenAt === null) return CLEAR;
  if (!companyAlive) return null;
  const silentMs = now - lastSeenAt;
  return silentMs > limitMinutes * 60_000 ? active({ hours: round(silentMs / 3_600_000) }) : CLEAR;
}

/** Most silent sensors a shed's alert names one by one; the rest are counted. */
export const NAMED_SILENT_SENSORS = 4;

/**
 * A shed's silent sensors of one kind as one alert (a shed lodged after its sensors went quiet has
 * them all silent for one cause): how many, how long the longest has been silent (h), and which, the
 * first few by name and position, then how many more. Unjudged while none of them was judged.
 */
export function staleSensorsVerdict(sensors: readonly { identification: string; position: string; verdict: RuleVerdict }[]): RuleVerdict {
  if (sensors.every((s) => s.verdict === null)) return null;
  const silent = sensors
    .flatMap((s) => (s.verdict?.active ? [{ ...s, hours: Number(s.verdict.params.hours) }] : []))
    .sort((a, b) => a.identification.localeCompare(b.identification));
  if (silent.length === 0) return CLEAR;
  const named = silent.slice(0, NAMED_SILENT_SENSORS).map((s) => (s.position ? `${s.identification} (${s.position})` : s.identification));
  const more = silent.length - named.length;
  return active({ sensors: silent.length, silence: Math.max(...silent.map((s) => s.hours)), devices: `${named.join(', ')}${more > 0 ? ` +${more}` : ''}` });
}

/** A climate sensor repeating exactly the same temperature and humidity over the window (at least 3 readings). */
export function stuckVerdict(readings: number, temperatureSpread: number | null, humiditySpread: number | null, hours: number): RuleVerdict {
  if (readings < 3 || temperatureSpread === null || humiditySpread === null) return null;
  return temperatureSpread === 0 && humiditySpread === 0 ? active({ hours }) : CLEAR;
}

/** Deaths and culls of the last whole day, per thousand animals lodged, above the limit. */
export function mortalityVerdict(losses: number | null, lodged: number, limitPermille: number, day: number): RuleVerdict {
  if (losses === null || lodged <= 0) return null;
  const permille = (1000 * losses) / lodged;
  return permille > limitPermille ? active({ value: round(permille, 2), limit: limitPermille, day }) : CLEAR;
}

/** The batch's mean weight more than `percent` % below the reference for its age. */
export function weightBelowVerdict(weight: number | null, reference: number | null, percent: number): RuleVerdict {
  if (weight === null || reference === null || reference <= 0) return null;
  const below = 100 * (1 - weight / reference);
  return below > percent ? active({ weight: Math.round(weight), reference: Math.round(reference), percent: round(below) }) : CLEAR;
}

/** Weight lost: a division's latest mean weight more than 1 % under its heaviest of the days before. */
export const WEIGHT_LOSS_SHARE = 0.01;
export function weightLossVerdict(means: readonly { age: number; mean: number }[]): RuleVerdict {
  if (means.length < 2) return null;
  const sorted = [...means].sort((a, b) => a.age - b.age);
  const last = sorted.at(-1)!;
  const heaviest = sorted.slice(0, -1).reduce((best, p) => (p.mean > best.mean ? p : best));
  if (last.mean < heaviest.mean * (1 - WEIGHT_LOSS_SHARE)) {
    return active({ percent: round((100 * (heaviest.mean - last.mean)) / heaviest.mean), days: last.age - heaviest.age });
  }
  return CLEAR;
}

/** Feed left in the silos: `silo_empty` once the forecast end has passed, `silo_low` under `minDays` of feed. */
export function siloVerdicts(rationEndAt: number | null, availableKg: number | null, now: number, minDays: number): { low: RuleVerdict; empty: RuleVerdict } {
  if (rationEndAt === null) return { low: availableKg === null ? null : CLEAR, empty: availableKg === null ? null : CLEAR };
  if (rationEndAt <= now) return { low: CLEAR, empty: active({}) };
  const days = (rationEndAt - now) / DAY_MS;
  return { low: days < minDays ? active({ days: round(days), kg: Math.round(availableKg ?? 0) }) : CLEAR, empty: CLEAR };
}

/** No reading from any of the company's devices for longer than the limit. */
export function noTelemetryVerdict(lastAny: number | null, now: number, limitHours: number): RuleVerdict {
  if (lastAny === null) return null;
  const silentHours = (now - lastAny) / 3_600_000;
  return silentHours > limitHours ? active({ hours: Math.floor(silentHours) }) : CLEAR;
}

/** A minimum-consumption rule (spec §3): at least `minKg` eaten in each `interval`-hour slot from `startHour` to `endHour`. */
export interface ConsumptionRule {
  startHour: number;
  endHour: number;
  interval: number;
  minKg: number;
}

/**
 * The slot of a rule that ended last at or before a local hour of the day (hours since local
 * midnight, may be fractional), as [start, end) local hours of today (dayOffset 0) or yesterday (-1).
 */
export function lastClosedSlot(rule: ConsumptionRule, localHour: number): { start: number; end: number; dayOffset: 0 | -1 } {
  const slots = (rule.endHour - rule.startHour) / rule.interval;
  for (let i = slots - 1; i >= 0; i--) {
    const end = rule.startHour + (i + 1) * rule.interval;
    if (end <= localHour) return { start: end - rule.interval, end, dayOffset: 0 };
  }
  return { start: rule.endHour - rule.interval, end: rule.endHour, dayOffset: -1 };
}

/** Consumption in the rule's last closed slot below its minimum. */
export function consumptionVerdict(rule: ConsumptionRule, slot: { start: number; end: number }, eatenKg: number | null, name: string): RuleVerdict {
  if (eatenKg === null) return null;
  if (eatenKg >= rule.minKg) return CLEAR;
  const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return active({ rule: name, value: round(eatenKg), min: rule.minKg, start: hh(slot.start), end: hh(slot.end) });
}
