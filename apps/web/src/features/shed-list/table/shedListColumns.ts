import type { ShedListItem } from '@plantel/contracts';
import { NO_VALUE } from '@/lib/format';
import type { ShedListCategory } from '../filters/shedListCategories';

/** The columns a shed list can show; each is also the server's `ordering` name for it. */
export type ShedListColumn =
  | 'producer'
  | 'property'
  | 'name'
  | 'core'
  | 'lineage'
  | 'sex'
  | 'age'
  | 'weight'
  | 'variation_coef'
  | 'performance'
  | 'ration__phase'
  | 'available'
  | 'status'
  | 'enthalpy'
  | 'stage'
  | 'priority'
  | 'target_value'
  | 'target_date';

const WHO = ['producer', 'property', 'name', 'core'] as const;
const FLOCK = ['lineage', 'sex', 'age'] as const;
const GROWTH = [...WHO, ...FLOCK, 'weight', 'variation_coef', 'performance', 'stage'] as const;
const TARGET = [...WHO, ...FLOCK, 'weight', 'target_value', 'target_date', 'priority', 'stage'] as const;
const ALERTS = [...WHO, 'age', 'status', 'enthalpy', 'stage'] as const;

/** What each list shows, in order: who and where, the flock, then the figures of the feature. */
export const CATEGORY_COLUMNS: Record<ShedListCategory, readonly ShedListColumn[]> = {
  performance: GROWTH,
  matrix: GROWTH,
  'laying-birds': GROWTH,
  'slaughter-prediction': TARGET,
  pcp: TARGET,
  'pcp-planning': TARGET,
  sanity: [...WHO, ...FLOCK, 'enthalpy', 'stage'],
  nutrition: [...WHO, 'age', 'ration__phase', 'available', 'status', 'stage'],
  alerts: ALERTS,
  'alerts-history': ALERTS,
};

/** Columns whose text a guest must not read (spec §4). */
export const SENSITIVE_COLUMNS: ReadonlySet<ShedListColumn> = new Set(['producer', 'property']);

/** What a cell needs to turn a value into text in the user's language. */
export interface CellFormatters {
  t: (key: string) => string;
  number: (value: number | null | undefined, decimals: number) => string;
  date: (value: string | null | undefined) => string;
  mask: (text: string | null | undefined) => string;
  shedName: (shed: { name: string; identification: string }) => string;
}

const NONE = NO_VALUE;

/** A cell's text: units added, codes translated, sensitive names masked for guests. */
export function shedListCellText(item: ShedListItem, column: ShedListColumn, f: CellFormatters): string {
  const withUnit = (value: number | null, decimals: number, unit: string) => (value === null ? NONE : `${f.number(value, decimals)} ${unit}`);
  switch (column) {
    case 'producer':
      return f.mask(item.producer);
    case 'property':
      return f.mask(item.property_name);
    case 'name':
      return f.shedName(item);
    case 'core':
      return item.core || NONE;
    case 'lineage':
      return item.lineage || NONE;
    case 'sex':
      return item.sex ? f.t(`sex.${item.sex.name}`) : NONE;
    case 'age':
      return item.age === null ? NONE : f.number(item.age, 0);
    case 'weight':
      return withUnit(item.weight, 0, 'g');
    case 'variation_coef':
      return withUnit(item.variation_coef, 1, '%');
    case 'performance':
      return withUnit(item.performance, 1, '%');
    case 'ration__phase':
      return item.ration ? f.t(`rationPhases.${item.ration.phase}`) : NONE;
    case 'available':
      return withUnit(item.available, 0, 'kg');
    case 'status':
      return f.t(`siloStatus.${item.status}`);
    case 'enthalpy':
      return f.t(`comfort.${item.enthalpy}`);
    case 'stage':
      return f.t(`batchStages.${item.stage}`);
    case 'priority':
      return item.priority === null ? NONE : String(item.priority);
    case 'target_value':
      return withUnit(item.target_value, 0, 'g');
    case 'target_date':
      return f.date(item.target_date);
  }
}
