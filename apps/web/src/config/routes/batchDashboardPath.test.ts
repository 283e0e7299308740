import { describe, expect, it } from 'vitest';
import { batchDashboardPath } from './batchDashboardPath';
import { routeMetaForPath } from './findRoute';

describe('batchDashboardPath', () => {
  it("opens the batch on its module's performance dashboard", () => {
    // Production type 3 is broiler (frangos_de_corte), 1 and 2 breeders (matrizeiro).
    expect(batchDashboardPath(3, 12, 345)).toBe('/broiler/performance/dashboard/12?batch=345');
    expect(batchDashboardPath(1, 4, 9)).toBe('/matrix/performance/dashboard/4?batch=9');
    expect(routeMetaForPath('/broiler/performance/dashboard/12')?.name).toBe('PerformanceDashboard');
  });

  it('falls back to the nutrition dashboard where a module has no performance page', () => {
    expect(batchDashboardPath(5, 7, 8)).toBe('/swine/nutrition/dashboard/7?batch=8');
  });

  it("opens a laying flock's performance, where its eggs are", () => {
    expect(batchDashboardPath(6, 7, 8)).toBe('/laying-birds/performance/dashboard/7?batch=8');
  });

  it('gives nothing for a production type of no module', () => {
    expect(batchDashboardPath(99, 7, 8)).toBeNull();
  });
});
