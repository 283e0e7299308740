import { queryOptions, useQuery } from '@tanstack/react-query';
import { shedListSchema, type ShedListItem } from '@plantel/contracts';
import { apiClient } from './api-client';

/** A shed offered in a picker (a device's, an import's). */
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

/** The stages that, together, cover every shed (lodged includes slaughter). */
const STAGE_LISTS = ['lodged', 'pre_lodged', 'empty_batch'] as const;

/** Every shed the user's modules open, whatever its batch's stage: where a device goes, what a batch is imported into. */
export function useShedChoices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['sheds', 'choices'],
      queryFn: async ({ signal }) => {
        const lists = await Promise.all(STAGE_LISTS.map((stage) => apiClient(`/v2/sheds/${stage}?limit=1000`, { schema: shedListSchema, signal })));
        return mergeShedChoices(lists.flatMap((list) => list.results));
      },
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}
