import { describe, expect, it } from 'vitest';
import type { Silo } from '@plantel/contracts';
import { forecastStock, staleSilosOf, stockOf } from './feed-forecast';

const H = 3_600_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const silo = (id: number, kg: number | null, hoursAgo: number | null): Silo =>
  ({ id, identification: `Silo ${id}`, available_weight: kg, last_received_time: hoursAgo === null ? null : new Date(NOW - hoursAgo * H).toISOString() }) as Silo;
/** The animals eat 100 kg an hour. */
const expected = (from: number, to: number) => Math.max(0, ((to - from) / H) * 100);

describe('stale silos and the stock the forecast starts from', () => {
  const silos = [silo(1, 3_000, 0.25), silo(2, 2_000, 5), silo(3, null, null)];

  it('names a silo whose last reading is older than the threshold, with that reading', () => {
    expect(staleSilosOf(silos, NOW, 60 * 60_000)).toEqual([{ id: 2, identification: 'Silo 2', last_reading_time: new Date(NOW - 5 * H).toISOString(), available_weight: 2_000 }]);
    expect(staleSilosOf(silos, NOW, 6 * H)).toEqual([]);
  });

  it('starts from the newest silo still reporting, each silo at its own reading, a stale one less what was expected to be eaten since', () => {
    const stale = staleSilosOf(silos, NOW, 60 * 60_000);
    // Silo 2, read 4 h 45 min before silo 1: 2,000 - 475 kg.
    expect(forecastStock(silos, stale, expected)).toEqual({ kg: 3_000 + 1_525, at: NOW - 0.25 * H });
    // The totals on screen still add what the silos last showed.
    expect(stockOf(silos)).toEqual({ kg: 5_000, at: NOW - 0.25 * H });
  });

  it('never counts a stale silo below empty, and starts from the newest reading when no silo reports', () => {
    const quiet = [silo(1, 3_000, 30), silo(2, 400, 40)];
    const stale = staleSilosOf(quiet, NOW, 60 * 60_000);
    expect(stale.map((s) => s.id)).toEqual([1, 2]);
    // Silo 1 read at 30 h ago is the start; silo 2, 10 h older, had 400 kg, less 1,000 expected: none.
    expect(forecastStock(quiet, stale, expected)).toEqual({ kg: 3_000, at: NOW - 30 * H });
  });

  it('has no stock before any reading', () => {
    expect(forecastStock([silo(3, null, null)], [], expected)).toBeNull();
  });
});
