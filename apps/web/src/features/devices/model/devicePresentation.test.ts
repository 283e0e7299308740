import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES, DEVICE_TYPES, type IngestKey } from '@plantel/contracts';
import { formatDateTime, formatRelativeToNow } from '@/lib/format';
import { STATUS_COLOR, activeKeysOf, lastSeenOf, mqttTopicOf, positionKindOf } from './devicePresentation';

const key = (id: number, revoked_at: string | null = null): IngestKey => ({
  id,
  prefix: `plk_${id}abcde`,
  label: 'S0-1',
  device: 9,
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at,
});

describe('STATUS_COLOR', () => {
  it('paints online green, stale amber and never grey, for every status there is', () => {
    expect(STATUS_COLOR).toEqual({ online: 'success', stale: 'warning', never: 'default' });
    expect(Object.keys(STATUS_COLOR).sort()).toEqual([...DEVICE_STATUSES].sort());
  });
});

describe('positionKindOf', () => {
  it('names a silo for silo scales, the shed’s meter for water meters and a box for the rest', () => {
    const kinds = Object.fromEntries(DEVICE_TYPES.map((type) => [type, positionKindOf(type)]));
    expect(kinds).toEqual({ S0: 'box', D0: 'box', E0: 'box', bird_scale: 'box', silo_scale: 'silo', water_meter: 'meter' });
    expect(positionKindOf('')).toBe('box');
    expect(positionKindOf(undefined)).toBe('box');
  });
});

describe('activeKeysOf', () => {
  it('counts the keys not revoked and lists their prefixes', () => {
    expect(activeKeysOf([])).toEqual({ count: 0, prefixes: [] });
    expect(activeKeysOf([key(1, '2026-11-21T00:00:00.000Z'), key(2)])).toEqual({ count: 1, prefixes: ['plk_2abcde'] });
  });
});

describe('mqttTopicOf', () => {
  it("is the device's topic, or the gateway topic, under the company", () => {
    expect(mqttTopicOf(3, 641)).toBe('plantel/3/641/telemetry');
    expect(mqttTopicOf(3, null)).toBe('plantel/3/gateway/telemetry');
  });

  it('keeps a placeholder when the company is unknown', () => {
    expect(mqttTopicOf(null, 641)).toBe('plantel/{company}/641/telemetry');
  });
});

describe('lastSeenOf', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const format = (language: string) => ({
    dateTime: (value: string) => formatDateTime(value, undefined, language),
    relative: (value: string) => formatRelativeToNow(value, language, now),
  });

  it('is null for a device that never sent', () => {
    expect(lastSeenOf(null, format('pt-BR'))).toBeNull();
  });

  it('says how long ago, with the full date for the tooltip, in the language', () => {
    const seen = '2026-11-23T09:00:00.000Z';
    expect(lastSeenOf(seen, format('pt-BR'))).toEqual({ relative: 'há cerca de 3 horas', full: formatDateTime(seen) });
    expect(lastSeenOf(seen, format('en'))?.relative).toBe('about 3 hours ago');
    expect(lastSeenOf('2026-11-23T11:59:40.000Z', format('es'))?.relative).toBe('hace menos de un minuto');
  });
});
