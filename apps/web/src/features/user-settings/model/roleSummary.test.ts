import { describe, expect, it } from 'vitest';
import { rolesByModule, sameIds } from './roleSummary';

describe('rolesByModule', () => {
  it("lists the modules in the side bar's order with their permissions, leaving out the others", () => {
    expect(rolesByModule({ suinos: ['Nutrição'], frangos_de_corte: ['Performance', 'Sanidade'] })).toEqual([
      { module: 'frangos_de_corte', permissions: ['Performance', 'Sanidade'] },
      { module: 'suinos', permissions: ['Nutrição'] },
    ]);
    expect(rolesByModule({})).toEqual([]);
  });

  it('keeps a module opened with no permission', () => {
    expect(rolesByModule({ matrizeiro: [] })).toEqual([{ module: 'matrizeiro', permissions: [] }]);
  });
});

describe('sameIds', () => {
  it('compares ids whatever their order and repeats', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 1, 2], [2, 1])).toBe(true);
    expect(sameIds([1], [1, 2])).toBe(false);
    expect(sameIds([], [])).toBe(true);
    expect(sameIds([3], [4])).toBe(false);
  });
});
