import { z } from 'zod';
import { idParamSchema, requiredIdSchema } from './bounded';
import { deviceTypeSchema } from './farm-codes';
import { listEnvelope, paginationQueryShape, resultsEnvelope } from './pagination';

/** online: heard from within the company's stale-sensor minutes; stale: not since; never: not yet. */
export const DEVICE_STATUSES = ['online', 'stale', 'never'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** An ingest key as listed: never the secret itself, only its first characters to tell keys apart. */
export const ingestKeySchema = z.object({
  id: z.number().int(),
  prefix: z.string().describe('The first characters of the key'),
  label: z.string(),
  device: z.number().int().nullable().describe("The device it is for; null for a gateway key, good for every device of the company"),
  created_at: dateTime,
  last_used_at: dateTime.nullable(),
  revoked_at: dateTime.nullable(),
});
export type IngestKey = z.infer<typeof ingestKeySchema>;

/** A key just issued: the secret is shown this once and stored only as a hash. */
export const issuedIngestKeySchema = ingestKeySchema.extend({ key: z.string().describe('The secret: send it as `Authorization: Bearer <key>`') });
export type IssuedIngestKey = z.infer<typeof issuedIngestKeySchema>;

export const deviceSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  type: deviceTypeSchema,
  shed: z.object({ id: z.number().int(), identification: z.string(), name: z.string(), property_name: z.string() }),
  position: z.string().describe("The box (e.g. Box 1) for climate sensors and bird scales; the silo's identification for silo scales"),
  last_seen_at: dateTime.nullable().describe('When Plantel last received a reading from it'),
  status: deviceStatusSchema,
  keys: z.array(ingestKeySchema).describe('Its keys that are not revoked'),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = listEnvelope(deviceSchema);

export const deviceListQuerySchema = z.object({
  ...paginationQueryShape({ defaultLimit: 50, maxLimit: 500 }),
  shed: idParamSchema.optional(),
  type: deviceTypeSchema.optional(),
  status: deviceStatusSchema.optional(),
  search: z.string().max(100).optional().describe('Part of the identification, shed or property name'),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

/** The English texts of the device forms' messages, by the key the web app translates. */
export const DEVICE_MESSAGES = {
  'devices.form.tooLong': 'Text too long',
} as const;

export const deviceCreateSchema = z.object({
  shed: requiredIdSchema,
  type: deviceTypeSchema,
  identification: z.string().trim().min(1, 'validation.required').max(64, 'devices.form.tooLong'),
  position: z.string().trim().max(64, 'devices.form.tooLong').default(''),
}).strict();
export type DeviceCreate = z.input<typeof deviceCreateSchema>;

/**
 * `PATCH /v2/devices/{id}`: moves a device to another shed and/or position, with the rules of
 * registering one. Its type and identification stay: a different device is retired and registered anew.
 */
export const deviceUpdateSchema = z
  .object({
    shed: deviceCreateSchema.shape.shed.optional(),
    position: z.string().trim().max(64, 'devices.form.tooLong').optional().describe('Blank: the only box (or silo) of the shed'),
  })
  .strict();
export type DeviceUpdate = z.input<typeof deviceUpdateSchema>;

export const gatewayKeyCreateSchema = z.object({ label: z.string().trim().min(1, 'validation.required').max(80, 'devices.form.tooLong') }).strict();

/** A bird scale weighs once a day: it goes stale after this long without a weighing, whatever the sensors' limit. */
export const BIRD_SCALE_STALE_MINUTES = 26 * 60;
/**
 * A water meter sends its totaliser once an hour: with the sensors' usual 60-minute limit it would be
 * stale every hour for the moments before its next reading, so it goes stale only after two missed.
 */
export const WATER_METER_STALE_MINUTES = 2 * 60;
/** Minutes without readings after which a device of `type` is stale, given the company's limit for sensors. */
export const staleMinutesOf = (type: string, sensorMinutes: number) =>
  type === 'bird_scale' ? Math.max(sensorMinutes, BIRD_SCALE_STALE_MINUTES) : type === 'water_meter' ? Math.max(sensorMinutes, WATER_METER_STALE_MINUTES) : sensorMinutes;

/** What a key may send for, so a gateway (or the live simulator) can configure itself. */
export const telemetryDeviceSchema = deviceSchema.pick({ id: true, identification: true, type: true, position: true }).extend({
  shed: z.number().int(),
  production_type: z.number().int().describe('External id of the shed’s production type'),
  age: z.number().int().nullable().describe('Age in days of the batch housed in the shed now; null when empty'),
  silo: z.object({ capacity: z.number(), available_weight: z.number().nullable() }).nullable().describe('For a silo scale: the silo it weighs'),
});
export const telemetryDeviceListSchema = resultsEnvelope(telemetryDeviceSchema).extend({ company: z.number().int().describe('The company id, for MQTT topics') });

/** How much of a dead letter's message is kept (UTF-8 bytes); the rest is cut. */
export const TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES = 8192;

/** An MQTT telemetry message that can never be stored as sent: acknowledged, and kept for staff to see why. */
export const telemetryDeadLetterSchema = z.object({
  id: z.number().int(),
  received_at: dateTime,
  topic: z.string(),
  device: z.object({ id: z.number().int(), identification: z.string(), type: deviceTypeSchema }).nullable().describe('The device, when the message names one of the company'),
  reason: z.string().describe('Why it was refused: the whole message, or each rejected reading'),
  payload: z.string().describe(`The message as received, its first ${TELEMETRY_DEAD_LETTER_PAYLOAD_BYTES} bytes, ingest keys masked`),
  payload_bytes: z.number().int().describe('The whole message size in bytes; more than the payload shown when it was cut'),
});
export type TelemetryDeadLetter = z.infer<typeof telemetryDeadLetterSchema>;
export const telemetryDeadLetterListSchema = listEnvelope(telemetryDeadLetterSchema);

export const telemetryDeadLetterQuerySchema = z.object({
  ...paginationQueryShape({ defaultLimit: 20, maxLimit: 100 }),
  device: idParamSchema.optional().describe('Only the messages of this device'),
});
export type TelemetryDeadLetterQuery = z.infer<typeof telemetryDeadLetterQuerySchema>;
