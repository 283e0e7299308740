import type { SiloStatusCode } from '@plantel/domain';

export interface RationOfStock {
  type_id: number;
  type_name: string;
  phase: 'pre_initial' | 'initial' | 'growth' | 'general';
  density: number;
  available_weight: number;
}

interface Delivery {
  quantity: number;
  ration: { id: number; name: string; phase: RationOfStock['phase']; density: number };
}

export const rationEntry = (ration: Delivery['ration'], kg: number): RationOfStock => ({
  type_id: ration.id,
  type_name: ration.name,
  phase: ration.phase,
  density: ration.density,
  available_weight: kg,
});

/**
 * What a silo's stock is made of. Deliveries fill the top and the silo empties from the bottom, so
 * the stock is the newest deliveries (given newest first) up to the weight measured; stock older than
 * every delivery on record is counted as the current ration.
 */
export function stockByRation(available: number | null, deliveries: readonly Delivery[], current: Delivery['ration'] | null): RationOfStock[] {
  let left = Math.max(0, available ?? 0);
  const byType = new Map<number, RationOfStock>();
  const add = (ration: Delivery['ration'], kg: number) => {
    if (kg <= 0) return;
    const entry = byType.get(ration.id) ?? rationEntry(ration, 0);
    entry.available_weight += kg;
    byType.set(ration.id, entry);
  };
  for (const delivery of deliveries) {
    const kg = Math.min(left, delivery.quantity);
    add(delivery.ration, kg);
    left -= kg;
  }
  if (current) add(current, left);
  return [...byType.values()];
}

/** The worst status among silos that have a reading (1 critical is the worst); 0 when none has. */
export function worstSiloStatus(silos: readonly { status: number }[]): SiloStatusCode {
  const read = silos.map((s) => s.status).filter((s) => s > 0);
  return (read.length ? Math.min(...read) : 0) as SiloStatusCode;
}
