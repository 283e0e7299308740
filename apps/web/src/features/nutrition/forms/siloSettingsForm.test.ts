import { describe, expect, it } from 'vitest';
import { parseSiloSettings } from './siloSettingsForm';

describe('parseSiloSettings', () => {
  it('turns percentages into fractions and an empty volume into a silo rated by mass', () => {
    expect(parseSiloSettings({ low: '30', critical: '12,5', volume: '' })).toEqual({ problems: {}, input: { low_threshold: 0.3, critical_threshold: 0.125, volume: null } });
    expect(parseSiloSettings({ low: '25', critical: '10', volume: '22.5' }).input?.volume).toBe(22.5);
  });

  it('names each field that cannot be saved', () => {
    expect(parseSiloSettings({ low: '20', critical: '20', volume: '' }).problems).toEqual({ critical: 'criticalNotBelowLow' });
    expect(parseSiloSettings({ low: '0', critical: 'x', volume: '-3' }).problems).toEqual({ low: 'percent', critical: 'percent', volume: 'volume' });
    expect(parseSiloSettings({ low: '120', critical: '10', volume: '' }).input).toBeNull();
  });
});
