import type { ShedListItem } from '@plantel/contracts';

/** A whole shed-list item from the few fields a test cares about: what the shed lists would answer for it. */
export function shedListItemOf({ id, identification, property_name, stage }: Pick<ShedListItem, 'id' | 'identification' | 'property_name' | 'stage'>): ShedListItem {
  return {
    id,
    identification,
    name: `${property_name} - ${identification}`,
    shedName: identification,
    core: 'Núcleo 1',
    producer: 'João',
    property: 1,
    property_name,
    property_owner: 'João',
    production_type: { external_id: 3 },
    lineage: null,
    sex: null,
    age: null,
    weight: null,
    variation_coef: null,
    performance: null,
    conversion_factor: null,
    production_efficiency: null,
    ration: null,
    status: 0,
    silo_statuses: { critical: 0, low: 0, satisfactory: 0, no_data: 0 },
    available: null,
    enthalpy: 0,
    stage,
    priority: null,
    target_value: null,
    target_date: null,
    silos: [],
    lastBatch: null,
    last_batch: null,
    alert_level: null,
  };
}
