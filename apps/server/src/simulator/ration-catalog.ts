import type { ModuleName } from '@plantel/contracts';
import type { RationTypeRow } from './farm-rows';
import type { Species } from './species';

const MODULE_OF: Record<Species, ModuleName> = { broiler: 'frangos_de_corte', matrix: 'matrizeiro', laying: 'aves_poedeiras', swine: 'suinos' };

interface CatalogEntry extends Omit<RationTypeRow, 'module'> {
  species: Species;
  /** Fed from this age (days) until the next entry of the same species. */
  fromAge: number;
}

/** Common feed formulas of each species: the demo's, and those a new company starts with. Densities within the 0.6-0.7 t/m³ of complete poultry feed (feed_silo reference), in kg/m³. */
const CATALOG: readonly CatalogEntry[] = [
  { species: 'broiler', fromAge: 0, name: 'Frango pré-inicial', phase: 'pre_initial', density: 660 },
  { species: 'broiler', fromAge: 8, name: 'Frango inicial', phase: 'initial', density: 650 },
  { species: 'broiler', fromAge: 22, name: 'Frango crescimento', phase: 'growth', density: 640 },
  { species: 'broiler', fromAge: 36, name: 'Frango abate', phase: 'general', density: 630 },
  { species: 'matrix', fromAge: 0, name: 'Matriz recria', phase: 'growth', density: 640 },
  { species: 'matrix', fromAge: 140, name: 'Matriz produção', phase: 'general', density: 680 },
  { species: 'laying', fromAge: 0, name: 'Poedeira recria', phase: 'growth', density: 650 },
  { species: 'laying', fromAge: 120, name: 'Poedeira postura', phase: 'general', density: 700 },
  { species: 'swine', fromAge: 0, name: 'Suíno crescimento', phase: 'growth', density: 620 },
  { species: 'swine', fromAge: 110, name: 'Suíno terminação', phase: 'general', density: 610 },
];

export function rationTypeRows(): RationTypeRow[] {
  return CATALOG.map(({ name, phase, density, species }) => ({ name, phase, density, module: MODULE_OF[species] }));
}

/** The key (index in `rationTypeRows()`) of the ration a species eats at an age. */
export function rationKeyFor(species: Species, age: number): number {
  let key = -1;
  CATALOG.forEach((entry, i) => {
    if (entry.species === species && entry.fromAge <= age) key = i;
  });
  return key;
}
