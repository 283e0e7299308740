import { comfortJudge, defaultAmbienceProfile, type Random } from '@plantel/domain';
import { ageAt, type BatchTimeline } from './batch-timeline';
import type { AnomalyPlan } from './farm-description';
import type { D0Row, EnthalpyRow, S0Row } from './farm-rows';
import type { SpeciesProfile } from './species';
import { ceilTo, HOUR_MS, localHour, MINUTE_MS } from './time';

export interface ClimateInput {
  profile: SpeciesProfile;
  timeline: BatchTimeline;
  /** Per division (local index): its key and the keys of its S0 and D0 devices. */
  divisions: { key: number; s0: number; d0: number }[];
  altitude: number;
  intervalMinutes: number;
  anomalies: readonly AnomalyPlan[];
  now: number;
  /** The company's IANA time zone, whose wall clock the day follows. */
  timeZone: string;
  random: Random;
}

export interface Climate {
  s0: S0Row[];
  d0: D0Row[];
  enthalpy: EnthalpyRow[];
  /** Time of the last reading, if any. */
  lastReadingAt: number | null;
  /** Worst comfort code among the divisions' latest readings; -1 without readings. */
  latestComfort: number;
}

const TWO_PI = 2 * Math.PI;
const r1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);

/** Extra degrees of a heat wave at a time: a half sine over its hours. */
function heatWaveDelta(anomalies: readonly AnomalyPlan[], now: number, t: number): number {
  let delta = 0;
  for (const a of anomalies) {
    if (a.kind !== 'heat_wave') continue;
    const start = now - (a.hoursAgo + 1) * HOUR_MS;
    const length = a.hours * HOUR_MS;
    if (t >= start && t <= start + length) delta += a.delta * Math.sin((Math.PI * (t - start)) / length);
  }
  return delta;
}

function humidityOverride(anomalies: readonly AnomalyPlan[], now: number, t: number): boolean {
  return anomalies.some((a) => a.kind === 'humidity_high' && t >= now - (a.hoursAgo + a.hours) * HOUR_MS && t <= now - (a.hoursAgo - 1) * HOUR_MS);
}

/**
 * S0 and D0 readings every few minutes for each division, around the age's set point with a day and
 * night cycle (warmest and driest at 15:00 local, most CO2 before dawn under minimum ventilation),
 * slow random drift, and the planted anomalies; enthalpy readings derived from each S0 reading.
 */
export function simulateClimate(input: ClimateInput): Climate {
  const { profile, timeline, random, now } = input;
  const step = input.intervalMinutes * MINUTE_MS;
  const s0: S0Row[] = [];
  const d0: D0Row[] = [];
  const enthalpy: EnthalpyRow[] = [];
  if (!timeline.housed) return { s0, d0, enthalpy, lastReadingAt: null, latestComfort: -1 };

  const shedOffset = random.normal(0, 0.4);
  // A simulated company starts on Plantel's default ambience profiles.
  const comfort = comfortJudge(defaultAmbienceProfile(), input.altitude);
  const first = ceilTo(timeline.windowStart, step);
  let lastReadingAt: number | null = null;
  let latestComfort = -1;

  for (const [d, division] of input.divisions.entries()) {
    const stuck = input.anomalies.find((a): a is Extract<AnomalyPlan, { kind: 'stuck_sensor' }> => a.kind === 'stuck_sensor' && a.division === d);
    const stuckFrom = stuck ? now - (stuck.hoursAgo + 3) * HOUR_MS : Infinity;
    const stuckTo = stuck ? stuckFrom + stuck.hours * HOUR_MS : -Infinity;
    const offset = shedOffset + random.normal(0, 0.2);
    let tempDrift = 0;
    let rhDrift = 0;
    let co2Drift = 0;
    let frozen: Omit<S0Row, 'measuredAt' | 'age'> | null = null;
    let lastCode = -1;
    for (let t = first; t <= timeline.end; t += step) {
      const age = ageAt(timeline, t);
      const hour = localHour(t, input.timeZone);
      const afternoon = Math.cos((TWO_PI * (hour - 15)) / 24);
      const night = 0.5 + 0.5 * Math.cos((TWO_PI * (hour - 3)) / 24);
      tempDrift = clamp(0.97 * tempDrift + random.normal(0, 0.12), -1.5, 1.5);
      rhDrift = clamp(0.97 * rhDrift + random.normal(0, 0.6), -6, 6);
      co2Drift = clamp(0.95 * co2Drift + random.normal(0, 25), -250, 250);

      const temperature = profile.setPoint(age) + offset + 1.3 * afternoon + tempDrift + heatWaveDelta(input.anomalies, now, t);
      const humidity = humidityOverride(input.anomalies, now, t)
        ? clamp(84 + rhDrift / 2, 81, 92)
        : clamp(61 - 7 * afternoon + rhDrift, 40, 85);
      const youngBirds = profile.poultry ? Math.max(0, 1 - age / 28) * 800 : 0;
      const co2 = clamp((profile.poultry ? 950 : 1150) + youngBirds + 400 * night + co2Drift, 450, 4000);

      let reading: Omit<S0Row, 'measuredAt' | 'age'> = {
        device: division.s0,
        division: division.key,
        bedTemperature: r1(temperature + 2.2 + random.normal(0, 0.15)),
        environmentTemperature: r1(temperature),
        waterTemperature: r1(temperature - 1.5 + random.normal(0, 0.1)),
        humidity: r1(humidity),
      };
      if (t >= stuckFrom && t <= stuckTo) reading = frozen ??= reading;
      s0.push({ ...reading, measuredAt: t, age });
      d0.push({
        device: division.d0,
        division: division.key,
        measuredAt: t,
        age,
        co2: Math.round(co2),
        internHumidity: r1(clamp(humidity + random.normal(0, 1.2), 0, 100)),
        internTemperature: r1(temperature + random.normal(0, 0.3)),
      });
      if (profile.poultry) {
        const judged = comfort.judge(age, reading.environmentTemperature, reading.humidity)!;
        lastCode = judged.verdict.level;
        enthalpy.push({ device: division.s0, division: division.key, measuredAt: t, age, value: judged.enthalpy, code: lastCode });
      }
      lastReadingAt = t;
    }
    latestComfort = Math.max(latestComfort, lastCode);
  }
  return { s0, d0, enthalpy, lastReadingAt, latestComfort };
}
