import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPerformanceSchema, PRODUCTION_TYPE, shedListSchema, type BatchPerformance } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string) => t.as(username, 'GET', url);

/** The current batches of the lodged sheds of a module, from the shed list. */
async function lodgedBatches(module: string): Promise<number[]> {
  const res = await get('tecnico', `/api/v2/sheds/performance?module=${module}&stage=lodged`);
  return shedListSchema.parse(res.json()).results.flatMap((s) => (s.last_batch === null ? [] : [s.last_batch]));
}

async function performanceOf(batchId: number, username = 'tecnico'): Promise<BatchPerformance> {
  const res = await get(username, `/api/v2/batches/${batchId}/performance`);
  expect(res.statusCode, res.body).toBe(200);
  return batchPerformanceSchema.parse(res.json());
}

describe('GET /api/v2/batches/{id}/performance on the demo farms', () => {
  it('computes each day from the weighings: gains from consecutive weights, references from the lineage table', async () => {
    for (const batchId of await lodgedBatches('frangos_de_corte')) {
      const p = await performanceOf(batchId);
      expect(p.divisions.length).toBeGreaterThan(0);
      for (const d of p.divisions) {
        const points = d.performance_data;
        expect(points.length).toBeGreaterThan(1);
        for (let i = 1; i < points.length; i++) {
          const [a, b] = [points[i - 1]!, points[i]!];
          expect(b.gain).toBeCloseTo((b.weight - a.weight) / (b.age - a.age), 6);
        }
        expect(points[0]!.gain).toBeNull();
        for (const point of points) {
          expect(point.ideal_weight).not.toBeNull();
          expect(point.week).toBe(Math.floor(point.age / 7));
          // Simulated flocks grow on the reference, within the spread of a real flock.
          expect(point.weight / point.ideal_weight!).toBeGreaterThan(0.75);
          expect(point.weight / point.ideal_weight!).toBeLessThan(1.25);
        }
        expect(d.weekly.every((w) => w.age % 7 === 0)).toBe(true);
        expect(d.weekly).toEqual(points.filter((w) => w.age > 0 && w.age % 7 === 0));
        expect(d.weight).toBe(points.at(-1)!.weight);
        expect(d.weight_bounds).toEqual({ low: d.weight! * 0.9, high: d.weight! * 1.1 });
      }
    }
  });

  it('bands the latest samples in 50 g steps that add up to the birds weighed', async () => {
    const [batchId] = await lodgedBatches('frangos_de_corte');
    for (const d of (await performanceOf(batchId!)).divisions) {
      expect(d.samples.length).toBeGreaterThan(0);
      expect(d.histogram.reduce((n, b) => n + b.count, 0)).toBe(d.samples.length);
      for (const band of d.histogram) expect(band.to - band.from).toBe(50);
      const within = d.samples.filter((w) => Math.abs(w - d.weight!) <= 0.1 * d.weight!).length;
      expect(d.uniformity).toBeCloseTo((100 * within) / d.samples.length, 6);
    }
  });

  it('sums the batch: weight between its divisions, losses, viability and a broiler EPEF', async () => {
    const [batchId] = await lodgedBatches('frangos_de_corte');
    const p = await performanceOf(batchId!);
    const weights = p.divisions.map((d) => d.weight!);
    expect(p.weight).toBeGreaterThanOrEqual(Math.min(...weights));
    expect(p.weight).toBeLessThanOrEqual(Math.max(...weights));
    expect(p.mortality).toBe(p.divisions.reduce((n, d) => n + d.mortality, 0));
    expect(p.viability! + p.mortality_percent!).toBeCloseTo(100, 9);
    expect(p.conversion_factor).toBeGreaterThan(0.8);
    expect(p.conversion_factor).toBeLessThan(2.5);
    expect(p.production_efficiency).toBeGreaterThan(150);
    expect(p.production_efficiency).toBeLessThan(600);
  });

  it('gives its figures for the latest weighing, and estimates for now carried forward from it, marked as such', async () => {
    const [batchId] = await lodgedBatches('frangos_de_corte');
    const p = await performanceOf(batchId!);
    const latest = Math.max(...p.divisions.flatMap((d) => d.weighings.map((w) => Date.parse(w.weighed_at))));
    expect(Date.parse(p.figures_at!)).toBe(latest);
    expect(p.final).toBe(false);
    expect(p.feed_kg).toBeGreaterThan(0);
    // The batch is older than its latest weighing: now is later, with more feed eaten and a heavier flock.
    expect(p.now).not.toBeNull();
    expect(p.now!.age).toBeGreaterThan(p.figures_age!);
    expect(p.now!.feed_kg!).toBeGreaterThan(p.feed_kg!);
    expect(p.now!.weight).toBeGreaterThan(p.weight!);
    expect(p.now!.conversion_factor).not.toBe(p.conversion_factor);
  });

  it('serves breeders on their own targets, without an EPEF', async () => {
    const [batchId] = await lodgedBatches('matrizeiro');
    const p = await performanceOf(batchId!);
    expect(p.production_type === PRODUCTION_TYPE.breederRearing || p.production_type === PRODUCTION_TYPE.breederLaying).toBe(true);
    expect(p.ideal_weight).not.toBeNull();
    expect(p.production_efficiency).toBeNull();
    expect(p.adjusted_conversion_factor).toBeNull();
    expect(p.now).toBeNull();
  });

  it('is a 404 without the Performance permission, for another company, and for no such batch', async () => {
    const [batchId] = await lodgedBatches('frangos_de_corte');
    expect((await get('suinos', `/api/v2/batches/${batchId}/performance`)).statusCode).toBe(404);
    expect((await get('outra', `/api/v2/batches/${batchId}/performance`)).statusCode).toBe(404);
    expect((await get('tecnico', '/api/v2/batches/999999/performance')).statusCode).toBe(404);
    expect((await get('tecnico', '/api/v2/batches/abc/performance')).statusCode).toBe(400);
  });
});
