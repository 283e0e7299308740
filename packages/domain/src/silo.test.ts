import { describe, expect, it } from 'vitest';
import { siloCapacityKg, siloOccupation, siloStatus } from './silo';

describe('silo occupation and status', () => {
  it('takes capacity from volume and the feed density when the silo is rated by volume', () => {
    expect(siloCapacityKg({ capacityKg: 12_000, volumeM3: 20 }, 650)).toBe(13_000);
    expect(siloCapacityKg({ capacityKg: 12_000, volumeM3: 20 }, null)).toBe(12_000);
    expect(siloCapacityKg({ capacityKg: 12_000 }, 650)).toBe(12_000);
  });

  it('is a fraction clamped to 0-1, null before any reading', () => {
    expect(siloOccupation(3_250, 13_000)).toBe(0.25);
    expect(siloOccupation(14_000, 13_000)).toBe(1);
    expect(siloOccupation(-20, 13_000)).toBe(0);
    expect(siloOccupation(null, 13_000)).toBeNull();
  });

  it('grades by the thresholds: critical at or below 10 %, low at or below 25 %', () => {
    expect(siloStatus(null)).toBe(0);
    expect(siloStatus(0.1)).toBe(1);
    expect(siloStatus(0.2)).toBe(2);
    expect(siloStatus(0.25)).toBe(2);
    expect(siloStatus(0.26)).toBe(3);
    expect(siloStatus(0.3, { low: 0.4, critical: 0.2 })).toBe(2);
  });
});
