import { idealTemperature, IDEAL_HUMIDITY, TEMPERATURE_BAND_C } from './ambience-targets';
import { specificEnthalpy } from './psychrometrics';

/** 0 comfortable, 1 intermediary, 2 critical, 3 lethal (spec §4). */
export type ComfortCode = 0 | 1 | 2 | 3;

/**
 * Plantel's default enthalpy limits of each comfort class for an age (kJ/kg dry air, at sea level
 * in the default profile), lower and upper. Readings are judged by `judgeComfort` (comfort-verdict.ts)
 * against a company's profile, which starts from these.
 *
 * Published enthalpy comfort classes by week (Barbosa Filho et al. 2007) were searched for and not
 * found, so the limits are derived from the ideal band for the age (`ambience-targets`): the
 * enthalpy of the air at the band's edges. Comfortable spans h(set point − 1.5 °C, 50 % RH) to
 * h(set point + 1.5 °C, 70 % RH); intermediary reaches 4 °C past the set point (75 % RH on the warm
 * side), critical 7 °C (80 %); beyond that is lethal. The same limits hold on the cold side at
 * 50 % RH. Replace with the published table when it is available.
 */
export function comfortLimits(ageDays: number, altitudeM = 0) {
  const t = idealTemperature(ageDays);
  const h = (temperature: number, rh: number) => specificEnthalpy(temperature, rh, altitudeM);
  return {
    comfortable: { min: h(t - TEMPERATURE_BAND_C, IDEAL_HUMIDITY.min), max: h(t + TEMPERATURE_BAND_C, IDEAL_HUMIDITY.max) },
    intermediary: { min: h(t - 4, IDEAL_HUMIDITY.min), max: h(t + 4, 75) },
    critical: { min: h(t - 7, IDEAL_HUMIDITY.min), max: h(t + 7, 80) },
  };
}
