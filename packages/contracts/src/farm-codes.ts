import { z } from 'zod';

/** Sex of a batch by external id; the dashboards' `sex` route param uses 3 for male (spec §2). */
export const SEXES = { 1: 'mixed', 2: 'female', 3: 'male' } as const;
export type SexExternalId = keyof typeof SEXES;
export const SEX_EXTERNAL_IDS = [1, 2, 3] as const;

/** Feed phases of a ration type (spec §3). */
export const RATION_PHASES = ['pre_initial', 'initial', 'growth', 'general'] as const;
export const rationPhaseSchema = z.enum(RATION_PHASES);
export type RationPhase = z.infer<typeof rationPhaseSchema>;

/** Silo status (spec §4): 1 critical, 2 low/alert, 3 satisfactory, 0 no data. */
export const SILO_STATUS = { noData: 0, critical: 1, low: 2, satisfactory: 3 } as const;
export type SiloStatus = (typeof SILO_STATUS)[keyof typeof SILO_STATUS];

/** Thermal comfort by enthalpy (spec §4): 0 comfortable … 3 lethal, -1 no data. */
export const COMFORT_LEVELS = { noData: -1, comfortable: 0, intermediary: 1, critical: 2, lethal: 3 } as const;
export type ComfortLevel = (typeof COMFORT_LEVELS)[keyof typeof COMFORT_LEVELS];

/** Feed-control record origin by external id (spec §3, §6): only manual records can be deleted. */
export const FEED_CONTROL_TYPES = { manual: 1, automatic: 2 } as const;
export type FeedControlType = (typeof FEED_CONTROL_TYPES)[keyof typeof FEED_CONTROL_TYPES];

/** The fixed movement identifier of a feed delivery into a silo. */
export const MOVIMENTATION_TYPES = { delivery: 1 } as const;

/** Kinds of device a shed, division or silo carries. */
export const DEVICE_TYPES = ['S0', 'D0', 'E0', 'silo_scale', 'water_meter', 'bird_scale'] as const;
export const deviceTypeSchema = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof deviceTypeSchema>;
