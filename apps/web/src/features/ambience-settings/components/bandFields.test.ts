import { describe, expect, it } from 'vitest';
import type { AmbienceBandDto } from '@plantel/contracts';
import { BAND_FIELDS, roundedBand } from './bandFields';

const band: AmbienceBandDto = {
  age_from: 7,
  temperature: { min: 27.333333, max: 30.33 },
  humidity: { min: 50, max: 70 },
  co2_max: 3000,
  nh3_max: 20,
  enthalpy: { comfortable: { min: 55.123, max: 70.987 }, intermediary: { min: 50, max: 80 }, critical: { min: 45, max: 90 } },
};

describe('ambience band fields', () => {
  it('read and write every number of a band, each in its own place', () => {
    expect(BAND_FIELDS.map((f) => f.key)).toHaveLength(13);
    for (const [i, field] of BAND_FIELDS.entries()) {
      const changed = field.set(band, 1000 + i);
      expect(field.get(changed)).toBe(1000 + i);
      // The form binds the same number by its path.
      expect(field.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], changed)).toBe(1000 + i);
      for (const other of BAND_FIELDS.filter((f) => f.key !== field.key)) expect(other.get(changed)).toBe(other.get(band));
    }
  });

  it('round to one decimal for editing', () => {
    expect(roundedBand(band)).toMatchObject({ temperature: { min: 27.3, max: 30.3 }, enthalpy: { comfortable: { min: 55.1, max: 71 } } });
  });
});
