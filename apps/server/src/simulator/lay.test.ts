import { describe, expect, it } from 'vitest';
import { LAY_DROP_POINTS, layDropVerdict, layWeeks, peakProduction, type LayDay } from '@plantel/domain';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import type { ShedPlan, SimulationOptions } from './farm-description';
import type { EggRow } from './farm-rows';
import { generateFarm } from './generate-farm';
import { henDayRate } from './lay';

const now = new Date('2025-06-15T15:00:00Z');
const options: SimulationOptions = { seed: 11, now, historyDays: 10, readingIntervalMinutes: 30, timeZone: 'America/Sao_Paulo' };

const shed = (identification: string, productionType: ShedPlan['productionType'], age: number, anomalies: ShedPlan['anomalies'] = []): ShedPlan => ({
  identification,
  core: 'Núcleo 1',
  productionType,
  batch: { stage: 'lodged', age },
  batchIdentification: `2025-${identification}`,
  lineage: productionType === PRODUCTION_TYPE.breederRearing ? 'Cobb 500' : 'Hy-Line Brown',
  sex: 2,
  lodged: 20_000,
  divisions: 2,
  silos: 1,
  anomalies,
});

/** The rows of a farm of one shed. */
const shedOf = (plan: ShedPlan, seed = options.seed) =>
  generateFarm({ producers: [{ name: 'P', properties: [{ name: 'G', ownerName: 'P', altitude: 500, sheds: [plan] }] }] }, { ...options, seed }).sheds[0]!;

const eggsOf = (plan: ShedPlan, seed = options.seed): EggRow[] => shedOf(plan, seed).eggs;

/** The days on which the drop rule fires, from a flock's egg rows (divisions summed; hens from its mortality rows). */
function dropDays(plan: ShedPlan, seed = options.seed): number[] {
  const { eggs, mortality, divisions } = shedOf(plan, seed);
  const housed = divisions.reduce((n, d) => n + d.currentLodge, 0) + mortality.reduce((n, m) => n + m.amountMortality + m.amountEliminated, 0);
  const lostBefore = (age: number) => mortality.filter((m) => m.age < age).reduce((n, m) => n + m.amountMortality + m.amountEliminated, 0);
  const days = [...new Set(eggs.map((e) => e.age))].map((age) => ({ age, hens: housed - lostBefore(age), eggs: eggs.filter((e) => e.age === age).reduce((n, e) => n + e.total, 0) }));
  // As the alert engine judges each morning: the verdict on the day just recorded, with what came before it.
  return days.filter((d) => layDropVerdict(days, d.age, LAY_DROP_POINTS)?.active === true).map((d) => d.age);
}

/** The flock's days in lay as the domain reads them (divisions summed; hens from the rate's own base). */
function weeksOf(rows: readonly EggRow[]) {
  const byAge = new Map<number, LayDay>();
  for (const r of rows) {
    const day = byAge.get(r.age) ?? { age: r.age, hens: 0, eggs: 0, hatching: 0, cracked: 0, dirty: 0, floor: 0, meanEggWeight: null, feedKg: null, deaths: 0 };
    day.eggs += r.total;
    day.hatching += r.hatching;
    day.hens += 10_000;
    byAge.set(r.age, day);
  }
  return layWeeks([...byAge.values()], 20_000);
}

describe('the simulated lay curve', () => {
  it('follows a layer standard: onset at about 18–19 weeks, a peak of 94–97 % at weeks 25–30, about 80 % at 72 weeks', () => {
    expect(henDayRate('laying', 18 * 7)).toBe(0);
    const peakWeek = Array.from({ length: 60 }, (_, i) => 19 + i).reduce((best, w) => (henDayRate('laying', w * 7) > henDayRate('laying', best * 7) ? w : best), 19);
    expect(peakWeek).toBeGreaterThanOrEqual(25);
    expect(peakWeek).toBeLessThanOrEqual(30);
    expect(henDayRate('laying', peakWeek * 7)).toBeGreaterThan(0.94);
    expect(henDayRate('laying', peakWeek * 7)).toBeLessThan(0.97);
    expect(henDayRate('laying', 72 * 7)).toBeGreaterThan(0.77);
    expect(henDayRate('laying', 72 * 7)).toBeLessThan(0.83);
  });

  it('and a broiler breeder one: onset at about 24 weeks, a peak of 80–85 % at weeks 29–33, about 64 % at 64 weeks', () => {
    expect(henDayRate('matrix', 23 * 7)).toBe(0);
    const peak = Math.max(...Array.from({ length: 40 }, (_, i) => henDayRate('matrix', (25 + i) * 7)));
    expect(peak).toBeGreaterThan(0.8);
    expect(peak).toBeLessThan(0.85);
    expect(henDayRate('matrix', 64 * 7)).toBeGreaterThan(0.6);
    expect(henDayRate('matrix', 64 * 7)).toBeLessThan(0.68);
    expect(henDayRate('broiler', 300)).toBe(0);
  });

  it('gives each division a whole day of eggs since the onset, its kinds within its total, and a weighed sample one day a week', () => {
    const rows = eggsOf(shed('L1', 6, 240));
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.division))).toEqual(new Set([0, 1]));
    for (const r of rows) {
      expect(r.hatching + r.cracked + r.dirty + r.floor + r.doubleYolk).toBeLessThanOrEqual(r.total);
      expect(r.hatching).toBe(0);
    }
    const weighed = rows.filter((r) => r.meanEggWeight !== null);
    expect(weighed.length).toBeGreaterThan(rows.length / 8);
    expect(weighed.length).toBeLessThan(rows.length / 6);
    expect(Math.min(...weighed.map((r) => r.meanEggWeight!))).toBeGreaterThan(40);
    expect(Math.max(...weighed.map((r) => r.meanEggWeight!))).toBeLessThan(70);
  });

  it("sets a breeder's eggs (hatching share over 85 % once lay settles) and peaks where its curve does", () => {
    const weeks = weeksOf(eggsOf(shed('M1', 1, 280)));
    expect(peakProduction(weeks)!.week).toBeGreaterThanOrEqual(29);
    expect(peakProduction(weeks)!.week).toBeLessThanOrEqual(34);
    expect(weeks.at(-2)!.hatchingPercent).toBeGreaterThan(85);
  });

  it('drops by its points on the days of a lay drop, and only then', () => {
    const plain = eggsOf(shed('D1', 6, 240));
    const dropped = eggsOf(shed('D1', 6, 240, [{ kind: 'lay_drop', hoursAgo: 7 * 24, days: 3, points: 9 }]));
    const ratio = (a: EggRow, b: EggRow) => a.total / b.total;
    const ratios = dropped.map((r, i) => ratio(r, plain[i]!));
    const low = ratios.filter((x) => x < 0.95);
    // Three days in each of the two divisions, about 9 points of some 93 % lower.
    expect(low).toHaveLength(6);
    for (const x of low) expect(x).toBeGreaterThan(0.85);
  });
});

describe('the drop alert on simulated flocks', () => {
  it('fires on the first day of a simulated drop', () => {
    const plan = shed('D2', 6, 240, [{ kind: 'lay_drop', hoursAgo: 7 * 24, days: 3, points: 9 }]);
    const fired = dropDays(plan);
    expect(fired).toHaveLength(1);
    // The drop began on the day of age a week before the simulation's now (day 240 of age).
    expect(fired[0]).toBe(240 - 7);
  });

  it('does not fire on 50 normal simulated flocks, layers and breeders of every age in lay', () => {
    const fired = Array.from({ length: 50 }, (_, i) => {
      const plan = shed(`N${i}`, i % 2 === 0 ? 6 : 1, i % 2 === 0 ? 150 + 7 * i : 190 + 6 * i);
      return dropDays(plan, 100 + i);
    }).flat();
    expect(fired).toEqual([]);
  });
});
