import { describe, expect, it } from 'vitest';
import { waterByPeriod } from './water-meter';

const H = 3_600_000;

describe('waterByPeriod', () => {
  it('shares each interval among the periods it spans and survives a meter reset', () => {
    const readings = [
      { time: 0, total: 1000 },
      { time: 2 * H, total: 1200 },
      { time: 4 * H, total: 1500 },
      { time: 6 * H, total: 80 }, // reset: 80 L since
    ];
    expect(waterByPeriod(readings, [0, H, 3 * H, 6 * H, 7 * H])).toEqual([100, 250, 230, null]);
  });
});
