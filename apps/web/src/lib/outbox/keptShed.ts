import { createContext, useContext } from 'react';

/** The shed whose page records are typed on: the outbox names it, as "Box 1" alone could be any shed's. */
export const KeptShedContext = createContext<string | null>(null);

/** A kept record's label with the shed of the page it was typed on in front. */
export function useKeptLabel(): (label: string) => string {
  const shed = useContext(KeptShedContext);
  return (label) => (shed ? `${shed} · ${label}` : label);
}
