import { idealTemperatureBand, IDEAL_HUMIDITY } from './ambience-targets';
import { comfortLimits } from './comfort';

export interface Band {
  min: number;
  max: number;
}

/**
 * The ideal air and the comfort classes at one age; between two bands' ages each figure moves in a
 * straight line from one to the next (`profileAtAge`), after the last band it stays.
 */
export interface AmbienceBand {
  ageFrom: number;
  /** Ideal air temperature, °C, and relative humidity, %. */
  temperature: Band;
  humidity: Band;
  /** Most CO2 (ppm) and NH3 (ppm) allowed at bird level. */
  co2Max: number;
  nh3Max: number;
  /** Enthalpy (kJ/kg dry air, at sea level: moved to the farm's altitude when judging) limits of the classes: each contains the one before. */
  enthalpy: { comfortable: Band; intermediary: Band; critical: Band };
}

/** How a company judges the ambience of a module's flocks: bands by age, first at age 0. */
export type AmbienceProfile = readonly AmbienceBand[];

/** Council Directive 2007/43/EC, Annex II point 3 (broiler_environment.json): at bird head level. */
export const EU_CO2_MAX_PPM = 3000;
export const EU_NH3_MAX_PPM = 20;

/** Ages at which the default profile starts a band: day-old, then weekly to the grown set point. */
const DEFAULT_BAND_AGES = [0, 7, 14, 21, 28, 35] as const;

/**
 * Plantel's default band for an age: the ideal temperature and humidity of ambience-targets.ts, the
 * EU CO2 and NH3 limits, and the enthalpy classes of comfort.ts (the comfortable band is the
 * enthalpy of the ideal band's edges; intermediary and critical widen it by 4 and 7 °C).
 */
export function defaultAmbienceBand(ageFrom: number): AmbienceBand {
  const limits = comfortLimits(ageFrom);
  return {
    ageFrom,
    temperature: idealTemperatureBand(ageFrom),
    humidity: { min: IDEAL_HUMIDITY.min, max: IDEAL_HUMIDITY.max },
    co2Max: EU_CO2_MAX_PPM,
    nh3Max: EU_NH3_MAX_PPM,
    enthalpy: { comfortable: limits.comfortable, intermediary: limits.intermediary, critical: limits.critical },
  };
}

export function defaultAmbienceProfile(): AmbienceProfile {
  return DEFAULT_BAND_AGES.map(defaultAmbienceBand);
}

/** The band that applies at an age: the last one starting at or before it. */
export function bandAt(profile: AmbienceProfile, age: number): AmbienceBand {
  let chosen = profile[0]!;
  for (const band of profile) if (band.ageFrom <= age) chosen = band;
  return chosen;
}

/** What is wrong with a profile, in words, or null when it is sound. */
export function profileProblem(profile: AmbienceProfile): string | null {
  if (profile.length === 0) return 'needs at least one band';
  if (profile[0]!.ageFrom !== 0) return 'the first band must start at age 0';
  for (let i = 0; i < profile.length; i++) {
    const b = profile[i]!;
    const where = `band ${i + 1} (from ${b.ageFrom} days)`;
    if (i > 0 && b.ageFrom <= profile[i - 1]!.ageFrom) return `${where}: ages must increase`;
    for (const [name, band] of [['temperature', b.temperature], ['humidity', b.humidity], ['comfortable enthalpy', b.enthalpy.comfortable], ['intermediary enthalpy', b.enthalpy.intermediary], ['critical enthalpy', b.enthalpy.critical]] as const) {
      if (!(band.min < band.max)) return `${where}: ${name} minimum must be below its maximum`;
    }
    const { comfortable, intermediary, critical } = b.enthalpy;
    if (intermediary.min > comfortable.min || intermediary.max < comfortable.max) return `${where}: the intermediary enthalpy band must contain the comfortable one`;
    if (critical.min > intermediary.min || critical.max < intermediary.max) return `${where}: the critical enthalpy band must contain the intermediary one`;
  }
  return null;
}
