import { z } from 'zod';
import { ambienceBandSchema } from './ambience-profiles';
import { isoDateSchema, isoDateTimeSchema } from './farm-values';

/** What put air out of comfort (the same list as packages/domain's COMFORT_CAUSES). */
export const COMFORT_CAUSES = ['temperature_low', 'temperature_high', 'humidity_low', 'humidity_high', 'enthalpy_low', 'enthalpy_high'] as const;
export const comfortCauseSchema = z.enum(COMFORT_CAUSES);
export type ComfortCause = z.infer<typeof comfortCauseSchema>;

/** One comfort verdict: the level and what put the air out of comfort (empty when comfortable). */
export const comfortVerdictSchema = z
  .object({
    level: z.number().int().min(0).max(3).describe('0 comfortable, 1 intermediary, 2 critical, 3 lethal'),
    causes: z.array(comfortCauseSchema).describe('Which of temperature, humidity and enthalpy put the air out of comfort, and on which side'),
  })
  .describe('Comfort by temperature, humidity and enthalpy for the exact age at the farm altitude (docs/ambience.md)');
export type ComfortVerdictDto = z.infer<typeof comfortVerdictSchema>;

const rangeSchema = z.object({
  min: z.number().nullable().describe('Lowest reading of the last 24 h'),
  max: z.number().nullable().describe('Highest reading of the last 24 h'),
  ideal_min: z.number().describe('Lower edge of the ideal band for the age'),
  ideal_max: z.number().describe('Upper edge of the ideal band for the age'),
});

/** One moment of a division's climate; a value the sensors did not give is null. */
export const climatePointSchema = z.object({
  time: isoDateTimeSchema,
  temperature: z.number().nullable().describe('Air temperature, °C'),
  humidity: z.number().nullable().describe('Relative humidity, %'),
  co2: z.number().nullable().describe('CO2, ppm'),
});
export type ClimatePoint = z.infer<typeof climatePointSchema>;

/** Hours spent in each comfort level (index 0 comfortable, 1 intermediary, 2 critical, 3 lethal). */
const levelHoursSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const divisionSanitySchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  latest: z.object({
    measured_at: isoDateTimeSchema.nullable().describe('Time of the latest climate (S0) reading'),
    temperature: z.number().nullable(),
    humidity: z.number().nullable(),
    enthalpy: z.number().nullable().describe('Specific enthalpy of the latest climate reading, kJ/kg dry air at the farm altitude (as stored and judged); null when stale'),
    co2_measured_at: isoDateTimeSchema.nullable().describe('Time of the latest air-quality (D0) reading'),
    co2: z.number().nullable(),
    stale: z.boolean().describe('No climate reading in the last hour: the values are not current'),
    comfort: comfortVerdictSchema.nullable().describe('The verdict of the latest climate reading; null when stale or without temperature and humidity'),
  }),
  environment: z.object({ temperature: rangeSchema, humidity: rangeSchema, co2: rangeSchema }),
  hourly: z.array(climatePointSchema).describe('The whole batch, hourly means'),
  last_24h: z.array(climatePointSchema).describe('The last 24 hours, every reading'),
  amplitude: z.array(z.object({ age: z.number().int(), min: z.number(), max: z.number(), amplitude: z.number() })).describe('Daily air temperature range, °C'),
  comfort: z.object({
    by_age: z
      .array(
        z.object({
          date: isoDateSchema.describe("The company's local calendar day"),
          age: z.number().int().describe('The day of age on that day (the lodging day plus the days since)'),
          hours: levelHoursSchema,
        }),
      )
      .describe("One entry per local calendar day with readings, up to today's hours so far"),
    totals: levelHoursSchema,
  }).describe('Hours in each comfort level (the readings’ comfort verdicts), by local calendar day and in all'),
  mortality: z.object({ total: z.number().int(), last_day: z.number().int().nullable().describe('Deaths and culls of the latest day recorded') }),
});
export type DivisionSanity = z.infer<typeof divisionSanitySchema>;

/** `GET /v2/batches/{id}/sanity`: climate, comfort and health of each division, from the raw sensor readings. */
export const batchSanitySchema = z.object({
  id: z.number().int(),
  age: z.number().int(),
  lodging_day: isoDateSchema.describe("The company's local calendar day of the lodging: day of age N falls on it plus N minus age_at_lodging days"),
  age_at_lodging: z.number().int(),
  time_zone: z.string().describe('The company time zone its calendar days are counted in'),
  ambience_profile: z.array(ambienceBandSchema).describe('The ambience profile the batch is judged by: the ideal band of each day is this profile at the day of age'),
  airsacculitis: z
    .object({ percentage: z.number(), contaminated_birds: z.number().int(), age: z.number().int() })
    .nullable()
    .describe('The latest sanitary inspection of the batch'),
  divisions: z.array(divisionSanitySchema),
  raw_readings_expired: z
    .boolean()
    .describe(
      "The batch began before the company's retention cutoff: its raw readings (some or all) are gone, so its charts and comfort hours are drawn from the hourly summaries",
    ),
});
export type BatchSanity = z.infer<typeof batchSanitySchema>;
