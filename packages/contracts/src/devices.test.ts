import { describe, expect, it } from 'vitest';
import { staleMinutesOf } from './devices';

describe('staleMinutesOf', () => {
  it("keeps the company's limit for sensors, a day and two hours for a bird scale, two hours for an hourly water meter", () => {
    expect(staleMinutesOf('S0', 60)).toBe(60);
    expect(staleMinutesOf('silo_scale', 45)).toBe(45);
    expect(staleMinutesOf('bird_scale', 60)).toBe(26 * 60);
    expect(staleMinutesOf('water_meter', 60)).toBe(120);
    // A longer limit of the company wins.
    expect(staleMinutesOf('water_meter', 180)).toBe(180);
  });
});
