import type { AmbienceBandDto } from '@plantel/contracts';
import { profileAtAge, type AmbienceProfile } from '@plantel/domain';

/** How a batch's days of age fall on the company's calendar. */
export interface BatchDays {
  /** Day of age the flock had on the day it was lodged. */
  ageAtLodging: number;
  /** The company's local calendar day of the lodging, YYYY-MM-DD. */
  lodgingDay: string;
  /** The company's IANA time zone: days of age start at its midnights. */
  timeZone: string;
}

/** The ideal band over a run of consecutive chart points (indices `first` to `last`) that share one local day. */
export interface IdealBandStep {
  first: number;
  last: number;
  /** The local calendar day and the day of age on it. */
  day: string;
  age: number;
  min: number;
  max: number;
}

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function calendarDayIn(moment: string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = Object.fromEntries(format.formatToParts(new Date(moment)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Day of age on a calendar day: the lodging's age plus the calendar days since (as the server's batch calendar counts). */
export function ageOnDay(batch: BatchDays, day: string): number {
  return batch.ageAtLodging + Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${batch.lodgingDay}T00:00:00Z`)) / DAY_MS);
}

/**
 * The ideal band of a measure under chart points taken at `times` (oldest first), from the ambience
 * profile's bands as the API gives them (`ambience_profile`): each point gets
 * the profile at the day of age of its local calendar day, so the band steps at each of the
 * company's midnights with the age instead of lying flat at today's. Points of one day make one step.
 */
export function idealBandSteps(times: readonly string[], bands: readonly AmbienceBandDto[], batch: BatchDays, measure: 'temperature' | 'humidity'): IdealBandStep[] {
  const profile: AmbienceProfile = bands.map((b) => ({ ageFrom: b.age_from, temperature: b.temperature, humidity: b.humidity, co2Max: b.co2_max, nh3Max: b.nh3_max, enthalpy: b.enthalpy }));
  const steps: IdealBandStep[] = [];
  times.forEach((time, index) => {
    const day = calendarDayIn(time, batch.timeZone);
    const last = steps.at(-1);
    if (last && last.day === day) {
      last.last = index;
      return;
    }
    const age = ageOnDay(batch, day);
    const band = profileAtAge(profile, Math.max(0, age))[measure];
    steps.push({ first: index, last: index, day, age, min: band.min, max: band.max });
  });
  return steps;
}
