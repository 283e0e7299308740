/**
 * Moist-air properties by the standard psychrometric method (ASHRAE Fundamentals, as documented by
 * psychrolib): Tetens saturation pressure, humidity ratio from RH and local pressure, then enthalpy.
 */

export const SEA_LEVEL_PRESSURE_KPA = 101.325;

/** Standard-atmosphere pressure at an altitude in metres (kPa). */
export function atmosphericPressure(altitudeM: number): number {
  return SEA_LEVEL_PRESSURE_KPA * (1 - 2.25577e-5 * altitudeM) ** 5.2559;
}

/** Saturation vapour pressure over water at a dry-bulb temperature in °C (kPa, Tetens). */
export function saturationVaporPressure(temperatureC: number): number {
  return 0.61078 * 10 ** ((7.5 * temperatureC) / (237.3 + temperatureC));
}

/** Humidity ratio W, kg of water per kg of dry air. */
export function humidityRatio(temperatureC: number, relativeHumidity: number, pressureKpa = SEA_LEVEL_PRESSURE_KPA): number {
  const vapor = (relativeHumidity / 100) * saturationVaporPressure(temperatureC);
  return (0.621945 * vapor) / (pressureKpa - vapor);
}

/** Specific enthalpy of moist air, kJ per kg of dry air, from dry-bulb °C, RH % and altitude (m). */
export function specificEnthalpy(temperatureC: number, relativeHumidity: number, altitudeM = 0): number {
  const w = humidityRatio(temperatureC, relativeHumidity, atmosphericPressure(altitudeM));
  return 1.006 * temperatureC + w * (2501 + 1.86 * temperatureC);
}
