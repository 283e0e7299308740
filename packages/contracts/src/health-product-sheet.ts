import type { AlertLanguage } from './alerts';
import { BULLETIN_LABELS } from './bulletin-labels';
import type { ADMINISTRATION_ROUTES, PRODUCT_KINDS, PRODUCT_UNITS } from './health-book';

/**
 * The catalogue's .xlsx template (docs/health-book.md, "The catalogue"): a row per product; a row with
 * no name below a product adds one more active ingredient to it. Routes are listed in one cell,
 * separated by commas; a blank withdrawal means the product is not for that species (or, for eggs,
 * not allowed in lay).
 */
export const HEALTH_PRODUCT_SHEET_COLUMNS = [
  'name',
  'kind',
  'unit',
  'routes',
  'ingredient',
  'ingredient_class',
  'mg_per_unit',
  'poultry_meat_days',
  'poultry_egg_days',
  'swine_meat_days',
] as const;
export type HealthProductSheetColumn = (typeof HEALTH_PRODUCT_SHEET_COLUMNS)[number];

/** The columns an ingredient's row below its product fills. */
export const INGREDIENT_SHEET_COLUMNS: readonly HealthProductSheetColumn[] = ['ingredient', 'ingredient_class', 'mg_per_unit'];

export interface HealthProductSheetLabels {
  file: string;
  sheet: string;
  columns: Record<HealthProductSheetColumn, string>;
  notes: Record<HealthProductSheetColumn, string>;
  kinds: Record<(typeof PRODUCT_KINDS)[number], string>;
  routes: Record<(typeof ADMINISTRATION_ROUTES)[number], string>;
  units: Record<(typeof PRODUCT_UNITS)[number], string>;
}

export const HEALTH_PRODUCT_SHEET_LABELS: Record<AlertLanguage, HealthProductSheetLabels> = {
  'pt-BR': {
    file: 'catalogo-sanitario.xlsx',
    sheet: 'Produtos',
    columns: {
      name: 'Produto',
      kind: 'Tipo',
      unit: 'Unidade',
      routes: 'Vias',
      ingredient: 'Princípio ativo',
      ingredient_class: 'Classe',
      mg_per_unit: 'mg por unidade',
      poultry_meat_days: 'Carência aves, carne (dias)',
      poultry_egg_days: 'Carência aves, ovos (dias)',
      swine_meat_days: 'Carência suínos, carne (dias)',
    },
    notes: {
      name: 'O nome como no rótulo. Uma linha sem nome logo abaixo acrescenta outro princípio ativo ao produto.',
      kind: 'Antimicrobiano, antiparasitário, vacina ou outro.',
      unit: 'mL, L, g, kg ou dose: em que se contam as quantidades dadas.',
      routes: 'Separadas por vírgula: Água, Ração, Injeção, Spray, Ocular.',
      ingredient: 'Por exemplo, enrofloxacina.',
      ingredient_class: 'A classe do antimicrobiano, por exemplo fluoroquinolonas.',
      mg_per_unit: 'mg do princípio ativo em uma unidade do produto; obrigatório para antimicrobiano.',
      poultry_meat_days: 'Dias de carência da carne de aves, do rótulo. Em branco: não é para aves.',
      poultry_egg_days: 'Dias de carência dos ovos. Em branco: não permitido em postura.',
      swine_meat_days: 'Dias de carência da carne suína. Em branco: não é para suínos.',
    },
    kinds: { antimicrobial: 'Antimicrobiano', antiparasitic: 'Antiparasitário', vaccine: 'Vacina', other: 'Outro' },
    routes: BULLETIN_LABELS['pt-BR'].routes,
    units: { mL: 'mL', L: 'L', g: 'g', kg: 'kg', dose: 'dose' },
  },
  en: {
    file: 'health-catalogue.xlsx',
    sheet: 'Products',
    columns: {
      name: 'Product',
      kind: 'Kind',
      unit: 'Unit',
      routes: 'Routes',
      ingredient: 'Active ingredient',
      ingredient_class: 'Class',
      mg_per_unit: 'mg per unit',
      poultry_meat_days: 'Poultry meat withdrawal (days)',
      poultry_egg_days: 'Poultry egg withdrawal (days)',
      swine_meat_days: 'Swine meat withdrawal (days)',
    },
    notes: {
      name: "The name as on the label. A row with no name just below adds another active ingredient to the product.",
      kind: 'Antimicrobial, antiparasitic, vaccine or other.',
      unit: 'mL, L, g, kg or dose: what the quantities given are counted in.',
      routes: 'Separated by commas: Water, Feed, Injection, Spray, Eye drop.',
      ingredient: 'For example, enrofloxacin.',
      ingredient_class: "The antimicrobial's class, for example fluoroquinolones.",
      mg_per_unit: "mg of the ingredient in one unit of the product; required for an antimicrobial.",
      poultry_meat_days: "The label's withdrawal days for poultry meat. Blank: not for poultry.",
      poultry_egg_days: 'Withdrawal days for eggs. Blank: not allowed in lay.',
      swine_meat_days: 'Withdrawal days for pork. Blank: not for swine.',
    },
    kinds: { antimicrobial: 'Antimicrobial', antiparasitic: 'Antiparasitic', vaccine: 'Vaccine', other: 'Other' },
    routes: BULLETIN_LABELS.en.routes,
    units: { mL: 'mL', L: 'L', g: 'g', kg: 'kg', dose: 'dose' },
  },
  es: {
    file: 'catalogo-sanitario.xlsx',
    sheet: 'Productos',
    columns: {
      name: 'Producto',
      kind: 'Tipo',
      unit: 'Unidad',
      routes: 'Vías',
      ingredient: 'Principio activo',
      ingredient_class: 'Clase',
      mg_per_unit: 'mg por unidad',
      poultry_meat_days: 'Retiro aves, carne (días)',
      poultry_egg_days: 'Retiro aves, huevos (días)',
      swine_meat_days: 'Retiro cerdos, carne (días)',
    },
    notes: {
      name: 'El nombre como en la etiqueta. Una fila sin nombre justo debajo agrega otro principio activo al producto.',
      kind: 'Antimicrobiano, antiparasitario, vacuna u otro.',
      unit: 'mL, L, g, kg o dosis: en qué se cuentan las cantidades dadas.',
      routes: 'Separadas por comas: Agua, Alimento, Inyección, Aspersión, Gota ocular.',
      ingredient: 'Por ejemplo, enrofloxacina.',
      ingredient_class: 'La clase del antimicrobiano, por ejemplo fluoroquinolonas.',
      mg_per_unit: 'mg del principio activo en una unidad del producto; obligatorio para un antimicrobiano.',
      poultry_meat_days: 'Días de retiro de la carne de aves, de la etiqueta. En blanco: no es para aves.',
      poultry_egg_days: 'Días de retiro de los huevos. En blanco: no permitido en postura.',
      swine_meat_days: 'Días de retiro de la carne de cerdo. En blanco: no es para cerdos.',
    },
    kinds: { antimicrobial: 'Antimicrobiano', antiparasitic: 'Antiparasitario', vaccine: 'Vacuna', other: 'Otro' },
    routes: BULLETIN_LABELS.es.routes,
    units: { mL: 'mL', L: 'L', g: 'g', kg: 'kg', dose: 'dosis' },
  },
};

export const HEALTH_PRODUCT_SHEET_MESSAGES = {
  'health.errors.sheet.unknownColumn': 'Column "{{column}}" is not one of the template\'s',
  'health.errors.sheet.unknownWord': 'Row {{row}}: "{{value}}" is not a {{column}} the template knows',
  'health.errors.sheet.notANumber': 'Row {{row}}: {{column}} is not a number',
  'health.errors.sheet.ingredientWithoutProduct': 'Row {{row}}: an ingredient with no product above it',
  'health.errors.sheet.invalid': 'Row {{row}}: {{column}} is not valid',
  'health.errors.sheet.empty': 'The sheet holds no product',
  'health.errors.sheet.notAFile': 'Send the .xlsx template filled in',
} as const;
