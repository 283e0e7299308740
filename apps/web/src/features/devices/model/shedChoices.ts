import type { ShedListItem } from '@plantel/contracts';

/** A shed a device can be installed in, as the register form offers it. */
export interface ShedChoice {
  id: number;
  identification: string;
  property: string;
  /** The stage of its current batch: a climate sensor's box exists only while a batch is housed. */
  stage: ShedListItem['stage'];
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** The sheds of several lists, once each, by property and then shed (numbers in order: 2 before 10). */
export function mergeShedChoices(items: readonly Pick<ShedListItem, 'id' | 'identification' | 'property_name' | 'stage'>[]): ShedChoice[] {
  const byId = new Map<number, ShedChoice>();
  for (const item of items) {
    if (!byId.has(item.id)) byId.set(item.id, { id: item.id, identification: item.identification, property: item.property_name, stage: item.stage });
  }
  return [...byId.values()].sort((a, b) => collator.compare(a.property, b.property) || collator.compare(a.identification, b.identification) || a.id - b.id);
}
