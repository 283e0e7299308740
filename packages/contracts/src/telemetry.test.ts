import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES } from './farm-codes';
import { areTelemetryValues, isTelemetryItem, telemetryItemSchema, telemetryValueSchemas } from './telemetry';

const good = { device: 42, message_id: 'm-1', device_time: '2026-11-23T14:05:00-03:00', values: { humidity: 60 } };

describe('quick checks of readings', () => {
  it('pass only readings the item schema accepts', () => {
    const cases: unknown[] = [
      good,
      { ...good, extra: 'dropped by the schema' },
      { ...good, device: 0 },
      { ...good, device: -3 },
      { ...good, device: 4.5 },
      { ...good, device: 2 ** 53 },
      { ...good, device: 2147483648 },
      { ...good, device: '42' },
      { ...good, message_id: '' },
      { ...good, message_id: 'x'.repeat(128) },
      { ...good, message_id: 'x'.repeat(129) },
      { ...good, message_id: 7 },
      { ...good, device_time: '2026-11-23T17:05:00Z' },
      { ...good, device_time: '2026-11-23T17:05:00.123456Z' },
      { ...good, device_time: '2026-11-23T17:05Z' },
      { ...good, device_time: '2026-11-23T17:05:00' },
      { ...good, device_time: '2026-02-30T17:05:00Z' },
      { ...good, device_time: '2024-02-29T17:05:00Z' },
      { ...good, device_time: '2026-11-23T24:00:00Z' },
      { ...good, device_time: '2026-11-23T17:05:00+24:00' },
      { ...good, device_time: '23/11/2026 10:00' },
      { ...good, values: [] },
      { ...good, values: null },
      { ...good, values: 'hot' },
      { ...good, values: {} },
      (({ device_time: _, ...rest }) => rest)(good),
      null,
      [good],
      'not an object',
    ];
    for (const raw of cases) {
      const quick = isTelemetryItem(raw);
      if (quick) expect(telemetryItemSchema.safeParse(raw).success, JSON.stringify(raw)).toBe(true);
    }
    expect(cases.filter(isTelemetryItem)).toHaveLength(7);
  });

  it('pass only values the schema of the device type accepts, and the common ones all', () => {
    const figures = [-41, -40, -5.5, 0, 24.5, 60, 70, 70.01, 80, 100, 100.5, 19_999, 20_000, 20_001, Number.NaN, '25', null, true];
    const fields = ['environment_temperature', 'bed_temperature', 'water_temperature', 'humidity', 'co2', 'intern_humidity', 'intern_temperature', 'type', 'total_weight', 'total_volume', 'temperature'];
    let quick = 0;
    for (const type of DEVICE_TYPES) {
      const schema = telemetryValueSchemas[type];
      const check = (values: Record<string, unknown>) => {
        if (!areTelemetryValues(type, values)) return;
        quick++;
        const parsed = schema.safeParse(values);
        expect(parsed.success, `${type} ${JSON.stringify(values)}`).toBe(true);
        expect(parsed.data).toEqual(values);
      };
      check({});
      for (const a of fields) {
        for (const x of figures) {
          check({ [a]: x });
          for (const b of fields) if (b !== a) check({ [a]: x, [b]: 25 });
        }
      }
    }
    expect(quick).toBeGreaterThan(100);
    expect(areTelemetryValues('S0', { environment_temperature: 24.5, humidity: 61 })).toBe(true);
    expect(areTelemetryValues('D0', { co2: 900, intern_temperature: 22 })).toBe(true);
  });
});
