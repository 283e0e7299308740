import type { AmbienceBand, AmbienceProfile, Band } from './ambience-profile';
import type { ComfortCode } from './comfort';
import { specificEnthalpy } from './psychrometrics';

/** What put a reading out of comfort: the same list as @plantel/contracts' COMFORT_CAUSES (the API's). */
export const COMFORT_CAUSES = ['temperature_low', 'temperature_high', 'humidity_low', 'humidity_high', 'enthalpy_low', 'enthalpy_high'] as const;
export type ComfortCause = (typeof COMFORT_CAUSES)[number];

/** One comfort verdict (spec §4 level) and what put the air out of comfort (empty when comfortable). */
export interface ComfortVerdict {
  level: ComfortCode;
  causes: ComfortCause[];
}

/**
 * Temperature past the ideal band by up to this many °C is intermediary, further critical: the
 * same steps as the default enthalpy classes (4 °C from the set point = 2.5 °C past a ±1.5 °C band).
 */
export const TEMPERATURE_INTERMEDIARY_MARGIN_C = 2.5;
/** Relative humidity past the ideal band by up to this many points is intermediary, further critical. */
export const HUMIDITY_INTERMEDIARY_MARGIN = 10;

/** Every limit one verdict compares a reading with, for one age at one altitude. */
export interface ComfortLimits {
  temperature: { comfortable: Band; intermediary: Band };
  humidity: { comfortable: Band; intermediary: Band };
  /** kJ/kg dry air at the altitude the limits were derived for. */
  enthalpy: { comfortable: Band; intermediary: Band; critical: Band };
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * f;
const lerpBand = (a: Band, b: Band, f: number): Band => ({ min: lerp(a.min, b.min, f), max: lerp(a.max, b.max, f) });

/**
 * The profile at an exact age: a band's figures hold at its own age, and between two bands each
 * figure moves in a straight line from one to the next; after the last band, the last band's.
 */
export function profileAtAge(profile: AmbienceProfile, ageDays: number): Omit<AmbienceBand, 'ageFrom'> {
  let i = 0;
  while (i + 1 < profile.length && profile[i + 1]!.ageFrom <= ageDays) i++;
  const a = profile[i]!;
  const b = profile[i + 1];
  const f = b ? Math.max(0, (ageDays - a.ageFrom) / (b.ageFrom - a.ageFrom)) : 0;
  const to = b ?? a;
  return {
    temperature: lerpBand(a.temperature, to.temperature, f),
    humidity: lerpBand(a.humidity, to.humidity, f),
    co2Max: lerp(a.co2Max, to.co2Max, f),
    nh3Max: lerp(a.nh3Max, to.nh3Max, f),
    enthalpy: {
      comfortable: lerpBand(a.enthalpy.comfortable, to.enthalpy.comfortable, f),
      intermediary: lerpBand(a.enthalpy.intermediary, to.enthalpy.intermediary, f),
      critical: lerpBand(a.enthalpy.critical, to.enthalpy.critical, f),
    },
  };
}

/** The dry-bulb temperature (°C) at which air of relative humidity `rh` has enthalpy `h` at sea level (bisection). */
function temperatureAtSeaLevel(h: number, rh: number): number {
  let lo = -60;
  let hi = 90;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (specificEnthalpy(mid, rh, 0) < h) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * A profile's enthalpy limit, written at sea level, moved to an altitude: the air that has that
 * enthalpy at sea level at the band's humidity edge (`rh`), and the enthalpy of that same air at
 * the altitude. At 0 m it is the limit itself.
 */
function enthalpyAtAltitude(seaLevel: number, rh: number, altitudeM: number): number {
  if (altitudeM === 0) return seaLevel;
  return specificEnthalpy(temperatureAtSeaLevel(seaLevel, rh), rh, altitudeM);
}

/**
 * Every limit for birds of an exact age at an altitude, from an ambience profile: the temperature
 * and humidity bands and enthalpy classes at that age (`profileAtAge`), the enthalpy classes moved
 * to the altitude (lower limits at the band's lowest humidity, upper ones at its highest: the air
 * the default limits are derived from), and the intermediary margins around the bands.
 */
export function comfortLimitsAt(profile: AmbienceProfile, ageDays: number, altitudeM = 0): ComfortLimits {
  const at = profileAtAge(profile, ageDays);
  const { humidity } = at;
  const move = (b: Band): Band => ({ min: enthalpyAtAltitude(b.min, humidity.min, altitudeM), max: enthalpyAtAltitude(b.max, humidity.max, altitudeM) });
  const t = TEMPERATURE_INTERMEDIARY_MARGIN_C;
  const rh = HUMIDITY_INTERMEDIARY_MARGIN;
  return {
    temperature: { comfortable: at.temperature, intermediary: { min: at.temperature.min - t, max: at.temperature.max + t } },
    humidity: { comfortable: humidity, intermediary: { min: humidity.min - rh, max: humidity.max + rh } },
    enthalpy: { comfortable: move(at.enthalpy.comfortable), intermediary: move(at.enthalpy.intermediary), critical: move(at.enthalpy.critical) },
  };
}

const within = (x: number, b: Band) => x >= b.min && x <= b.max;

/**
 * The comfort verdict of one reading: the worst of its temperature (0 in the ideal band, 1 within
 * the intermediary margin, 2 beyond), its humidity (the same) and its enthalpy at the farm's
 * altitude (0 to 3 by the classes), with the side each one is out on. Null when a value is
 * missing or the humidity is impossible (no data, -1).
 *
 * `comfortSql` in the server mirrors this comparison for stored readings: change both together.
 */
export function judgeComfort(limits: ComfortLimits, temperature: number | null, humidity: number | null, enthalpy: number | null): ComfortVerdict | null {
  if (temperature === null || humidity === null || enthalpy === null) return null;
  if (!Number.isFinite(temperature) || !Number.isFinite(humidity) || !Number.isFinite(enthalpy) || humidity < 0 || humidity > 100) return null;
  const causes: ComfortCause[] = [];
  let level = 0;
  const judge = (value: number, classes: Band[], low: ComfortCause, high: ComfortCause) => {
    let code = classes.findIndex((b) => within(value, b));
    if (code === -1) code = classes.length;
    if (code > 0) causes.push(value < classes[0]!.min ? low : high);
    level = Math.max(level, code);
  };
  judge(temperature, [limits.temperature.comfortable, limits.temperature.intermediary], 'temperature_low', 'temperature_high');
  judge(humidity, [limits.humidity.comfortable, limits.humidity.intermediary], 'humidity_low', 'humidity_high');
  const e = limits.enthalpy;
  judge(enthalpy, [e.comfortable, e.intermediary, e.critical], 'enthalpy_low', 'enthalpy_high');
  return { level: level as ComfortCode, causes };
}

/**
 * A judge for a stream of readings of one farm: limits computed once per age. Readings are
 * judged as they are stored (single-precision temperature and humidity, enthalpy to 0.01 kJ/kg),
 * so a stored reading judged again, here or in SQL, gets the same verdict.
 */
export function comfortJudge(profile: AmbienceProfile, altitudeM = 0) {
  const limitsOf = new Map<number, ComfortLimits>();
  const limitsAt = (age: number) => limitsOf.get(age) ?? limitsOf.set(age, comfortLimitsAt(profile, age, altitudeM)).get(age)!;
  return {
    limitsAt,
    /** The stored enthalpy (kJ/kg, at the altitude) and the verdict of a reading, or null without both values. */
    judge(ageDays: number, temperature: number | null, humidity: number | null): { enthalpy: number; verdict: ComfortVerdict } | null {
      if (temperature === null || humidity === null || !Number.isFinite(temperature) || !Number.isFinite(humidity)) return null;
      const t = Math.fround(temperature);
      const rh = Math.fround(humidity);
      const enthalpy = Math.fround(Math.round(specificEnthalpy(t, rh, altitudeM) * 100) / 100);
      const verdict = judgeComfort(limitsAt(ageDays), t, rh, enthalpy);
      return verdict ? { enthalpy, verdict } : null;
    },
  };
}

/** The verdict of air for birds of an age at an altitude, by a profile: the one comfort function. */
export function comfortVerdict(profile: AmbienceProfile, ageDays: number, altitudeM: number, temperature: number | null, humidity: number | null): ComfortVerdict | null {
  return comfortJudge(profile, altitudeM).judge(ageDays, temperature, humidity)?.verdict ?? null;
}
