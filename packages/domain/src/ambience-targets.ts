/**
 * Ideal air conditions for poultry by age. The breeders' broiler temperature tables could not be
 * consulted (only the Lohmann layer-chick table, which is bird-level and warmer, was found), so the
 * set point is a straight line from 32 °C on day 1 to 21 °C on day 35 and flat after, with a band
 * of ±1.5 °C; relative humidity 50-70 % (Canadian Poultry's 50-70 %, Lohmann's 60-70 %).
 */
export const BROODING_TEMPERATURE_C = 32;
export const GROWN_TEMPERATURE_C = 21;
export const GROWN_AGE_DAYS = 35;
export const TEMPERATURE_BAND_C = 1.5;
export const IDEAL_HUMIDITY = { min: 50, max: 70 } as const;

/** Air temperature set point for birds of an age in days (°C). */
export function idealTemperature(ageDays: number): number {
  const progress = Math.min(Math.max(ageDays - 1, 0), GROWN_AGE_DAYS - 1) / (GROWN_AGE_DAYS - 1);
  return BROODING_TEMPERATURE_C - (BROODING_TEMPERATURE_C - GROWN_TEMPERATURE_C) * progress;
}

export function idealTemperatureBand(ageDays: number): { min: number; max: number } {
  const setPoint = idealTemperature(ageDays);
  return { min: setPoint - TEMPERATURE_BAND_C, max: setPoint + TEMPERATURE_BAND_C };
}
