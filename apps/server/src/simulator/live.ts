import type { z } from 'zod';
import { createRandom, hashSeed, type Random } from '@plantel/domain';
import type { ProductionTypeId, telemetryDeviceSchema } from '@plantel/contracts';
import { speciesOf } from './species';
import { kgPerDayAt, type FeedPace } from './feed-pace';
import { drawSamples } from './flock';
import { FARM_LOAD_CELLS, misread } from './load-cell-signal';
import { DAY_MS, HOUR_MS, localHour, MINUTE_MS, round } from './time';

type LiveDevice = z.infer<typeof telemetryDeviceSchema>;

export interface LiveReading {
  device: number;
  message_id: string;
  device_time: string;
  values: Record<string, number | boolean | number[]>;
}

/**
 * What the stored readings say of the event devices, so a live farm can go on from them: a water
 * meter's totaliser and how much it counted over the last day; a bird scale's last two weighings.
 * A device without its history is left out, as the farm simulator's devices are by default.
 */
export interface LiveHistory {
  water?: ReadonlyMap<number, { totalVolume: number; litresPerDay: number }>;
  /** Per shed: the pace its stored feed days set, which its silos go on drawing at. */
  feed?: ReadonlyMap<number, FeedPace>;
  weighings?: ReadonlyMap<number, { age: number; at: number; mean: number; dailyGain: number }>;
}

/** Bird scales weigh once a day, at this hour of the company's clock (as the farm simulator's weighings, early morning). */
const WEIGHING_HOUR = 3;

interface DeviceState {
  drift: number;
  humidityDrift: number;
  co2Drift: number;
  /** Feed in the silo, kg: the truth its load cells misread. */
  weight: number;
  /** Feed a truck still has to unload into the silo, kg. */
  unloading: number;
  /** A water meter's totaliser, litres. */
  totalVolume: number;
}

const TWO_PI = 2 * Math.PI;
const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
/** A feed truck's unloading rate, kg per minute. */
const TRUCK_KG_PER_MINUTE = 600;
/** Share of a silo's capacity eaten per minute at full demand (a 10 t silo lasts about two days). */
const SILO_USE_PER_MINUTE = 0.0003;

/**
 * Live readings for the devices a key may send for: climate (S0), air quality (D0) and silo scales,
 * the way the farm simulator draws them (the age's set point, warmest at 15:00, most CO2 before dawn,
 * slow drift; silos that empty with use and a truck refills when low, read with the farm
 * simulator's load-cell noise and drift, `misread`). Water meters and bird scales
 * send only when their history is given (they go on from their stored totaliser and weighings):
 * the meter counts at the last day's pace, more by day; the scale weighs once a day, on the trend of
 * its last weighings. Day and night follow the wall clock of the company's time zone. Event sensors
 * are left to the farm simulator.
 */
export class LiveFarm {
  private readonly states = new Map<number, DeviceState>();
  private readonly random: Random;
  private sequence = 0;

  constructor(
    private readonly devices: readonly LiveDevice[],
    /** The company's IANA time zone. */
    private readonly timeZone: string,
    seed = 1,
    private readonly runId = Date.now().toString(36),
    private readonly history: LiveHistory = {},
  ) {
    this.random = createRandom(hashSeed('live', seed));
  }

  /** The devices this farm sends for. */
  get sending(): LiveDevice[] {
    return this.devices.filter(
      (d) =>
        (d.type === 'silo_scale' && d.silo !== null) ||
        ((d.type === 'S0' || d.type === 'D0') && d.age !== null) ||
        (d.type === 'water_meter' && this.history.water?.has(d.id)) ||
        (d.type === 'bird_scale' && d.age !== null && this.history.weighings?.has(d.id)),
    );
  }

  /** One reading of every device at `time`, `minutes` after the previous tick; a bird scale's only when it weighs in that span. */
  tick(time: number, minutes: number): LiveReading[] {
    const readings: LiveReading[] = [];
    for (const d of this.sending) {
      const values = d.type === 'bird_scale' ? this.weighingOf(d, time, minutes) : this.valuesOf(d, time, minutes);
      if (values) readings.push({ device: d.id, message_id: `live-${this.runId}-${d.id}-${++this.sequence}`, device_time: new Date(time).toISOString(), values });
    }
    return readings;
  }

  /** A weighing when the scale's daily weighing hour falls within the `minutes` before `time`. */
  private weighingOf(d: LiveDevice, time: number, minutes: number): Record<string, number | boolean | number[]> | null {
    const last = this.history.weighings!.get(d.id)!;
    const lastWeighingHour = time - ((localHour(time, this.timeZone) - WEIGHING_HOUR + 24) % 24) * HOUR_MS;
    if (lastWeighingHour <= time - minutes * MINUTE_MS || time - last.at < DAY_MS / 2) return null;
    const profile = speciesOf(d.production_type as ProductionTypeId);
    const mean = last.mean + Math.max(0, last.dailyGain) * ((time - last.at) / DAY_MS);
    const count = this.random.int(profile.sampleCount[0], profile.sampleCount[1]);
    const cv = this.random.uniform(profile.cv[0], profile.cv[1]);
    return { weights: drawSamples(this.random, count, mean, cv, profile.weightResolution) };
  }

  /**
   * What one silo scale's silo gives per minute on average over a day (day and night weigh it): its
   * shed's feed pace, shared among the shed's silos, so a flock eats what its stored days say it
   * eats, whatever the ticks' cadence or a downtime's length. Without any stored history (a farm of
   * its own, as the tests open one), a share of the silo's capacity.
   */
  private siloKgPerMinute(d: LiveDevice, time: number): number {
    if (!this.history.feed) return d.silo!.capacity * SILO_USE_PER_MINUTE;
    // A shed whose stored days show no flock eating (empty, or not yet housed) draws nothing.
    const pace = this.history.feed.get(d.shed);
    if (!pace) return 0;
    const silos = this.sending.filter((o) => o.type === 'silo_scale' && o.shed === d.shed).length;
    return kgPerDayAt(pace, time) / (24 * 60) / Math.max(1, silos);
  }

  /** Lights on and people about: 05:00 to 21:00 on the company's clock. */
  private isDaytime(time: number): boolean {
    const hour = localHour(time, this.timeZone);
    return hour >= 5 && hour < 21;
  }

  private stateOf(d: LiveDevice): DeviceState {
    let state = this.states.get(d.id);
    if (!state) {
      const silo = d.silo;
      state = {
        drift: this.random.normal(0, 0.4),
        humidityDrift: 0,
        co2Drift: 0,
        weight: silo ? (silo.available_weight ?? silo.capacity / 2) : 0,
        unloading: 0,
        totalVolume: this.history.water?.get(d.id)?.totalVolume ?? 0,
      };
      this.states.set(d.id, state);
    }
    return state;
  }

  private valuesOf(d: LiveDevice, time: number, minutes: number): Record<string, number | boolean> {
    const state = this.stateOf(d);
    const r = this.random;
    if (d.type === 'silo_scale') {
      const capacity = d.silo!.capacity;
      const daytime = this.isDaytime(time) ? 1.3 : 0.4;
      state.weight = Math.max(0, state.weight - this.siloKgPerMinute(d, time) * daytime * minutes * (1 + r.normal(0, 0.1)));
      if (state.unloading === 0 && state.weight < capacity * 0.12) state.unloading = capacity * 0.9 - state.weight;
      const unloaded = Math.min(state.unloading, TRUCK_KG_PER_MINUTE * minutes);
      state.weight += unloaded;
      state.unloading -= unloaded;
      return { total_weight: round(misread(state.weight, time, capacity, FARM_LOAD_CELLS, r, this.timeZone), 1) };
    }
    if (d.type === 'water_meter') {
      const perMinute = this.history.water!.get(d.id)!.litresPerDay / (24 * 60);
      const daytime = this.isDaytime(time) ? 1.3 : 0.4;
      state.totalVolume += Math.max(0, perMinute * daytime * minutes * (1 + r.normal(0, 0.08)));
      return { total_volume: round(state.totalVolume, 1) };
    }
    const profile = speciesOf(d.production_type as ProductionTypeId);
    const hour = localHour(time, this.timeZone);
    const afternoon = Math.cos((TWO_PI * (hour - 15)) / 24);
    const night = 0.5 + 0.5 * Math.cos((TWO_PI * (hour - 3)) / 24);
    const step = Math.sqrt(Math.max(1, minutes / 10));
    state.drift = clamp(0.97 * state.drift + r.normal(0, 0.12 * step), -1.5, 1.5);
    state.humidityDrift = clamp(0.97 * state.humidityDrift + r.normal(0, 0.6 * step), -6, 6);
    state.co2Drift = clamp(0.95 * state.co2Drift + r.normal(0, 25 * step), -250, 250);
    const temperature = profile.setPoint(d.age!) + 1.3 * afternoon + state.drift;
    const humidity = clamp(61 - 7 * afternoon + state.humidityDrift, 30, 95);
    if (d.type === 'S0') {
      return {
        environment_temperature: round(temperature, 1),
        bed_temperature: round(temperature + 2.2 + r.normal(0, 0.15), 1),
        water_temperature: round(temperature - 1.5 + r.normal(0, 0.1), 1),
        humidity: round(humidity, 1),
      };
    }
    const youngBirds = profile.poultry ? Math.max(0, 1 - d.age! / 28) * 800 : 0;
    return {
      co2: Math.round(clamp((profile.poultry ? 950 : 1150) + youngBirds + 400 * night + state.co2Drift, 450, 4000)),
      intern_humidity: round(clamp(humidity + r.normal(0, 1.2), 0, 100), 1),
      intern_temperature: round(temperature + r.normal(0, 0.3), 1),
    };
  }
}

