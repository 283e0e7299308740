import { describe, expect, it } from 'vitest';
import { forecastFeedEnd } from './feed-forecast';

const H = 3_600_000;
const DAY = 24 * H;
const opening = Date.UTC(2026, 0, 1, 6);

describe('forecastFeedEnd', () => {
  const base = { openingDate: opening, ageAtLodging: 0, ratio: 1 } as const;

  it('runs out when the stock is eaten at the reference intake', () => {
    // 10,000 birds × 100 g = 1,000 kg/day; 2,500 kg last 2.5 days.
    const at = opening + 20 * DAY;
    const f = forecastFeedEnd({ ...base, at, stockKg: 2500, lodged: 10_000, intake: () => 100 });
    expect(f.endsAt).toBe(at + 2.5 * DAY);
    expect(f.nextDayKg).toBeCloseTo(1000, 6);
    expect(f.points[0]).toEqual({ time: at, amount: 2500 });
    expect(f.points.at(-1)).toEqual({ time: at + 2.5 * DAY, amount: 0 });
    // Every 6 h until then: 0, 6, ..., 54 h, then the run-out at 60 h.
    expect(f.points).toHaveLength(11);
    expect(f.points[4]!.amount).toBeCloseTo(1500, 6);
  });

  it('follows the reference as it climbs day by day and scales it by the recent ratio', () => {
    // Age 20 eats 1,000 kg/day at the reference and age 21 2,000 kg/day; these birds eat 80 % of it.
    const at = opening + 20 * DAY + 12 * H;
    const f = forecastFeedEnd({ ...base, at, stockKg: 1000, lodged: 10_000, ratio: 0.8, intake: (age) => (age < 21 ? 100 : 200) });
    // The 12 h left of age 20 take 400 kg; the other 600 kg at 1,600 kg/day last 9 h.
    expect(f.endsAt).toBe(opening + 21 * DAY + 9 * H);
  });

  it('says an empty silo has already run out', () => {
    const at = opening + 30 * DAY;
    const f = forecastFeedEnd({ ...base, at, stockKg: 0, lodged: 10_000, intake: () => 150 });
    expect(f.endsAt).toBe(at);
    expect(f.points).toEqual([{ time: at, amount: 0 }]);
  });

  it('never runs out without lodged animals', () => {
    const f = forecastFeedEnd({ ...base, at: opening - DAY, stockKg: 8000, lodged: 0, intake: () => 20 });
    expect(f.endsAt).toBeNull();
    expect(f.nextDayKg).toBe(0);
    expect(f.points).toEqual([{ time: opening - DAY, amount: 8000 }]);
  });

  it('stops at the horizon when the feed outlasts it', () => {
    const at = opening;
    const f = forecastFeedEnd({ ...base, at, stockKg: 1e9, lodged: 100, intake: () => 100, horizonDays: 3 });
    expect(f.endsAt).toBeNull();
    expect(f.points.at(-1)!.time).toBe(at + 3 * DAY);
  });
});
