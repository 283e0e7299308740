import type { NewHealthProduct } from '../../repositories/health-book.repository';

/**
 * The demo's veterinary catalogue (docs/health-book.md): products to try the health book with,
 * marked demo. Their figures are the demo's own, not any label: a company loads its own catalogue.
 */
export const DEMO_HEALTH_PRODUCTS: Omit<NewHealthProduct, 'companyId'>[] = [
  {
    name: 'Enrofloxacino 10 % solução oral (demo)',
    kind: 'antimicrobial',
    unit: 'mL',
    routes: ['water'],
    activeIngredients: [{ name: 'enrofloxacin', class: 'fluoroquinolones', mg_per_unit: 100 }],
    poultryMeatDays: 5,
    poultryEggDays: null,
    swineMeatDays: null,
  },
  {
    name: 'Amoxicilina 50 % pó solúvel (demo)',
    kind: 'antimicrobial',
    unit: 'g',
    routes: ['water', 'feed'],
    activeIngredients: [{ name: 'amoxicillin', class: 'penicillins', mg_per_unit: 500 }],
    poultryMeatDays: 2,
    poultryEggDays: null,
    swineMeatDays: 14,
  },
  {
    name: 'Doxiciclina 50 % pó solúvel (demo)',
    kind: 'antimicrobial',
    unit: 'g',
    routes: ['water'],
    activeIngredients: [{ name: 'doxycycline', class: 'tetracyclines', mg_per_unit: 500 }],
    poultryMeatDays: 7,
    poultryEggDays: 7,
    swineMeatDays: 7,
  },
  {
    name: 'Vacina Newcastle e Bronquite (demo)',
    kind: 'vaccine',
    unit: 'dose',
    routes: ['spray', 'eye_drop', 'water'],
    activeIngredients: [
      { name: 'Newcastle disease virus, live', class: null, mg_per_unit: null },
      { name: 'infectious bronchitis virus, live', class: null, mg_per_unit: null },
    ],
    poultryMeatDays: 0,
    poultryEggDays: 0,
    swineMeatDays: null,
  },
  {
    name: 'Vacina Gumboro (demo)',
    kind: 'vaccine',
    unit: 'dose',
    routes: ['water', 'injection'],
    activeIngredients: [{ name: 'infectious bursal disease virus, live', class: null, mg_per_unit: null }],
    poultryMeatDays: 0,
    poultryEggDays: 0,
    swineMeatDays: null,
  },
  {
    name: 'Ivermectina 1 % injetável (demo)',
    kind: 'antiparasitic',
    unit: 'mL',
    routes: ['injection'],
    activeIngredients: [{ name: 'ivermectin', class: null, mg_per_unit: 10 }],
    poultryMeatDays: null,
    poultryEggDays: null,
    swineMeatDays: 28,
  },
];

/**
 * The demo's open poultry flocks with a planned slaughter day took their Salmonella drag swabs four
 * days ago, negative since yesterday, as a farm that keeps IN 20/2016 would: the demo's alerts stay
 * those its farm plants.
 */
export function demoSalmonellaSamples(batches: readonly { id: number; divisionIds: number[]; openedOn: string }[], today: string, addDays: (day: string, n: number) => string) {
  const taken = addDays(today, -4);
  return batches
    .filter((b) => b.openedOn <= taken && b.divisionIds.length > 0)
    .map((b) => ({
      batchId: b.id,
      kind: 'salmonella_drag_swabs' as const,
      takenOn: taken,
      divisionIds: b.divisionIds,
      laboratory: 'Laboratório de demonstração',
      sampleId: `DEMO-${b.id}`,
      outcome: 'negative' as const,
      serovar: null,
      resultOn: addDays(today, -1),
    }));
}
