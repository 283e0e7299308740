import type { ShedListItem } from '@plantel/contracts';
import { siloCapacityKg, siloOccupation, siloStatus, type SiloStatusCode } from '@plantel/domain';
import type { Db } from '../db/database';
import { findSiloLevelsOfSheds } from '../repositories/silos.repository';

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

export type SiloStatusCounts = ShedListItem['silo_statuses'];

const NO_SILOS: SiloStatusCounts = { critical: 0, low: 0, satisfactory: 0, no_data: 0 };
const COUNT_OF: Record<SiloStatusCode, keyof SiloStatusCounts> = { 0: 'no_data', 1: 'critical', 2: 'low', 3: 'satisfactory' };

/** How many silos of each shed are in each status now: the cause behind a list's "critical". */
export async function siloStatusCountsOf(db: Db, shedIds: readonly number[]): Promise<(shedId: number) => SiloStatusCounts> {
  const counts = new Map<number, SiloStatusCounts>();
  for (const silo of await findSiloLevelsOfSheds(db, shedIds)) {
    const shed = counts.get(silo.shedId) ?? { ...NO_SILOS };
    shed[COUNT_OF[siloLevelOf(silo).status]] += 1;
    counts.set(silo.shedId, shed);
  }
  return (shedId) => counts.get(shedId) ?? NO_SILOS;
}
