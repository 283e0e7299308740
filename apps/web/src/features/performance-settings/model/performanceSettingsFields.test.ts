import { describe, expect, it } from 'vitest';
import { DEFAULT_PERFORMANCE_SETTINGS, LEGACY_PERFORMANCE_SETTINGS, type PerformanceSettings } from '@plantel/contracts';
import { adjustedFcrConventionOf, adjustedFeedConversion } from '@plantel/domain';
import { decimalsOf, editableNumber } from '@/lib/numbers';
import { conventionOf, limitsOf } from './performanceSettingsFields';

describe('performance settings fields', () => {
  it("reads the contract's limits", () => {
    expect(limitsOf('adjusted_fcr_reference_weight')).toEqual({ min: 500, max: 6000 });
    expect(limitsOf('adjusted_fcr_points_per_100g')).toEqual({ min: 0, max: 0.2 });
  });

  it('names the convention the values are', () => {
    expect(conventionOf(DEFAULT_PERFORMANCE_SETTINGS)).toBe('ilvo');
    expect(conventionOf(LEGACY_PERFORMANCE_SETTINGS)).toBe('legacy');
    expect(conventionOf({ adjusted_fcr_reference_weight: 2500, adjusted_fcr_points_per_100g: 0.04 })).toBe('custom');
    expect(conventionOf(null)).toBe('custom');
  });

  it("writes a value for a field in the language's way, without grouping", () => {
    expect(editableNumber(0.02, 'pt-BR')).toBe('0,02');
    expect(editableNumber(2500, 'pt-BR')).toBe('2500');
    expect(editableNumber(2750.5, 'en')).toBe('2750.5');
    expect(editableNumber(0.035, 'es')).toBe('0,035');
    expect(decimalsOf(2500)).toBe(0);
    expect(decimalsOf(0.035)).toBe(3);
  });

  it('computes the adjusted FCR of the worked example for both conventions, with the domain’s definition', () => {
    const adjustedFcr = (fcr: number, weight: number, settings: PerformanceSettings) => adjustedFeedConversion(fcr, weight, adjustedFcrConventionOf(settings));
    // 1.650 − (2,900 − 2,500) ÷ 100 × 0.02 = 1.650 − 0.08 = 1.570
    expect(adjustedFcr(1.65, 2900, DEFAULT_PERFORMANCE_SETTINGS)).toBeCloseTo(1.57, 10);
    // 1.650 − (2,900 − 1,500) ÷ 100 × 0.04 = 1.650 − 0.56 = 1.090
    expect(adjustedFcr(1.65, 2900, LEGACY_PERFORMANCE_SETTINGS)).toBeCloseTo(1.09, 10);
    // A lighter batch is penalised: 1.500 − (2,000 − 2,500) ÷ 100 × 0.02 = 1.600
    expect(adjustedFcr(1.5, 2000, DEFAULT_PERFORMANCE_SETTINGS)).toBeCloseTo(1.6, 10);
  });
});
