/** A water meter's totaliser, litres. */
export interface MeterReading {
  time: number;
  total: number;
}

/**
 * Water drawn in each period [boundaries[i], boundaries[i + 1]) from a meter's running total, litres:
 * the rise between consecutive readings, shared among the periods the interval overlaps in
 * proportion to time. A total that goes down is a meter reset or rollover: the reading after it
 * counts from zero. A period no interval covers has no value (null).
 */
export function waterByPeriod(readings: readonly MeterReading[], boundaries: readonly number[]): (number | null)[] {
  const sorted = [...readings].sort((a, b) => a.time - b.time);
  const litres: (number | null)[] = new Array(Math.max(0, boundaries.length - 1)).fill(null);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (b.time <= a.time) continue;
    const used = b.total >= a.total ? b.total - a.total : b.total;
    for (let p = 0; p + 1 < boundaries.length; p++) {
      const overlap = Math.min(b.time, boundaries[p + 1]!) - Math.max(a.time, boundaries[p]!);
      if (overlap > 0) litres[p] = (litres[p] ?? 0) + (used * overlap) / (b.time - a.time);
    }
  }
  return litres;
}
