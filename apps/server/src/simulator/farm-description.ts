import type { ProductionTypeId } from '@plantel/contracts';

/** What to simulate: producers, their properties and sheds, each with the state of its current batch. */
export interface FarmDescription {
  producers: ProducerPlan[];
}

export interface ProducerPlan {
  name: string;
  properties: PropertyPlan[];
}

export interface PropertyPlan {
  name: string;
  ownerName: string;
  /** Metres above sea level (air pressure for enthalpy). */
  altitude: number;
  sheds: ShedPlan[];
}

/**
 * The state of a shed's batch now. An empty shed has its last batch closed (`closedDaysAgo`), kept at
 * the stage it reached (slaughter); the API derives the shed stage empty_batch from the closing date.
 */
export type BatchPlan =
  | { stage: 'lodged' | 'slaughter'; /** Age of the animals today, days. */ age: number }
  | { stage: 'pre_lodged'; lodgesInDays: number }
  | { stage: 'empty'; closedDaysAgo: number; ageAtClosing: number };

export interface ShedPlan {
  identification: string;
  core: string;
  productionType: ProductionTypeId;
  batch: BatchPlan;
  /** Batch identification, e.g. '2025-014'. */
  batchIdentification: string;
  lineage: string;
  /** 1 mixed, 2 female, 3 male. */
  sex: 1 | 2 | 3;
  /** Animals placed at lodging. */
  lodged: number;
  divisions: number;
  silos: number;
  /** Whether the shed has a water meter (default: most sheds do). */
  waterMeter?: boolean;
  /** Minimum-consumption alert rules to create for the shed. */
  consumptionRules?: boolean;
  anomalies?: AnomalyPlan[];
}

/**
 * Something wrong planted in the data, with the alert it raises `hoursAgo` before now (dates in the
 * data are arranged around that time).
 */
export type AnomalyPlan =
  /** Air temperature rises up to `delta` °C for `hours`, starting an hour before the alert. */
  | { kind: 'heat_wave'; hoursAgo: number; hours: number; delta: number }
  /** Relative humidity above 80 % for `hours` before the alert. */
  | { kind: 'humidity_high'; hoursAgo: number; hours: number }
  /** A division's S0 sensor repeats one reading for `hours`, starting 3 hours before the alert. */
  | { kind: 'stuck_sensor'; hoursAgo: number; hours: number; division: number }
  /** The silos run out of feed at the alert: the last delivery was short and none came after. */
  | { kind: 'silo_empty'; hoursAgo: number }
  /** A division loses weight over its last `days` weighings. */
  | { kind: 'weight_loss'; hoursAgo: number; days: number; division: number }
  /** The whole flock weighs `percent` % less than the reference. */
  | { kind: 'weight_behind'; hoursAgo: number; percent: number }
  /** A day of heavy losses (four times the usual, at least 5 per thousand) on the last whole day before the alert. */
  | { kind: 'mortality_spike'; hoursAgo: number }
  /** Consumption falls to 40 % during the 12 hours before the alert (below the shed's minimum rule). */
  | { kind: 'consumption_drop'; hoursAgo: number }
  /** Hen-day production falls by `points` for `days` days from then (a disease, heat, a feeding error); no alert yet. */
  | { kind: 'lay_drop'; hoursAgo: number; days: number; points: number };

export type AnomalyKind = AnomalyPlan['kind'];

export interface SimulationOptions {
  seed: number;
  now: Date;
  /** Time series (readings, weighings, performance) cover at most the last N days of each batch. */
  historyDays: number;
  /** Minutes between S0/D0/enthalpy readings. */
  readingIntervalMinutes: number;
  /** The company's IANA time zone: day and night, feeding and working hours, and date columns follow its wall clock. */
  timeZone: string;
}
