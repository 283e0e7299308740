import type { AlertParams, AlertSeverity, AlertSubtype, AlertType, BatchStage, DeviceType, ModuleName, RationPhase } from '@plantel/contracts';

/**
 * Rows the generator produces. Times are epoch milliseconds; references to other generated rows are
 * keys (indexes into the same shed's arrays, or into the farm's producers, properties and ration
 * types), which the writer turns into database ids.
 */

export interface ProducerRow {
  name: string;
}

export interface PropertyRow {
  producer: number;
  name: string;
  ownerName: string;
  altitude: number;
}

export interface RationTypeRow {
  name: string;
  phase: RationPhase;
  /** kg/m³ */
  density: number;
  /** The species (module) it feeds. */
  module: ModuleName;
}

export interface ShedRow {
  property: number;
  identification: string;
  name: string;
  core: string;
  productionType: number;
}

export interface BatchRow {
  identification: string;
  stage: BatchStage;
  lineage: string;
  sex: number;
  initialLodged: number;
  currentLodged: number;
  ageAtLodging: number;
  entryWeight: number | null;
  targetWeight: number | null;
  targetAge: number | null;
  targetDate: string | null;
  priority: number | null;
  openingDate: number;
  closingDate: number | null;
}

export interface DivisionRow {
  batch: number;
  identification: string;
  currentLodge: number;
}

export interface DeviceRow {
  type: DeviceType;
  identification: string;
  position: string;
  lastSeenAt: number | null;
}

export interface SiloRow {
  identification: string;
  capacity: number;
  lowThreshold: number;
  criticalThreshold: number;
  currentRationType: number | null;
  availableWeight: number | null;
  lastReadingAt: number | null;
}

export interface WeighingRow {
  division: number;
  /** The bird scale that weighed, by device key; none for a weighing without one. */
  device?: number;
  weighedAt: number;
  age: number;
  samples: number[];
}

export interface PerformanceRow {
  division: number;
  age: number;
  date: string;
  weight: number;
  predictWeight: number | null;
  idealWeight: number;
  gain: number | null;
}

export interface MortalityRow {
  division: number;
  age: number;
  date: string;
  amountMortality: number;
  amountEliminated: number;
}

/** A division's eggs of a whole day (breeders, laying hens). */
export interface EggRow {
  division: number;
  age: number;
  date: string;
  total: number;
  hatching: number;
  cracked: number;
  dirty: number;
  floor: number;
  doubleYolk: number;
  meanEggWeight: number | null;
}

export interface AirsacculitisRow {
  batch: number;
  inspectedAt: number;
  age: number;
  percentage: number;
  contaminatedBirds: number;
}

export interface S0Row {
  device: number;
  division: number;
  measuredAt: number;
  age: number;
  bedTemperature: number;
  environmentTemperature: number;
  waterTemperature: number;
  humidity: number;
}

export interface D0Row {
  device: number;
  division: number;
  measuredAt: number;
  age: number;
  co2: number;
  internHumidity: number;
  internTemperature: number;
}

export interface EnthalpyRow {
  device: number;
  division: number;
  measuredAt: number;
  age: number;
  value: number;
  code: number;
}

export interface SiloReadingRow {
  silo: number;
  device: number;
  deviceTime: number;
  totalWeight: number;
  totalOccupation: number;
  freeCapacity: number;
  isBlackout: boolean;
  consumingRationType: number | null;
}

export interface WaterReadingRow {
  device: number;
  measuredAt: number;
  totalVolume: number;
}

export interface FeedControlRow {
  batch: number;
  silo: number;
  rationType: number;
  date: number;
  quantity: number;
  measuredQuantity: number | null;
  feedControlType: 1 | 2;
}

export interface ConsumptionRow {
  batch: number;
  age: number;
  date: string;
  amount: number;
  /** The part of `amount` estimated for hours the load cells missed, kg. */
  estimatedAmount: number;
  idealAmount: number;
  currentLodged: number;
}

export interface MinimumConsumptionAlertRow {
  name: string;
  minConsumptionValue: number;
  startTime: number;
  endTime: number;
  interval: number;
  activeAlert: boolean;
}

export interface BatchSummaryRow {
  batch: number;
  weight: number | null;
  weightAge: number | null;
  gain: number | null;
  weekGain: number | null;
  variationCoef: number | null;
  uniformity: number | null;
  performance: number | null;
  conversionFactor: number | null;
  /** EPEF (broilers), from the same figures as conversionFactor. */
  productionEfficiency: number | null;
  /** Flocks in lay: hen-day production of the last 7 days laid, %; the demo loads no breed standard, so no deviation. */
  henDayPercent: number | null;
  mortality: number;
  enthalpy: number;
  rationType: number | null;
  siloStatus: number;
  available: number | null;
  /** The forecast on the planned day and its P10–P90, g. */
  predictedWeight: number | null;
  predictedWeightP10: number | null;
  predictedWeightP90: number | null;
  rationEndAt: number | null;
  updatedAt: number;
}

/** What an alert is about, by the key of a division or device of its shed; null for the batch itself. */
export type AlertSubject = { division: number } | { device: number } | null;

/** An alert: its condition began at occurredAt and cleared at resolvedAt (null: still open). */
export interface AlertRow {
  batch: number | null;
  type: AlertType;
  subtype: AlertSubtype;
  severity: AlertSeverity;
  params: AlertParams;
  subject: AlertSubject;
  age: number | null;
  occurredAt: number;
  resolvedAt: number | null;
}

/** Everything generated for one shed. */
export interface ShedData {
  shed: ShedRow;
  batches: BatchRow[];
  divisions: DivisionRow[];
  devices: DeviceRow[];
  silos: SiloRow[];
  summaries: BatchSummaryRow[];
  weighings: WeighingRow[];
  performance: PerformanceRow[];
  mortality: MortalityRow[];
  eggs: EggRow[];
  airsacculitis: AirsacculitisRow[];
  s0: S0Row[];
  d0: D0Row[];
  enthalpy: EnthalpyRow[];
  siloReadings: SiloReadingRow[];
  waterReadings: WaterReadingRow[];
  feedControls: FeedControlRow[];
  consumption: ConsumptionRow[];
  minimumConsumptionAlerts: MinimumConsumptionAlertRow[];
  alerts: AlertRow[];
}

/** The farm-level rows, generated before any shed. */
export interface FarmSkeleton {
  producers: ProducerRow[];
  properties: PropertyRow[];
  rationTypes: RationTypeRow[];
}
