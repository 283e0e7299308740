/** One sort key of the list, as a data grid's sort model gives it. */
export interface SortField {
  field: string;
  direction: 'asc' | 'desc';
}

export type ShedListOrdering = readonly SortField[];

/** The server's `ordering`: comma-separated fields, `-` before a descending one (`-age,name`). */
export function serializeOrdering(ordering: ShedListOrdering): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const { field, direction } of ordering) {
    const name = field.trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    parts.push(direction === 'desc' ? `-${name}` : name);
  }
  return parts.join(',');
}

/** A saved ordering read back; entries that are not sort keys are dropped. */
export function sanitizeOrdering(value: unknown): SortField[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, direction } = item as Record<string, unknown>;
    if (typeof field !== 'string' || field.trim() === '') return [];
    if (direction !== 'asc' && direction !== 'desc') return [];
    return [{ field, direction }];
  });
}
