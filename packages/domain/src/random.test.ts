import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, mulberry32 } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const x of first) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of first) expect(x).toBeLessThan(1);
  });

  it('hashes seed parts stably and distinctly', () => {
    expect(hashSeed(1, 'Aviário 01')).toBe(hashSeed(1, 'Aviário 01'));
    expect(hashSeed(1, 'Aviário 01')).not.toBe(hashSeed(1, 'Aviário 02'));
    expect(hashSeed(1, 2)).not.toBe(hashSeed(12));
    expect(hashSeed('1')).not.toBe(hashSeed(1));
  });

  it('draws normals with the asked mean and standard deviation', () => {
    const r = createRandom(7);
    const xs = Array.from({ length: 20_000 }, () => r.normal(100, 10));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1));
    expect(mean).toBeCloseTo(100, 0);
    expect(sd).toBeGreaterThan(9.7);
    expect(sd).toBeLessThan(10.3);
  });

  it('draws integers in a closed range, Poisson counts around their mean, and picks', () => {
    const r = createRandom(9);
    const ints = new Set(Array.from({ length: 1000 }, () => r.int(1, 4)));
    expect([...ints].sort()).toEqual([1, 2, 3, 4]);
    for (const lambda of [0.5, 4, 60]) {
      const draws = Array.from({ length: 5000 }, () => r.poisson(lambda));
      const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
      expect(Math.abs(mean - lambda) / lambda).toBeLessThan(0.06);
    }
    expect(r.poisson(0)).toBe(0);
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    expect(() => r.pick([])).toThrow(RangeError);
  });
});
