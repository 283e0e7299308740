import { describe, expect, it } from 'vitest';
import { telemetryValueSchemas } from '@plantel/contracts';
import { LiveFarm } from './live';

const device = (id: number, type: 'S0' | 'D0' | 'silo_scale' | 'water_meter', age: number | null, silo: { capacity: number; available_weight: number | null } | null = null) => ({
  id,
  identification: `${type}-${id}`,
  type,
  position: type === 'silo_scale' ? 'Silo 1' : 'Box 1',
  shed: 1,
  production_type: 3,
  age,
  silo,
});

describe('LiveFarm', () => {
  const devices = [device(1, 'S0', 21), device(2, 'D0', 21), device(3, 'S0', null), device(4, 'silo_scale', null, { capacity: 10_000, available_weight: 3_000 }), device(5, 'water_meter', 21)];

  it('sends for climate sensors of housed sheds and for silo scales, with values the ingest accepts', () => {
    const farm = new LiveFarm(devices, 7, 'run');
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
    const farm = new LiveFarm([device(1, 'S0', 35)], 3, 'run');
    const at = (hour: number) => farm.tick(Date.parse(`2026-11-23T${String(hour).padStart(2, '0')}:00:00-03:00`), 10)[0]!.values.environment_temperature as number;
    const afternoon = at(15);
    const night = at(3);
    expect(afternoon).toBeGreaterThan(night);
    expect(afternoon).toBeGreaterThan(18);
    expect(afternoon).toBeLessThan(26);
  });

  it('empties a silo with use and refills it when low; message ids never repeat', () => {
    const farm = new LiveFarm([device(4, 'silo_scale', null, { capacity: 10_000, available_weight: 3_000 })], 1, 'run');
    const weights: number[] = [];
    const ids = new Set<string>();
    for (let tick = 0; tick < 2_000; tick++) {
      const [reading] = farm.tick(Date.parse('2026-11-23T00:00:00Z') + tick * 10 * 60_000, 10);
      weights.push(reading!.values.total_weight as number);
      ids.add(reading!.message_id);
    }
    expect(ids.size).toBe(2_000);
    expect(weights[1]).toBeLessThan(weights[0]!);
    expect(Math.max(...weights)).toBeCloseTo(9_000, -1);
    expect(Math.min(...weights)).toBeGreaterThan(0);
  });
});
