/** Spec §4 silo status: 1 critical (red), 2 low/alert (yellow), 3 satisfactory (green), 0 no data. */
export type SiloStatusCode = 0 | 1 | 2 | 3;

/**
 * Occupation fractions at or below which a silo is low (2) and critical (1). The defaults suit a
 * shed fed from two or three silos delivered by 8-16 t trucks: a quarter full leaves a day or two of
 * feed for a broiler flock at slaughter age, a tenth a few hours. Each silo may set its own.
 */
export const DEFAULT_SILO_THRESHOLDS = { low: 0.25, critical: 0.1 } as const;

/**
 * How much a silo can hold, kg: its rated mass, or, when it is rated by volume, the volume times the
 * bulk density of the feed in it (complete poultry feed is about 600-700 kg/m³, so the same silo
 * holds less of a light mash than of pellets).
 */
export function siloCapacityKg(silo: { capacityKg: number; volumeM3?: number | null }, densityKgM3?: number | null): number {
  if (silo.volumeM3 && densityKgM3) return silo.volumeM3 * densityKgM3;
  return silo.capacityKg;
}

/** total_occupation, 0-1: feed weight over what the silo holds; null before any reading. */
export function siloOccupation(weightKg: number | null, capacityKg: number): number | null {
  if (weightKg === null || !(capacityKg > 0)) return null;
  return Math.min(1, Math.max(0, weightKg / capacityKg));
}

export function siloStatus(occupation: number | null, thresholds: { low: number; critical: number } = DEFAULT_SILO_THRESHOLDS): SiloStatusCode {
  if (occupation === null) return 0;
  if (occupation <= thresholds.critical) return 1;
  if (occupation <= thresholds.low) return 2;
  return 3;
}

/** A silo's settings and level, as its status is worked out from them. */
export interface SiloLevel {
  capacity: number;
  volume: number | null;
  lowThreshold: number;
  criticalThreshold: number;
  availableWeight: number | null;
  rationDensity: number | null;
}

/** What a silo holds (kg), how full it is (0-1) and its status, by its own thresholds. */
export function siloLevelOf(silo: SiloLevel): { capacity: number; occupation: number | null; status: SiloStatusCode } {
  const capacity = siloCapacityKg({ capacityKg: silo.capacity, volumeM3: silo.volume }, silo.rationDensity);
  const occupation = siloOccupation(silo.availableWeight, capacity);
  return { capacity, occupation, status: siloStatus(occupation, { low: silo.lowThreshold, critical: silo.criticalThreshold }) };
}
