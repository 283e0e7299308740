import type { RecentAlert } from '@plantel/contracts';

/** An open temperature alert of a broiler shed, two hours old; fields as given override it. */
export function makeAlert(overrides: Partial<RecentAlert> = {}): RecentAlert {
  const timestamp = new Date(Date.now() - 2 * 3_600_000).toISOString();
  return {
    id: 7,
    type: 'Ambiência',
    subtype: 'temperature_high',
    severity: 'warning',
    state: 'open',
    message: 'Box 1: temperatura de 31,5 °C acima da faixa ideal (22–25 °C)',
    message_key: 'temperature_high',
    message_params: { division: 'Box 1', value: 31.5, min: 22, max: 25 },
    timestamp,
    age: 27,
    module: 'frangos_de_corte',
    shed: 12,
    shed_identification: 'Aviário 01',
    shed_core: 'Núcleo 1',
    shed_property_name: 'Sítio Boa Vista',
    shed_property_owner: 'João Batista Moreira',
    batch: 40,
    batch_identification: '2026-001',
    last_seen_at: timestamp,
    acknowledged_at: null,
    acknowledged_by: null,
    resolved_at: null,
    ...overrides,
  };
}
