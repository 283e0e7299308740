/**
 * A flock's figures from the plant's results (docs/plant-loop.md). Every bird on the plant's scale was
 * delivered: those hung on the line and those dead on arrival (DOA), whose weight is in the net kg as
 * well. The mean weight the forecast is scored against is the net kg over all of them.
 */
export interface PlantLoad {
  net_kg: number;
  birds_hung: number;
  dead_on_arrival: number;
  condemnations: readonly { cause: string; kind: 'total' | 'partial'; birds: number }[];
  footpad?: { score_0: number; score_1: number; score_2: number } | undefined;
}

export function plantFigures(loads: readonly PlantLoad[]) {
  const sum = (f: (l: PlantLoad) => number) => loads.reduce((n, l) => n + f(l), 0);
  const hung = sum((l) => l.birds_hung);
  const doa = sum((l) => l.dead_on_arrival);
  const delivered = hung + doa;
  const liveKg = sum((l) => l.net_kg);
  const causes = new Map<string, { cause: string; total: number; partial: number }>();
  for (const c of loads.flatMap((l) => l.condemnations)) {
    const entry = causes.get(c.cause) ?? { cause: c.cause, total: 0, partial: 0 };
    entry[c.kind] += c.birds;
    causes.set(c.cause, entry);
  }
  const condemnedTotal = [...causes.values()].reduce((n, c) => n + c.total, 0);
  const scored = sum((l) => (l.footpad ? l.footpad.score_0 + l.footpad.score_1 + l.footpad.score_2 : 0));
  const points = sum((l) => (l.footpad ? l.footpad.score_1 + 2 * l.footpad.score_2 : 0));
  return {
    birdsDelivered: delivered,
    liveWeightKg: liveKg,
    meanWeight: delivered > 0 ? (liveKg / delivered) * 1000 : null,
    deadOnArrival: doa,
    condemnedTotal,
    condemnedPartial: [...causes.values()].reduce((n, c) => n + c.partial, 0),
    condemnedPercent: hung > 0 ? (condemnedTotal / hung) * 100 : null,
    byCause: [...causes.values()].sort((a, b) => b.total + b.partial - (a.total + a.partial) || a.cause.localeCompare(b.cause)),
    footpadScore: scored > 0 ? points / scored : null,
  };
}

/** A forecast's error against what the plant weighed, % of the actual: positive when the forecast was heavier. */
export const forecastErrorPercent = (forecast: number, actual: number) => ((forecast - actual) / actual) * 100;
