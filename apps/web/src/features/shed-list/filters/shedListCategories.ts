import { SHED_LIST_CATEGORIES, type RouteModule, type ShedListCategory } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import { describeFilterField, type FilterField, type FilterFieldDefinition } from './filterFields';

/** The shed lists' filter sets (spec §2), named as the server's list categories. */
export { SHED_LIST_CATEGORIES, type ShedListCategory } from '@plantel/contracts';

/** What names a shed in every list. */
const SHED_FIELDS = ['producer', 'name', 'identification', 'property', 'lineage', 'sex', 'age'] as const;
const GROWTH_FIELDS = ['weight', 'variation_coef', 'performance'] as const;
/** Broiler performance also lists the feed conversion and EPEF. */
const PERFORMANCE_FIELDS = [...GROWTH_FIELDS, 'conversion_factor', 'production_efficiency'] as const;
/** Flocks in lay also list their hen-day production and its deviation from the breed standard. */
const LAY_FIELDS = [...GROWTH_FIELDS, 'hen_day_percent', 'hen_day_deviation'] as const;
/** What the health book says of a flock about to go: its open withdrawal and Salmonella warning. */
const HEALTH_FIELDS = ['withdrawal', 'salmonella'] as const;
const TARGET_FIELDS = ['weight', 'priority', 'target_value', 'target_date', ...HEALTH_FIELDS] as const;

/** The fields each category's filter form offers, in menu order. The one place to change them. */
export const CATEGORY_FILTER_FIELDS: Record<ShedListCategory, readonly FilterField[]> = {
  performance: [...SHED_FIELDS, ...PERFORMANCE_FIELDS],
  matrix: [...SHED_FIELDS, ...LAY_FIELDS],
  'laying-birds': [...SHED_FIELDS, ...LAY_FIELDS],
  'slaughter-prediction': [...SHED_FIELDS, ...TARGET_FIELDS],
  pcp: [...SHED_FIELDS, ...TARGET_FIELDS],
  'pcp-planning': [...SHED_FIELDS, ...TARGET_FIELDS],
  sanity: [...SHED_FIELDS, 'enthalpy', 'status', ...HEALTH_FIELDS],
  alerts: [...SHED_FIELDS, 'status', 'priority'],
  'alerts-history': [...SHED_FIELDS, 'status', 'priority'],
  nutrition: [...SHED_FIELDS, 'ration__id', 'ration__phase', 'status', 'available'],
};

/** Names the server masks for guests (spec §4), and the health book they read nothing of: it ignores a guest's filter on them. */
const GUEST_HIDDEN_FIELDS: ReadonlySet<FilterField> = new Set(['producer', 'property', ...HEALTH_FIELDS]);

/** Whether a column holds what is masked for guests: their list leaves it out rather than show a column of ••••• or blanks. */
export const isMaskedForGuests = (column: string) => GUEST_HIDDEN_FIELDS.has(column as FilterField);

/** Whether the user may filter on the field: guests may not on the names masked for them. */
export const mayFilterOn = (field: FilterField, guest: boolean) => !(guest && GUEST_HIDDEN_FIELDS.has(field));

/** A category's filterable fields with their kind and the operators they allow, for a guest or not. */
export function filterFieldsOf(category: ShedListCategory, guest = false): FilterFieldDefinition[] {
  return CATEGORY_FILTER_FIELDS[category].filter((field) => mayFilterOn(field, guest)).map(describeFilterField);
}

export function isShedListCategory(value: unknown): value is ShedListCategory {
  return typeof value === 'string' && (SHED_LIST_CATEGORIES as readonly string[]).includes(value);
}

/** Every feature with its default filter set. */
export const FEATURE_CATEGORY: Record<Feature, ShedListCategory> = {
  performance: 'performance',
  slaughterPrediction: 'slaughter-prediction',
  pcp: 'pcp',
  pcpPlanning: 'pcp-planning',
  sanity: 'sanity',
  nutrition: 'nutrition',
  recentAlerts: 'alerts',
  alertHistory: 'alerts-history',
};

/**
 * The filter set of a list page. Breeder and laying-bird performance lists have their own
 * (their batches are followed per division, spec §2 "Screens"); every other page goes by feature.
 */
export function shedListCategoryOf(module: RouteModule, feature: Feature): ShedListCategory {
  if (feature === 'performance' && module === 'matrix') return 'matrix';
  if (feature === 'performance' && module === 'laying-birds') return 'laying-birds';
  return FEATURE_CATEGORY[feature];
}
