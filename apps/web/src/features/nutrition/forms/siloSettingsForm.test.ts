import { describe, expect, it } from 'vitest';
import { siloSettingsFormSchema } from './siloSettingsForm';

const problemsOf = (values: Parameters<typeof siloSettingsFormSchema.safeParse>[0]) =>
  Object.fromEntries((siloSettingsFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('siloSettingsFormSchema', () => {
  it('turns percentages into fractions; no volume is a silo rated by mass', () => {
    expect(siloSettingsFormSchema.parse({ low: 30, critical: 12.5, volume: null })).toEqual({ low_threshold: 0.3, critical_threshold: 0.125, volume: null });
    expect(siloSettingsFormSchema.parse({ low: 25, critical: 10, volume: 22.5 }).volume).toBe(22.5);
  });

  it('names each field that cannot be saved, with the text to show', () => {
    expect(problemsOf({ low: 20, critical: 20, volume: null })).toEqual({ critical: 'nutrition.settings.errors.criticalNotBelowLow' });
    expect(problemsOf({ low: 0, critical: Number.NaN, volume: -3 })).toEqual({
      low: 'nutrition.settings.errors.percent',
      critical: 'nutrition.settings.errors.percent',
      volume: 'nutrition.settings.errors.volume',
    });
    expect(problemsOf({ low: 120, critical: 10, volume: null })).toEqual({ low: 'nutrition.settings.errors.percent' });
  });
});
