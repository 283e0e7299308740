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
}

const RATE_WINDOW_MS = 6 * 3_600_000;

interface Step {
  from: number;
  to: number;
  eaten: number;
}

/**
 * Turns one silo's readings into feed drawn between consecutive readings. Blackout readings are left
 * out (their weight is stale), so a blackout becomes one long step whose drop is spread evenly over
 * it. Falls between readings are consumption; so are small rises, which are load-cell noise and
 * cancel out over a run of steps (a sum of differences keeps only the noise of its two ends). A
 * delivery is a run of rises one after another that together pass the delivery threshold (a truck
 * unloading across several readings, the first and last of them perhaps only a little): the run is
 * one delivery, none of its rises is consumption, the feed eaten meanwhile is estimated from the
 * rate of the surrounding six hours, and the delivered mass is the run's rise plus that. Its `time`
 * is the first reading that shows it.
 */
export function drawnFeed(readings: readonly LoadCellReading[], options: ConsumptionOptions = {}): { steps: Step[]; deliveries: DetectedDelivery[] } {
  const threshold = options.deliveryThreshold ?? Math.max(100, 0.015 * (options.capacityKg ?? 0));
  const raw = despiked(
    readings.filter((r) => !r.blackout).sort((a, b) => a.time - b.time),
    threshold / 2,
  );
  const delivered = deliverySteps(raw, threshold);
  const good = smoothed(raw, delivered);
  const steps: (Step & { delivery?: number; firstSeen?: number })[] = [];
  for (let i = 1; i < good.length; i++) {
    const a = good[i - 1]!;
    if (delivered.has(i)) {
      // The whole run of rises, readings i - 1 to last, is one delivery.
      let last = i;
      while (delivered.has(last + 1)) last++;
      const b = good[last]!;
      const firstSeen = good.slice(i, last + 1).find((r) => r.time > a.time)?.time;
      if (firstSeen !== undefined) steps.push({ from: a.time, to: b.time, eaten: 0, delivery: b.weight - a.weight, firstSeen });
      i = last;
      continue;
    }
    const b = good[i]!;
    if (b.time <= a.time) continue;
    steps.push({ from: a.time, to: b.time, eaten: a.weight - b.weight });
  }
  const deliveries: DetectedDelivery[] = [];
  steps.forEach((step, i) => {
    if (step.delivery === undefined) return;
    let eaten = 0;
    let span = 0;
    const count = (other: Step & { delivery?: number }) => {
      if (other.delivery !== undefined) return;
      eaten += other.eaten;
      span += other.to - other.from;
    };
    for (let j = i - 1; j >= 0 && steps[j]!.to > step.from - RATE_WINDOW_MS; j--) count(steps[j]!);
    for (let j = i + 1; j < steps.length && steps[j]!.from < step.to + RATE_WINDOW_MS; j++) count(steps[j]!);
    step.eaten = span > 0 ? Math.max(0, (eaten / span) * (step.to - step.from)) : 0;
    deliveries.push({ time: step.firstSeen!, kg: step.delivery + step.eaten, from: step.from, to: step.to });
  });
  return { steps: steps.map(({ from, to, eaten }) => ({ from, to, eaten })), deliveries };
}

/**
 * Load cells now and then report one weight far off both neighbours (a knock, a gust on the silo, a
 * cable). Such a lone reading, more than `size` above or below the readings either side of it while
 * those two agree within `size`, is put back between them: left alone, a spike down reads as feed
 * eaten and its way back up as a delivery.
 */
function despiked(readings: readonly LoadCellReading[], size: number): LoadCellReading[] {
  return readings.map((r, i) => {
    const before = readings[i - 1];
    const after = readings[i + 1];
    if (!before || !after) return r;
    const up = r.weight - before.weight > size && r.weight - after.weight > size;
    const down = before.weight - r.weight > size && after.weight - r.weight > size;
    if (!(up || down) || Math.abs(after.weight - before.weight) > size) return r;
    return { ...r, weight: (before.weight + after.weight) / 2 };
  });
}

const SMOOTHING_HALF_WIDTH = 2;

/**
 * Indexes of the readings a delivery came in before: each run of rises one after another (reading
 * i above reading i - 1) whose total rise passes the threshold and holds, the reading after the run
 * still well above the one before it. A lone noisy reading falls straight back; calling it a
 * delivery would drop its rise and keep the fall after it. A truck that starts just before a reading,
 * or ends just after one, makes a small rise at the run's end: it belongs to the delivery, never to
 * the consumption.
 */
function deliverySteps(readings: readonly LoadCellReading[], threshold: number): Set<number> {
  const found = new Set<number>();
  for (let first = 1; first < readings.length; first++) {
    if (readings[first]!.weight <= readings[first - 1]!.weight) continue;
    let last = first;
    while (last + 1 < readings.length && readings[last + 1]!.weight > readings[last]!.weight) last++;
    const before = readings[first - 1]!.weight;
    const next = readings[last + 1];
    if (readings[last]!.weight - before > threshold && (!next || next.weight - before > threshold / 2)) {
      for (let i = first; i <= last; i++) found.add(i);
    }
    first = last;
  }
  return found;
}

/**
 * Load-cell noise, smoothed: each weight becomes the mean of the readings around it (two each side),
 * never across a delivery, so a steady fall keeps its slope and a day's total carries less of the
 * noise of the readings at its two ends.
 */
function smoothed(readings: readonly LoadCellReading[], deliveries: ReadonlySet<number>): LoadCellReading[] {
  const runStart: number[] = [];
  let start = 0;
  readings.forEach((_, i) => {
    if (deliveries.has(i)) start = i;
    runStart.push(start);
  });
  const runEnd = new Array<number>(readings.length);
  for (let i = readings.length - 1, end = i; i >= 0; i--) {
    runEnd[i] = end;
    if (runStart[i] === i) end = i - 1;
  }
  return readings.map((r, i) => {
    const half = Math.min(SMOOTHING_HALF_WIDTH, i - runStart[i]!, runEnd[i]! - i);
    let sum = 0;
    for (let j = i - half; j <= i + half; j++) sum += readings[j]!.weight;
    return { time: r.time, weight: sum / (2 * half + 1) };
  });
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
 * day is completed for the hours its readings miss (`completeDay`); a day on which any silo's
 * readings cover less than MIN_MEASURED_SHARE is not answered. Never below zero.
 */
export function consumptionByAge(
  silos: readonly { capacityKg: number; readings: readonly LoadCellReading[] }[],
  ages: readonly number[],
  dayStart: (age: number) => number,
): Map<number, MeasuredDay> {
  if (ages.length === 0 || silos.length === 0) return new Map();
  const boundaries = [...ages.map(dayStart), dayStart(ages.at(-1)! + 1)];
  const perSilo = silos.map((silo) => consumptionByPeriod([drawnFeed(silo.readings, { capacityKg: silo.capacityKg }).steps], boundaries));
  const measured = new Map<number, MeasuredDay>();
  ages.forEach((age, i) => {
    const day: MeasuredDay = { amount: 0, estimated: 0 };
    for (const periods of perSilo) {
      const period = periods[i]!;
      const completed = period.amount === null ? null : completeDay(Math.max(0, period.amount), period.coverage);
      if (!completed) return;
      day.amount += completed.amount;
      day.estimated += completed.estimated;
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
