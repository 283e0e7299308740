import { idealTemperatureBand, IDEAL_HUMIDITY } from './ambience-targets';
import { comfortLimits, type ComfortCode } from './comfort';
import { specificEnthalpy } from './psychrometrics';

export interface Band {
  min: number;
  max: number;
}

/** The ideal air and the comfort classes from one age on, until the next band's age. */
export interface AmbienceBand {
  ageFrom: number;
  /** Ideal air temperature, °C, and relative humidity, %. */
  temperature: Band;
  humidity: Band;
  /** Most CO2 (ppm) and NH3 (ppm) allowed at bird level. */
  co2Max: number;
  nh3Max: number;
  /** Enthalpy (kJ/kg dry air) limits of the classes: each contains the one before. */
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

/** 0 comfortable, 1 intermediary, 2 critical, 3 lethal for an enthalpy under a band. */
export function classifyEnthalpy(band: AmbienceBand, enthalpy: number): ComfortCode {
  const within = (b: Band) => enthalpy >= b.min && enthalpy <= b.max;
  if (within(band.enthalpy.comfortable)) return 0;
  if (within(band.enthalpy.intermediary)) return 1;
  if (within(band.enthalpy.critical)) return 2;
  return 3;
}

/**
 * The comfort level of one climate reading (spec §4), or -1 (no data) when the temperature or the
 * humidity is missing or not a number; humidity outside 0-100 % is a sensor fault, also -1.
 */
export function comfortOfReading(band: AmbienceBand, temperature: number | null, humidity: number | null, altitudeM = 0): ComfortCode | -1 {
  if (temperature === null || humidity === null || !Number.isFinite(temperature) || !Number.isFinite(humidity)) return -1;
  if (humidity < 0 || humidity > 100) return -1;
  return classifyEnthalpy(band, specificEnthalpy(temperature, humidity, altitudeM));
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
