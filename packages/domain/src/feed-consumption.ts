import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units';

/** A load-cell reading of a silo: net feed weight, kg. A blackout reading repeats a stale weight. */
export interface LoadCellReading {
  time: number;
  weight: number;
  blackout?: boolean;
}

/**
 * Feed that went into a silo, as the load cells saw it: `time` is the first reading that shows it,
 * `from` the reading before it and `to` the last reading of its run of rises.
 */
export interface DetectedDelivery {
  time: number;
  kg: number;
  from: number;
  to: number;
}

/** Feed taken from the silos in one period, kg; `coverage` is the share of the period the readings span (0-1). */
export interface PeriodConsumption {
  start: number;
  end: number;
  amount: number | null;
  coverage: number;
}

export interface ConsumptionOptions {
  /** A rise larger than this between two readings is a delivery, kg (default: 1.5 % of the silo, at least 100 kg). */
  deliveryThreshold?: number;
  /** Capacity of the silo, kg, for the default threshold. */
  capacityKg?: number;
  /**
   * The newest reading is the silo's latest, with none after it yet: it is not judged a spike by the
   * readings before it alone, since it may be the first to show a delivery or the first after one.
   * Otherwise (a closed stretch of readings) the first and last readings are judged by their one
   * side. Either way, a rise at the end that no reading after it confirms may be a spike, and is
   * not a delivery (yet).
   */
  openEnd?: boolean;

  /** The load cells' noise (standard deviation, kg) when known; otherwise measured from the readings. */
  noiseKg?: number;
}

interface Step {
  from: number;
  to: number;
  eaten: number;
}

/** Readings either side of a moment that a local fit takes at least, and the time it spans at least. */
const FIT_READINGS = 2;
const FIT_SPAN_MS = 90 * MINUTE_MS;
/** The levels either side of a delivery are fitted over this time and this many readings at least: its mass carries the noise of both. */
const SIDE_SPAN_MS = 3 * HOUR_MS;
const SIDE_READINGS = 4;
const SIDE_MAX_SPAN_MS = 9 * HOUR_MS;
/** Rises this close together are one truck, pausing between compartments. */
const TRUCK_PAUSE_MS = 45 * MINUTE_MS;
/** Readings each side that judge whether one is a spike, at most, and within this time of it unless fewer than two are. */
const SPIKE_NEIGHBOURS = 5;
const SPIKE_SPAN_MS = 3 * HOUR_MS;

/**
 * Turns one silo's load-cell readings into feed drawn between consecutive readings and the
 * deliveries it received, whatever the cadence of its readings (docs/nutrition.md, "Consumption from
 * the load cells"):
 * 1. blackout readings are left out (their weight is stale), so a blackout becomes one long step;
 * 2. the load cells' daily drift is taken off where a still silo shows it;
 * 3. spikes, a few readings far off the weight before and after them (a knock, a gust), are left out;
 * 4. a delivery is a run of clear rises (a truck unloading across readings, perhaps pausing between
 *    compartments) that together pass the delivery threshold; its mass is the level after it less
 *    the level before it, both fitted on their own side and taken at the same moment, so the feed
 *    eaten while the truck unloaded is counted and the noise of single readings is not;
 * 5. between deliveries, each weight is a local straight-line fit over at least FIT_SPAN_MS and
 *    FIT_READINGS readings each side: the noise of the readings at a day's two ends is averaged
 *    away at any cadence, and a steady fall keeps its slope.
 * A delivery's `time` is the first reading that shows it.
 */
export function drawnFeed(readings: readonly LoadCellReading[], options: ConsumptionOptions = {}): { steps: Step[]; deliveries: DetectedDelivery[] } {
  const threshold = options.deliveryThreshold ?? Math.max(100, 0.015 * (options.capacityKg ?? 0));
  const sorted = withoutDailyDrift(readings.filter((r) => !r.blackout).sort((a, b) => a.time - b.time));
  // A few readings around a delivery would make its rise look like noise: the noise is at most a
  // quarter of the delivery threshold.
  const noise = options.noiseKg ?? Math.min(readingNoise(sorted), threshold / 4);
  // A run of rises is a delivery when the levels fitted either side of it say so: noise can add up
  // to a run of rises, never to a step in the level.
  const deliveriesIn = (list: readonly LoadCellReading[]) => {
    let runs = deliveryRuns(list, threshold, Math.max(threshold / 8, 6 * noise), 3 * noise);
    for (let pass = 0; pass < 3; pass++) {
      const kept = runs.filter((run, k) => deliveredBy(list, run, segmentsOf(runs, list.length), k, noise) > threshold);
      if (kept.length === runs.length) break;
      runs = kept;
    }
    return runs;
  };
  const spike = Math.max(threshold / 2, 6 * noise);
  let clean = withoutSpikes(sorted, spike, !options.openEnd, [{ first: 0, last: sorted.length - 1 }]);
  if (clean.length < 2) return { steps: [], deliveries: [] };
  let runs = deliveriesIn(clean);
  // A second look within the stretches between the deliveries: a spike soon after a delivery was
  // judged the first time by neighbours from before it.
  const cleaner = withoutSpikes(clean, spike, !options.openEnd, segmentsOf(runs, clean.length));
  if (cleaner.length < clean.length) {
    clean = cleaner;
    runs = deliveriesIn(clean);
  }

  const segments = segmentsOf(runs, clean.length);
  const smooth = segments.map((segment) => smoothed(clean, segment.first, segment.last, 3 * noise));
  const drawn: Step[] = [];
  const deliveries: DetectedDelivery[] = [];
  segments.forEach((segment, k) => {
    const levels = smooth[k]!;
    for (let i = segment.first + 1; i <= segment.last; i++) {
      drawn.push({ from: clean[i - 1]!.time, to: clean[i]!.time, eaten: levels[i - segment.first - 1]! - levels[i - segment.first]! });
    }
    const run = runs[k];
    if (!run) return;
    const kg = deliveredBy(clean, run, segments, k, noise);
    const from = clean[run.from]!.time;
    const to = clean[run.to]!.time;
    drawn.push({ from, to, eaten: Math.max(0, levels.at(-1)! - smooth[k + 1]![0]! + kg) });
    deliveries.push({ time: clean[run.from + 1]!.time, kg, from, to });
  });
  return { steps: drawn, deliveries };
}

/** The stretches of readings between deliveries: each from the reading after one to the reading before the next. */
function segmentsOf(runs: readonly { from: number; to: number }[], count: number): { first: number; last: number }[] {
  const segments: { first: number; last: number }[] = [];
  let first = 0;
  for (const run of runs) {
    segments.push({ first, last: run.from });
    first = run.to;
  }
  segments.push({ first, last: count - 1 });
  return segments;
}

/**
 * Feed the `k`th run delivered: the level fitted after it less the level fitted before it, both at
 * the run's middle moment. A side of fewer than three readings takes the slope of a side with more,
 * or of one with two.
 */
function deliveredBy(readings: readonly LoadCellReading[], run: { from: number; to: number }, segments: readonly { first: number; last: number }[], k: number, noise: number): number {
  const before = sideFit(readings, segments[k]!.first, segments[k]!.last, 'end', noise);
  const after = sideFit(readings, segments[k + 1]!.first, segments[k + 1]!.last, 'start', noise);
  const moment = (readings[run.from]!.time + readings[run.to]!.time) / 2;
  const sloped = [before, after].filter((line) => line.readings >= 3);
  const slope = (sloped[0] ?? [before, after].find((line) => line.readings >= 2))?.slope ?? 0;
  const level = (line: Line) => (line.readings >= 3 || (line.readings === 2 && sloped.length === 0) ? line.at(moment) : line.mean + slope * (moment - line.meanTime));
  return level(after) - level(before);
}

/** The ends of a still stretch left out of the drift's fit: the silo may already be eaten from, or not yet settled. */
const STILL_TRIM_MS = 3 * HOUR_MS;

/**
 * Takes off the load cells' daily drift: the steel warms by day and cools by night, and the load it
 * carries reads a little more or less with it. A silo that stands full and untouched for a day or
 * more (its readings within 2 % of the first of them, but for a knock or two) shows the drift plainly; fitted there, less
 * the first and last STILL_TRIM_MS of each stretch, as a share of the load about each stretch's own
 * level (a cosine and a sine of the time of day), it is taken off every reading. Without such a day
 * the readings are left as they are.
 */
function withoutDailyDrift(readings: readonly LoadCellReading[]): LoadCellReading[] {
  const phase = (time: number) => (2 * Math.PI * (time % DAY_MS)) / DAY_MS;
  // Each point is centred on its stretch's means (share, cosine, sine): every stretch has its own level.
  const still: { share: number; c: number; s: number }[] = [];
  for (let first = 0; first < readings.length; ) {
    const level = readings[first]!.weight;
    const near = (r: LoadCellReading) => Math.abs(r.weight - level) <= 0.02 * level;
    // A knock or two off the level does not end the stretch: they are left out of it.
    let last = first;
    for (let next = first + 1; next < readings.length && next - last <= 3; next++) if (near(readings[next]!)) last = next;
    const stretch = readings.slice(first, last + 1).filter(near);
    const inner = stretch.filter((r) => r.time - readings[first]!.time >= STILL_TRIM_MS && readings[last]!.time - r.time >= STILL_TRIM_MS);
    if (level > 0 && readings[last]!.time - readings[first]!.time >= DAY_MS && inner.length >= 12) {
      const middle = median(inner.map((r) => r.weight));
      const points = inner.map((r) => ({ share: r.weight / middle - 1, c: Math.cos(phase(r.time)), s: Math.sin(phase(r.time)) }));
      const mean = (key: 'share' | 'c' | 's') => points.reduce((sum, p) => sum + p[key], 0) / points.length;
      const centre = { share: mean('share'), c: mean('c'), s: mean('s') };
      for (const p of points) still.push({ share: p.share - centre.share, c: p.c - centre.c, s: p.s - centre.s });
    }
    first = last + 1;
  }
  if (still.length === 0) return [...readings];
  // Least squares of share = a cos + b sin.
  let cc = 0;
  let ss = 0;
  let cs = 0;
  let yc = 0;
  let ys = 0;
  for (const { share, c, s } of still) {
    cc += c * c;
    ss += s * s;
    cs += c * s;
    yc += share * c;
    ys += share * s;
  }
  const det = cc * ss - cs * cs;
  if (!(det > 0)) return [...readings];
  const a = (yc * ss - ys * cs) / det;
  const b = (ys * cc - yc * cs) / det;
  return readings.map((r) => ({ ...r, weight: r.weight / (1 + a * Math.cos(phase(r.time)) + b * Math.sin(phase(r.time))) }));
}

/**
 * The load cells' noise, kg: a robust standard deviation of the second differences (w[i+1] - 2 w[i]
 * + w[i-1], six times the variance of one reading's noise), which a steady fall leaves untouched at
 * any cadence.
 */
function readingNoise(readings: readonly LoadCellReading[]): number {
  const bends: number[] = [];
  for (let i = 1; i + 1 < readings.length; i++) bends.push(Math.abs(readings[i + 1]!.weight - 2 * readings[i]!.weight + readings[i - 1]!.weight));
  return bends.length < 3 ? 0 : (1.4826 * median(bends)) / Math.sqrt(6);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/**
 * Leaves out spikes: a reading more than `size` off, the same way, both the readings before it and
 * the readings after it. Each side speaks by the median of up to SPIKE_NEIGHBOURS readings, each
 * carried to the reading's time at that side's own rate, so a side eating faster since the lights
 * came on still agrees with a plain reading, and the readings before a delivery agree with the last
 * one before it. A side whose own readings bend away from its line (the rate changing within it)
 * asks for more before it calls a reading off. Of five readings, two more spikes close by are
 * outvoted. Sides stay within one of `stretches` (between deliveries); a reading on no stretch (a
 * truck unloading) is kept. The first and last readings have one side: `judgeEnds` judges them by it
 * (closed readings); otherwise they are kept (the newest reading of a live silo may be a delivery's
 * first).
 */
function withoutSpikes(
  readings: readonly LoadCellReading[],
  size: number,
  judgeEnds: boolean,
  stretches: readonly { first: number; last: number }[],
): LoadCellReading[] {
  const last = readings.length - 1;
  // No side falls faster than twice the silo's fast falls (the 90th centile of its plain steps):
  // a line through two spikes is no rate at all.
  const falls: number[] = [];
  for (let i = 1; i <= last; i++) {
    const span = readings[i]!.time - readings[i - 1]!.time;
    const step = readings[i]!.weight - readings[i - 1]!.weight;
    if (span > 0 && step < 0) falls.push(-step / span);
  }
  falls.sort((a, b) => a - b);
  const fastest = 2 * (falls[Math.floor(0.9 * (falls.length - 1))] ?? 0);
  const side = (at: number, first: number, end: number): { level: number; scatter: number } => {
    // The side's own rate, which half its readings can be spikes without moving: of the slopes
    // between two of them (or none, a silo that only loses feed never gaining), the one that
    // carries the side's readings closest together (least median of the distances).
    const carriedAt = (rate: number) => {
      const carried: number[] = [];
      for (let j = first; j <= end; j++) carried.push(readings[j]!.weight + rate * (at - readings[j]!.time));
      const level = median(carried);
      return { level, scatter: 1.4826 * median(carried.map((c) => Math.abs(c - level))) };
    };
    let best = carriedAt(0);
    for (let j = first; j <= end; j++) {
      for (let k = j + 1; k <= end; k++) {
        const span = readings[k]!.time - readings[j]!.time;
        const rate = span > 0 ? (readings[k]!.weight - readings[j]!.weight) / span : 0;
        if (rate >= 0 || rate < -fastest) continue;
        const tried = carriedAt(rate);
        if (tried.scatter < best.scatter) best = tried;
      }
    }
    return best;
  };
  return readings.filter((reading, i) => {
    // Most readings sit close to the median of their neighbourhood (a steady fall has its middle
    // there): only one off it by half a spike is worth judging.
    const around = readings.slice(Math.max(0, i - SPIKE_NEIGHBOURS), i + SPIKE_NEIGHBOURS + 1).map((r) => r.weight);
    if (Math.abs(reading.weight - median(around)) <= size / 2) return true;
    const stretch = stretches.find((s) => s.first <= i && i <= s.last);
    if (!stretch) return true;
    let from = Math.max(stretch.first, i - SPIKE_NEIGHBOURS);
    while (from < i - 2 && reading.time - readings[from]!.time > SPIKE_SPAN_MS) from++;
    let to = Math.min(stretch.last, i + SPIKE_NEIGHBOURS);
    while (to > i + 2 && readings[to]!.time - reading.time > SPIKE_SPAN_MS) to--;
    const before = i > stretch.first ? side(reading.time, from, i - 1) : null;
    const after = i < stretch.last ? side(reading.time, i + 1, to) : null;
    const isOff = (level: { level: number; scatter: number }, margin = 1) => Math.abs(reading.weight - level.level) > margin * Math.max(size, 3 * level.scatter);
    if (!before || !after) {
      // The first or last reading of a closed stretch of readings, or the reading next to a
      // delivery, has one side to judge it by. Next to a delivery, that side is carried to it
      // across the delivery's time and must be off by twice as much.
      const only = before ?? after;
      if (!only) return true;
      if (i === 0 || i === last) return !(judgeEnds && last >= SPIKE_NEIGHBOURS && isOff(only));
      return !((before ? i - from : to - i) >= 2 && isOff(only, 2));
    }
    const offBefore = reading.weight - before.level;
    const offAfter = reading.weight - after.level;
    // The two sides agree with each other, not with it: a reading next to a delivery agrees with its own side.
    return !(
      Math.sign(offBefore) === Math.sign(offAfter) &&
      isOff(before) &&
      isOff(after) &&
      Math.abs(before.level - after.level) < Math.min(Math.abs(offBefore), Math.abs(offAfter))
    );
  });
}

/**
 * Runs of clear rises, each one delivery: readings `from` (the last before it) to `to` (the first
 * after it). A rise is clear above `rise`; clear rises less than TRUCK_PAUSE_MS apart are one truck;
 * the small rises at either end (a truck starting just before a reading, or ending just after one)
 * above `trace` belong to it. The run is a delivery when it rises more than `threshold` in all and
 * the reading after it still stands more than half of that above the one before: a rise at the
 * newest reading waits for the next.
 */
function deliveryRuns(readings: readonly LoadCellReading[], threshold: number, rise: number, trace: number): { from: number; to: number }[] {
  const change = (i: number) => readings[i]!.weight - readings[i - 1]!.weight;
  // A clear rise that falls straight back (half of it or more) is a spike the neighbours could not
  // judge, not a truck; so is one that only climbs back out of a knock down.
  const clear = (i: number) =>
    change(i) > rise &&
    !(i + 1 < readings.length && change(i + 1) < -Math.max(rise, change(i) / 2)) &&
    !(i >= 2 && change(i - 1) < -rise && readings[i]!.weight - readings[i - 2]!.weight < rise);
  const runs: { from: number; to: number }[] = [];
  for (let i = 1; i < readings.length; i++) {
    if (!clear(i)) continue;
    let last = i;
    for (let j = i + 1; j < readings.length && readings[j]!.time - readings[last]!.time <= TRUCK_PAUSE_MS; j++) {
      if (clear(j)) last = j;
    }
    let first = i;
    while (first - 1 > (runs.at(-1)?.to ?? 0) && change(first - 1) > trace) first--;
    while (last + 1 < readings.length && change(last + 1) > trace) last++;
    const from = first - 1;
    const gained = readings[last]!.weight - readings[from]!.weight;
    const next = readings[last + 1];
    // A spike down makes a rise back out of it: the run must also stand above the reading before the spike.
    const prior = readings[from - 1];
    const fromSpike = prior !== undefined && readings[last]!.weight - prior.weight <= threshold;
    if (gained > threshold && !fromSpike && next !== undefined && next.weight - readings[from]!.weight > threshold / 2) runs.push({ from, to: last });
    i = last;
  }
  return runs;
}

interface Line {
  slope: number;
  mean: number;
  meanTime: number;
  readings: number;
  /** Sum of squared time offsets from meanTime, ms². */
  sxx: number;
  at(time: number): number;
}

/** Least-squares line through readings first..last. */
function lineThrough(readings: readonly LoadCellReading[], first: number, last: number): Line {
  const n = last - first + 1;
  let meanTime = 0;
  let mean = 0;
  for (let i = first; i <= last; i++) {
    meanTime += readings[i]!.time / n;
    mean += readings[i]!.weight / n;
  }
  let sxy = 0;
  let sxx = 0;
  for (let i = first; i <= last; i++) {
    const dt = readings[i]!.time - meanTime;
    sxy += dt * (readings[i]!.weight - mean);
    sxx += dt * dt;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { slope, mean, meanTime, readings: n, sxx, at: (time) => mean + slope * (time - meanTime) };
}

/**
 * The line of a segment's readings next to a delivery: at least SIDE_READINGS and SIDE_SPAN_MS at its
 * `end` or `start`, and on to SIDE_MAX_SPAN_MS while each further reading falls where the line says
 * (within 1.5 times the noise of the reading and of the line's own extrapolation): a side reaches back
 * as far as the feeding kept one pace, not across lights on or off.
 */
function sideFit(readings: readonly LoadCellReading[], first: number, last: number, side: 'start' | 'end', noise: number): Line {
  const step = side === 'end' ? -1 : 1;
  const near = side === 'end' ? last : first;
  const far = side === 'end' ? first : last;
  const span = (i: number) => Math.abs(readings[i]!.time - readings[near]!.time);
  let end = near;
  while (end !== far && (Math.abs(end - near) + 1 < SIDE_READINGS || span(end + step) <= SIDE_SPAN_MS)) end += step;
  const fit = (to: number) => (side === 'end' ? lineThrough(readings, to, last) : lineThrough(readings, first, to));
  let line = fit(end);
  while (end !== far && span(end + step) <= SIDE_MAX_SPAN_MS && line.readings >= 3) {
    const next = readings[end + step]!;
    const sxx = line.sxx;
    const spread = noise * Math.sqrt(1 + 1 / line.readings + (sxx > 0 ? (next.time - line.meanTime) ** 2 / sxx : 0));
    if (Math.abs(next.weight - line.at(next.time)) > 1.5 * spread) break;
    end += step;
    line = fit(end);
  }
  return line;
}

/**
 * Each weight of readings first..last (a stretch with no delivery) as the local straight line through
 * the readings around it: FIT_SPAN_MS and FIT_READINGS each side at least, never outside the stretch.
 * A silo that ran empty reads its noise around zero: readings within `empty` of it are the empty silo
 * (0 kg), and the lines through the readings before it stop there rather than bend at the corner.
 */
function smoothed(readings: readonly LoadCellReading[], first: number, last: number, empty: number): number[] {
  const levels: number[] = [];
  for (let start = first; start <= last; ) {
    const isEmpty = readings[start]!.weight <= empty;
    let end = start;
    while (end < last && readings[end + 1]!.weight <= empty === isEmpty) end++;
    if (isEmpty) for (let i = start; i <= end; i++) levels.push(0);
    else levels.push(...lineLevels(readings, start, end));
    start = end + 1;
  }
  return levels;
}

function lineLevels(readings: readonly LoadCellReading[], first: number, last: number): number[] {
  // Running sums (times in hours from the first reading, for precision) make each window's line O(1).
  const origin = readings[first]!.time;
  const count = last - first + 1;
  const sums = { t: new Float64Array(count + 1), w: new Float64Array(count + 1), tt: new Float64Array(count + 1), tw: new Float64Array(count + 1) };
  for (let k = 0; k < count; k++) {
    const t = (readings[first + k]!.time - origin) / HOUR_MS;
    const w = readings[first + k]!.weight;
    sums.t[k + 1] = sums.t[k]! + t;
    sums.w[k + 1] = sums.w[k]! + w;
    sums.tt[k + 1] = sums.tt[k]! + t * t;
    sums.tw[k + 1] = sums.tw[k]! + t * w;
  }
  const levels: number[] = [];
  let lo = first;
  let hi = first;
  for (let i = first; i <= last; i++) {
    const time = readings[i]!.time;
    while (lo < i && i - lo > FIT_READINGS && time - readings[lo]!.time > FIT_SPAN_MS) lo++;
    while (hi < last && (hi - i < FIT_READINGS || readings[hi + 1]!.time - time <= FIT_SPAN_MS)) hi++;
    const [a, b] = [lo - first, hi - first + 1];
    const n = b - a;
    const st = sums.t[b]! - sums.t[a]!;
    const sw = sums.w[b]! - sums.w[a]!;
    const sxx = sums.tt[b]! - sums.tt[a]! - (st * st) / n;
    const sxy = sums.tw[b]! - sums.tw[a]! - (st * sw) / n;
    const slope = sxx > 1e-12 ? sxy / sxx : 0;
    levels.push(sw / n + slope * ((time - origin) / HOUR_MS - st / n));
  }
  return levels;
}

/**
 * Feed drawn from one or more silos in each period [boundaries[i], boundaries[i + 1]): every step's
 * feed is shared among the periods it overlaps in proportion to time. A period no step covers has
 * no amount (null), not zero.
 */
export function consumptionByPeriod(silos: readonly (readonly Step[])[], boundaries: readonly number[]): PeriodConsumption[] {
  const periods: PeriodConsumption[] = [];
  for (let i = 0; i + 1 < boundaries.length; i++) periods.push({ start: boundaries[i]!, end: boundaries[i + 1]!, amount: null, coverage: 0 });
  silos.forEach((steps) => {
    const covered = new Array<number>(periods.length).fill(0);
    let p = 0;
    for (const step of steps) {
      while (p < periods.length && periods[p]!.end <= step.from) p++;
      for (let q = p; q < periods.length && periods[q]!.start < step.to; q++) {
        const period = periods[q]!;
        const overlap = Math.min(step.to, period.end) - Math.max(step.from, period.start);
        if (overlap <= 0) continue;
        period.amount = (period.amount ?? 0) + (step.eaten * overlap) / (step.to - step.from);
        covered[q]! += overlap;
      }
    }
    // Coverage of the shed: the mean over its silos.
    periods.forEach((period, q) => (period.coverage += covered[q]! / (period.end - period.start) / silos.length));
  });
  return periods;
}

/** Below this share of a day measured by the load cells, the day is not measured at all: too little to scale from. */
export const MIN_MEASURED_SHARE = 0.25;

/**
 * A day the load cells measured only in part: the feed they saw over the share of the day they
 * covered (`coverage`, 0–1), and the rest of the day estimated at the same rate. 600 kg seen over
 * 60 % of the day make a day of 1,000 kg, 400 kg of it estimated. Null below MIN_MEASURED_SHARE.
 */
export function completeDay(measuredKg: number, coverage: number): { amount: number; estimated: number } | null {
  if (!(coverage >= MIN_MEASURED_SHARE)) return null;
  const share = Math.min(coverage, 1);
  const amount = measuredKg / share;
  return { amount, estimated: amount - measuredKg };
}

/** A day of age the load cells measured: the feed eaten, kg, and the part of it estimated for what they missed. */
export interface MeasuredDay {
  amount: number;
  estimated: number;
}

/**
 * Feed a shed's animals ate on each day of `ages`, kg, from its silos' load cells: `drawnFeed` for
 * each silo, shared among the days (each from `dayStart(age)` to `dayStart(age + 1)`). Each silo's
 * day is completed for the hours its readings miss (`completeDay`). A silo whose readings cover less
 * than MIN_MEASURED_SHARE of a day is silent that day: with `expected` (what the shed is expected to
 * eat that day, kg), the day is what the other silos measured, raised to the expected feed when it
 * falls short, the difference estimated (the birds may have eaten from the silent silo); without it,
 * or with no silo measured, the day is not answered. Never below zero.
 */
export function consumptionByAge(
  silos: readonly { capacityKg: number; readings: readonly LoadCellReading[] }[],
  ages: readonly number[],
  dayStart: (age: number) => number,
  expected?: (age: number) => number | null,
): Map<number, MeasuredDay> {
  if (ages.length === 0 || silos.length === 0) return new Map();
  const boundaries = [...ages.map(dayStart), dayStart(ages.at(-1)! + 1)];
  const perSilo = silos.map((silo) => consumptionByPeriod([drawnFeed(silo.readings, { capacityKg: silo.capacityKg }).steps], boundaries));
  const measured = new Map<number, MeasuredDay>();
  ages.forEach((age, i) => {
    const day: MeasuredDay = { amount: 0, estimated: 0 };
    let silent = 0;
    for (const periods of perSilo) {
      const period = periods[i]!;
      const completed = period.amount === null ? null : completeDay(Math.max(0, period.amount), period.coverage);
      if (!completed) {
        silent++;
        continue;
      }
      day.amount += completed.amount;
      day.estimated += completed.estimated;
    }
    if (silent > 0) {
      const expectedKg = expected?.(age) ?? null;
      if (expectedKg === null || silent === silos.length) return;
      const missing = Math.max(0, expectedKg - day.amount);
      day.amount += missing;
      day.estimated += missing;
    }
    measured.set(age, day);
  });
  return measured;
}

/** Ratio of what the animals ate to the reference over the last `days` days with data; 1 without data. */
export function recentIntakeRatio(days: readonly { amount: number | null; ideal: number | null }[], count = 3, bounds: readonly [number, number] = [0.5, 1.5]): number {
  let eaten = 0;
  let ideal = 0;
  let used = 0;
  for (let i = days.length - 1; i >= 0 && used < count; i--) {
    const day = days[i]!;
    if (day.amount === null || !day.ideal) continue;
    eaten += day.amount;
    ideal += day.ideal;
    used++;
  }
  if (used === 0 || ideal <= 0) return 1;
  return Math.min(bounds[1], Math.max(bounds[0], eaten / ideal));
}
