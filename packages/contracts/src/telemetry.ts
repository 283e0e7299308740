import { z } from 'zod';
import { hasControlCharacters, idSchema, isStorableNumber, MAX_DB_INTEGER, MIN_MAGNITUDE } from './bounded';
import { regexes } from 'zod/v4/core';
import type { DeviceType } from './farm-codes';

/** Most readings one request (or one MQTT message) may carry. */
export const TELEMETRY_MAX_ITEMS = 1000;

const range = (min: number, max: number, unit: string) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be between ${min} and ${max} ${unit}`)
    .max(max, `must be between ${min} and ${max} ${unit}`)
    // Telemetry answers each reading on its own, past the input guard: a subnormal figure is refused here, not by the database.
    .refine(isStorableNumber, `must be 0 or at least ${MIN_MAGNITUDE} in size`)
    .describe(`${min} to ${max} ${unit}`);

type Ranges = Record<string, readonly [min: number, max: number, unit: string]>;

/** Climate figures: each optional, at least one of them, each within its physical range. */
const climateRanges = {
  S0: {
    environment_temperature: [-40, 70, '°C'],
    bed_temperature: [-40, 80, '°C'],
    water_temperature: [-5, 60, '°C'],
    humidity: [0, 100, '%'],
  },
  D0: {
    co2: [0, 20_000, 'ppm'],
    intern_humidity: [0, 100, '%'],
    intern_temperature: [-40, 70, '°C'],
  },
} as const satisfies Record<string, Ranges>;

const atLeastOne = <R extends Ranges>(ranges: R) =>
  z
    .strictObject(Object.fromEntries(Object.entries(ranges).map(([field, [min, max, unit]]) => [field, range(min, max, unit).optional()])) as { [K in keyof R]: z.ZodOptional<z.ZodNumber> })
    .refine((values) => Object.values(values).some((v) => v !== undefined), {
      message: `must hold at least one of ${Object.keys(ranges).join(', ')}`,
    });

/**
 * What each kind of device sends in `values`, with the physical range of each figure. Unknown fields
 * reject the reading (a misspelt field would otherwise be lost without anyone noticing).
 */
export const telemetryValueSchemas = {
  S0: atLeastOne(climateRanges.S0),
  D0: atLeastOne(climateRanges.D0),
  E0: z.strictObject({ type: z.number().int('must be a whole number').min(0).max(32_767).describe('Event code') }),
  silo_scale: z.strictObject({
    total_weight: range(0, 200_000, 'kg').describe('Feed in the silo, kg (also checked against the silo capacity)'),
    is_blackout: z.boolean().optional().describe('The scale lost power before this reading'),
    consuming_ration: idSchema.optional().describe('Ration type id being fed from the silo'),
  }),
  water_meter: z.strictObject({ total_volume: range(0, 1e9, 'L').describe("The meter's totaliser, litres") }),
  bird_scale: z.strictObject({
    weights: z.array(range(1, 20_000, 'g')).min(1).max(2_000).describe('Individual live weights of one weighing, grams'),
    sex: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().describe('1 mixed, 2 female, 3 male'),
  }),
} satisfies Record<DeviceType, z.ZodType>;

export type TelemetryValues = { [T in DeviceType]: z.infer<(typeof telemetryValueSchemas)[T]> };

/** One reading as a device sends it. */
export const telemetryItemSchema = z.object({
  device: z.number({ error: 'must be the device id (a whole number from 1 to 2147483647)' }).int().positive().max(MAX_DB_INTEGER).describe('Device id, as the device registry shows it'),
  message_id: z
    .string({ error: 'must be a text' })
    .min(1)
    .max(128)
    .refine((id) => !hasControlCharacters(id), { error: 'must not hold control characters' })
    .describe("The sender's id of this reading; a repeated id is a no-op"),
  device_time: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time with its offset, e.g. 2026-11-23T14:05:00-03:00' }),
  values: z.record(z.string(), z.unknown(), { error: 'must be an object' }).describe('The figures, by device type'),
});
export type TelemetryItem = z.infer<typeof telemetryItemSchema>;

// Quick checks for the common case, so a server taking thousands of readings a second does not run
// every one through the schemas: true only for input the schema accepts as it is; false means "ask
// the schema", which gives the answer and its message. They follow the schemas' own limits (and
// zod's own date-time pattern); a test holds them to the schemas.
const DEVICE_TIME = regexes.datetime({ offset: true });
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `raw` is a reading `telemetryItemSchema` accepts (its extra fields aside, which the schema drops). */
export function isTelemetryItem(raw: unknown): raw is TelemetryItem {
  if (!isPlainObject(raw)) return false;
  const { device, message_id: messageId, device_time: deviceTime, values } = raw;
  return (
    typeof device === 'number' &&
    Number.isSafeInteger(device) &&
    device > 0 &&
    device <= MAX_DB_INTEGER &&
    typeof messageId === 'string' &&
    messageId.length >= 1 &&
    messageId.length <= 128 &&
    !hasControlCharacters(messageId) &&
    typeof deviceTime === 'string' &&
    DEVICE_TIME.test(deviceTime) &&
    isPlainObject(values) &&
    Object.getPrototypeOf(values) === Object.prototype
  );
}

/** Whether `values` are what `telemetryValueSchemas[type]` accepts as they are (climate sensors only; false for other types). */
export function areTelemetryValues(type: DeviceType, values: Record<string, unknown>): boolean {
  const ranges: Ranges | undefined = type === 'S0' || type === 'D0' ? climateRanges[type] : undefined;
  if (!ranges) return false;
  let figures = 0;
  for (const field in values) {
    if (!Object.hasOwn(ranges, field)) return false;
    const value = values[field];
    const [min, max] = ranges[field]!;
    if (typeof value !== 'number' || !(value >= min && value <= max) || !isStorableNumber(value)) return false;
    figures++;
  }
  return figures > 0;
}

export const telemetryRequestSchema = z.object({
  readings: z
    .array(z.unknown())
    .min(1, 'must hold at least one reading')
    .max(TELEMETRY_MAX_ITEMS, `must hold at most ${TELEMETRY_MAX_ITEMS} readings; send more requests`)
    .describe('Readings; each is checked alone and answered in `items` at the same index'),
}).strict();

export const TELEMETRY_REJECTIONS = [
  'invalid',
  'unknown_device',
  'device_not_allowed',
  'future_time',
  'too_old',
  'no_batch',
  'no_division',
  'no_silo',
  'unknown_ration',
] as const;
export type TelemetryRejection = (typeof TELEMETRY_REJECTIONS)[number];

export const telemetryItemResultSchema = z.object({
  index: z.number().int(),
  message_id: z.string().nullable(),
  status: z.enum(['accepted', 'duplicate', 'rejected']),
  code: z.enum(TELEMETRY_REJECTIONS).optional().describe('Why it was rejected'),
  field: z.string().optional().describe('The field at fault, e.g. values.humidity'),
  message: z.string().optional(),
});
export type TelemetryItemResult = z.infer<typeof telemetryItemResultSchema>;

export const telemetryResultSchema = z.object({
  accepted: z.number().int().describe('Readings written by this request'),
  duplicates: z.number().int().describe('Readings already received before (same device and message_id): nothing written'),
  rejected: z.number().int().describe('Readings refused; see items for why. Fix and resend them with the same message_id'),
  items: z.array(telemetryItemResultSchema),
});
export type TelemetryResult = z.infer<typeof telemetryResultSchema>;
