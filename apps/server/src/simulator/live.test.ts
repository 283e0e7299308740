import { describe, expect, it } from 'vitest';
import { PRODUCTION_TYPE, telemetryValueSchemas } from '@plantel/contracts';
import { LiveFarm } from './live';

/** The demo companies' zone (UTC−3, no daylight saving since 2019). */
const ZONE = 'America/Sao_Paulo';

const device = (id: number, type: 'S0' | 'D0' | 'silo_scale' | 'water_meter' | 'bird_scale', age: number | null, silo: { capacity: number; available_weight: number | null } | null = null) => ({
  id,
  identification: `${type}-${id}`,
  type,
  position: type === 'silo_scale' ? 'Silo 1' : 'Box 1',
  shed: 1,
  production_type: PRODUCTION_TYPE.broiler,
  age,
  silo,
});

describe('LiveFarm', () => {
  const devices = [device(1, 'S0', 21), device(2, 'D0', 21), device(3, 'S0', null), device(4, 'silo_scale', null, { capacity: 10_000, available_weight: 3_000 }), device(5, 'water_meter', 21)];

  it('sends for climate sensors of housed sheds and for silo scales, with values the ingest accepts', () => {
    const farm = new LiveFarm(devices, ZONE, 7, 'run');
    expect(farm.sending.map((d) => d.id)).toEqual([1, 2, 4]);
    const start = Date.parse('2026-11-23T12:00:00Z');
    for (let tick = 0; tick < 200; tick++) {
      for (const reading of farm.tick(start + tick * 60_000, 1)) {
        const type = devices.find((d) => d.id === reading.device)!.type;
        expect(telemetryValueSchemas[type].safeParse(reading.values).success).toBe(true);
      }
    }
  });

  it('keeps broiler temperatures near the set point for the age, warmer in the afternoon', () => {
    const farm = new LiveFarm([device(1, 'S0', 35)], ZONE, 3, 'run');
    const at = (hour: number) => farm.tick(Date.parse(`2026-11-23T${String(hour).padStart(2, '0')}:00:00-03:00`), 10)[0]!.values.environment_temperature as number;
    const afternoon = at(15);
    const night = at(3);
    expect(afternoon).toBeGreaterThan(night);
    expect(afternoon).toBeGreaterThan(18);
    expect(afternoon).toBeLessThan(26);
  });

  it('empties a silo with use and a truck refills it when low to 90 %; message ids never repeat', () => {
    const farm = new LiveFarm([device(4, 'silo_scale', null, { capacity: 10_000, available_weight: 3_000 })], ZONE, 1, 'run');
    const weights: number[] = [];
    const ids = new Set<string>();
    for (let tick = 0; tick < 2_000; tick++) {
      const [reading] = farm.tick(Date.parse('2026-11-23T00:00:00Z') + tick * 10 * 60_000, 10);
      weights.push(reading!.values.total_weight as number);
      ids.add(reading!.message_id);
    }
    expect(ids.size).toBe(2_000);
    // The load cells read with noise, drift and now and then a spike: an hour's median says the level.
    const hourly = Array.from({ length: Math.floor(weights.length / 6) }, (_, h) => weights.slice(6 * h, 6 * h + 6).sort((a, b) => a - b)[3]!);
    expect(hourly[3]).toBeLessThan(hourly[0]!);
    const lowest = hourly.findIndex((w) => w < 1_500);
    expect(lowest).toBeGreaterThan(0);
    expect(Math.max(...hourly.slice(lowest))).toBeGreaterThan(8_700);
    expect(Math.max(...hourly)).toBeLessThan(9_200);
    expect(Math.min(...weights)).toBeGreaterThan(0);
  });

  it('counts water at the last day’s pace and weighs once a day on the trend of the last weighings, when their history is given', () => {
    const start = Date.parse('2026-11-23T12:00:00Z');
    const history = {
      water: new Map([[5, { totalVolume: 50_000, litresPerDay: 4_800 }]]),
      weighings: new Map([[6, { age: 20, at: start - 6 * 3_600_000, mean: 900, dailyGain: 80 }]]),
    };
    const farm = new LiveFarm([device(5, 'water_meter', 21), device(6, 'bird_scale', 21)], ZONE, 2, 'run', history);
    expect(farm.sending.map((d) => d.id)).toEqual([5, 6]);
    const readings = Array.from({ length: 48 * 3 }, (_, i) => farm.tick(start + (i + 1) * 30 * 60_000, 30)).flat();
    const water = readings.filter((r) => r.device === 5).map((r) => r.values.total_volume as number);
    expect(water).toHaveLength(48 * 3);
    expect(water.every((v, i) => i === 0 || v >= water[i - 1]!)).toBe(true);
    expect((water.at(-1)! - 50_000) / 3).toBeGreaterThan(4_800 * 0.8);
    expect((water.at(-1)! - 50_000) / 3).toBeLessThan(4_800 * 1.2);
    const weighings = readings.filter((r) => r.device === 6);
    expect(weighings).toHaveLength(3);
    for (const w of weighings) {
      expect(telemetryValueSchemas.bird_scale.safeParse(w.values).success).toBe(true);
      expect(new Date(w.device_time).getUTCHours()).toBe(6); // 03:00 on the company's clock, UTC−3
    }
    const means = weighings.map((w) => (w.values.weights as number[]).reduce((a, b) => a + b, 0) / (w.values.weights as number[]).length);
    expect(means[0]).toBeGreaterThan(900);
    expect(means[2]! - means[0]!).toBeCloseTo(160, -1);
    expect(new LiveFarm([device(5, 'water_meter', 21), device(6, 'bird_scale', 21)], ZONE, 2).sending).toEqual([]);
  });

  it("follows the company's clock: a farm in Tokyo weighs at 03:00 Tokyo time and is warmest at 15:00 there", () => {
    const start = Date.parse('2026-11-23T12:00:00Z');
    const history = { weighings: new Map([[6, { age: 20, at: start - 6 * 3_600_000, mean: 900, dailyGain: 80 }]]) };
    const farm = new LiveFarm([device(6, 'bird_scale', 21)], 'Asia/Tokyo', 2, 'run', history);
    const weighings = Array.from({ length: 48 * 2 }, (_, i) => farm.tick(start + (i + 1) * 30 * 60_000, 30)).flat();
    expect(weighings.length).toBeGreaterThan(0);
    for (const w of weighings) expect(new Date(w.device_time).getUTCHours()).toBe(18); // 03:00 at UTC+9

    const climate = new LiveFarm([device(1, 'S0', 35)], 'Asia/Tokyo', 3, 'run');
    const at = (utcHour: number) => climate.tick(Date.parse(`2026-11-23T${String(utcHour).padStart(2, '0')}:00:00Z`), 10)[0]!.values.environment_temperature as number;
    // 15:00 in Tokyo is 06:00 UTC; 03:00 in Tokyo is 18:00 UTC.
    expect(at(6)).toBeGreaterThan(at(18));
  });
});
