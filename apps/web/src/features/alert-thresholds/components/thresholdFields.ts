import { alertThresholdsSchema, limitsOfNumber, type NumericThreshold } from '@plantel/contracts';

/** The numeric thresholds in the order the form shows them. */
export const NUMERIC_THRESHOLDS = [
  'temperature_margin',
  'humidity_margin',
  'climate_window_minutes',
  'stale_sensor_minutes',
  'stuck_sensor_hours',
  'weight_below_reference_percent',
  'daily_mortality_permille',
  'silo_days_min',
  'no_telemetry_hours',
  'water_shortfall_percent',
  'water_shortfall_limit',
  'water_leak_factor',
  'lay_drop_points',
  'lay_below_standard_points',
  'egg_weight_band_percent',
  'floor_eggs_percent',
  'salmonella_days_before',
] as const satisfies readonly NumericThreshold[];

/** The contract's limits of a numeric threshold. */
export const limitsOf = (field: NumericThreshold) => limitsOfNumber(alertThresholdsSchema.shape[field]);
