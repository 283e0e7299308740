import type { DeviceStatus, DeviceType, IngestKey } from '@plantel/contracts';

/** The status chip's colour: online green, stale amber, never grey. */
export const STATUS_COLOR: Record<DeviceStatus, 'success' | 'warning' | 'default'> = { online: 'success', stale: 'warning', never: 'default' };

/** What a device's position names, by type (see docs/telemetry.md): a silo, the shed's meter, or a box. */
export type PositionKind = 'silo' | 'meter' | 'box';

export function positionKindOf(type: DeviceType | '' | undefined): PositionKind {
  if (type === 'silo_scale') return 'silo';
  if (type === 'water_meter') return 'meter';
  return 'box';
}

/** The keys a device may send with: how many, and their prefixes to tell them apart. */
export function activeKeysOf(keys: readonly IngestKey[]): { count: number; prefixes: string[] } {
  const active = keys.filter((k) => k.revoked_at === null);
  return { count: active.length, prefixes: active.map((k) => k.prefix) };
}

/**
 * The MQTT topic a key publishes on: one device's, or the gateway topic for a gateway key.
 * `company` is null when it cannot be read: the topic then shows the placeholder.
 */
export function mqttTopicOf(company: number | null, device: number | null): string {
  return `plantel/${company ?? '{company}'}/${device ?? 'gateway'}/telemetry`;
}

/** The device's last reading: when, how long ago; null when it never sent one. */
export function lastSeenOf(
  lastSeenAt: string | null,
  format: { dateTime: (value: string) => string; relative: (value: string) => string },
): { relative: string; full: string } | null {
  if (lastSeenAt === null) return null;
  return { relative: format.relative(lastSeenAt), full: format.dateTime(lastSeenAt) };
}
