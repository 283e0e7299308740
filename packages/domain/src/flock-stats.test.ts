import { describe, expect, it } from 'vitest';
import { flockStats } from './flock-stats';

describe('flockStats', () => {
  it('computes mean, sample SD, CV and uniformity by hand', () => {
    // Mean 100; squares 100+0+100+400+400 = 1000 over n−1 = 4 → SD √250; within 90-110: 90, 100, 110.
    const s = flockStats([90, 100, 110, 120, 80]);
    expect(s.mean).toBe(100);
    expect(s.sd).toBeCloseTo(Math.sqrt(250), 10);
    expect(s.cv).toBeCloseTo(15.811, 3);
    expect(s.uniformity).toBe(60);
  });

  it('matches the IASRI worked example: 95 of 115 birds within ±10 % is about 83 %', () => {
    const samples = [...Array(95).fill(1050), ...Array(10).fill(900), ...Array(10).fill(1200)];
    expect(flockStats(samples).uniformity).toBeCloseTo(82.6, 1);
  });

  it('handles one and no samples', () => {
    expect(flockStats([500])).toMatchObject({ count: 1, mean: 500, sd: 0, cv: 0, uniformity: 100 });
    expect(flockStats([]).count).toBe(0);
  });
});
