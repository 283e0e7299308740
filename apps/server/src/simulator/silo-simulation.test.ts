import { describe, expect, it } from 'vitest';
import { createRandom } from '@plantel/domain';
import type { FeedDemand } from './feed-demand';
import { runSilos, trimToRunOutAt } from './silo-simulation';

/** 10 days of a steady 100 kg per hour, starting at midnight UTC. */
function steadyDemand(hours = 240, kg = 100): FeedDemand {
  return { start: Date.UTC(2025, 5, 1), hours, kg: new Float64Array(hours).fill(kg), age: new Int32Array(hours).fill(20) };
}
const policy = (lastHour: number) => ({ policy: { lastHour, rationAt: () => 0, random: createRandom(1), timeZone: 'America/Sao_Paulo' } });

describe('runSilos', () => {
  it('feeds every hour from deliveries that never overfill a silo', () => {
    const capacities = [8000, 8000, 8000];
    const result = runSilos(steadyDemand(), capacities, policy(240));
    expect(result.eaten.every((kg) => kg === 100)).toBe(true);
    for (const [s, stock] of result.stock.entries()) {
      for (const level of stock) {
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(capacities[s]!);
      }
    }
    const delivered = result.deliveries.reduce((sum, d) => sum + d.kg, 0);
    const left = result.stock.reduce((sum, s) => sum + s[240]!, 0);
    expect(delivered - left).toBeCloseTo(24_000, 6);
  });

  it('eats from one silo at a time, the one filled first', () => {
    const result = runSilos(steadyDemand(48), [5000, 5000], { schedule: [{ hour: 0, silo: 1, kg: 3000, rationKey: 0 }, { hour: 0, silo: 0, kg: 3000, rationKey: 0 }, { hour: 5, silo: 0, kg: 1000, rationKey: 1 }] });
    expect(result.drawn[0]!.slice(0, 30).every((kg) => kg === 100)).toBe(true);
    expect(result.drawn[1]!.slice(0, 30).every((kg) => kg === 0)).toBe(true);
    expect(result.rations[0]).toEqual([[0, 0], [5, 1]]);
  });

  it('leaves the animals without feed once the silos are empty', () => {
    const result = runSilos(steadyDemand(20), [5000], { schedule: [{ hour: 0, silo: 0, kg: 1050, rationKey: 0 }] });
    expect(Array.from(result.eaten.slice(9, 12))).toEqual([100, 50, 0]);
  });
});

describe('trimToRunOutAt', () => {
  it('shortens the last deliveries so the silos are empty at the planned hour', () => {
    const demand = steadyDemand();
    const normal = runSilos(demand, [8000, 8000], policy(150));
    const trimmed = runSilos(demand, [8000, 8000], { schedule: trimToRunOutAt(normal, 150) });
    const total = (hour: number) => trimmed.stock.reduce((sum, s) => sum + s[hour]!, 0);
    expect(total(150)).toBeLessThan(1);
    expect(total(140)).toBeGreaterThan(500);
    expect(trimmed.eaten.slice(151).every((kg) => kg === 0)).toBe(true);
  });
});
