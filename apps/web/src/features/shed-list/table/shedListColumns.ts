import { DECIMALS, type ShedListColumn, type ShedListItem } from '@plantel/contracts';
import { NO_VALUE, rangeText } from '@/lib/format';

/** The columns of each list, shared with the server's export of the same lists. */
export { SHED_LIST_CATEGORY_COLUMNS as CATEGORY_COLUMNS, type ShedListColumn } from '@plantel/contracts';

/** What a cell needs to turn a value into text in the user's language. */
export interface CellFormatters {
  t: (key: string) => string;
  number: (value: number | null | undefined, decimals: number) => string;
  date: (value: string | null | undefined) => string;
  /** An open withdrawal's end, day and time on the company's clock: "até 17/03/2026 18:00". */
  withdrawalUntil: (endsAt: string) => string;
  /** Today on the company's calendar (YYYY-MM-DD): a planned slaughter day before it is overdue. */
  today: string;
  /** "overdue N days", in the user's language. */
  overdue: (days: number) => string;
  /** "N critical silos" or "N low silos", in the user's language. */
  silos: (status: SiloCause, count: number) => string;
}

/** The silo statuses a shed's status is caused by and named after. */
export type SiloCause = 'critical' | 'low';
const CAUSE_OF_STATUS: Partial<Record<number, SiloCause>> = { 1: 'critical', 2: 'low' };

/** The shed's worst silo status named by its cause ("1 silo crítico"); satisfactory or no data as a word. */
function siloStatusText(item: ShedListItem, f: CellFormatters): string {
  const cause = CAUSE_OF_STATUS[item.status];
  const count = cause ? item.silo_statuses[cause] : 0;
  return cause && count > 0 ? f.silos(cause, count) : f.t(`siloStatus.${item.status}`);
}

const DAY_MS = 86_400_000;
const STILL_HOUSED = new Set(['lodged', 'slaughter']);

/** Days the batch is still in the shed after its planned slaughter day; null when it is not overdue. */
export function overdueDays(item: ShedListItem, today: string): number | null {
  const day = item.target_date;
  if (day === null || day >= today || !STILL_HOUSED.has(item.stage)) return null;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
}

/** The planned slaughter day, flagged when the batch is still in the shed after it. */
function targetDateText(item: ShedListItem, f: CellFormatters): string {
  const late = overdueDays(item, f.today);
  return late === null ? f.date(item.target_date) : `${f.date(item.target_date)} · ${f.overdue(late)}`;
}

const NONE = NO_VALUE;

/**
 * The shed's name without its property's name in front ("Sítio Alegre - Aviário 01" reads
 * "Aviário 01"): every list shows the property in a column of its own.
 */
export function shedNameInList(item: Pick<ShedListItem, 'name' | 'property_name'>): string {
  const prefix = `${item.property_name} - `;
  return item.property_name && item.name.startsWith(prefix) && item.name.length > prefix.length ? item.name.slice(prefix.length) : item.name;
}

/** A cell's text: units added, codes translated; names as the server sent them (masked for guests). */
export function shedListCellText(item: ShedListItem, column: ShedListColumn, f: CellFormatters): string {
  const withUnit = (value: number | null, decimals: number, unit: string) => (value === null ? NONE : `${f.number(value, decimals)} ${unit}`);
  switch (column) {
    case 'producer':
      return item.producer;
    case 'property':
      return item.property_name;
    case 'name':
      return shedNameInList(item);
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
    case 'conversion_factor':
      return item.conversion_factor === null ? NONE : f.number(item.conversion_factor, DECIMALS.fcr);
    case 'production_efficiency':
      return item.production_efficiency === null ? NONE : f.number(item.production_efficiency, DECIMALS.productionEfficiency);
    // As the egg production panel shows them: hen-day % and the points against the standard, to a tenth.
    case 'hen_day_percent':
      return withUnit(item.hen_day_percent, 1, '%');
    case 'hen_day_deviation':
      return item.hen_day_deviation === null ? NONE : `${item.hen_day_deviation > 0 ? '+' : ''}${f.number(item.hen_day_deviation, 1)}`;
    case 'ration__phase':
      return item.ration ? f.t(`rationPhases.${item.ration.phase}`) : NONE;
    case 'available':
      return withUnit(item.available, 0, 'kg');
    case 'status':
      return siloStatusText(item, f);
    // Out of comfort, the word says what is critical: the thermal comfort, not the shed.
    case 'enthalpy':
      return f.t(item.enthalpy > 0 ? `shedList.comfort.${item.enthalpy}` : `comfort.${item.enthalpy}`);
    case 'stage':
      return f.t(`batchStages.${item.stage}`);
    case 'priority':
      return item.priority === null ? NONE : String(item.priority);
    case 'target_value':
      return withUnit(item.target_value, 0, 'g');
    case 'target_date':
      return targetDateText(item, f);
    // An estimate, with its 80 % band: "2.850 g (2.730–2.990)".
    case 'predicted_weight': {
      const band = rangeText(item.predicted_weight_p10, item.predicted_weight_p90, (n) => f.number(n, 0));
      return item.predicted_weight === null ? NONE : band ? `${withUnit(item.predicted_weight, 0, 'g')} (${band})` : withUnit(item.predicted_weight, 0, 'g');
    }
    case 'withdrawal':
      return item.withdrawal_ends_at === null ? NONE : f.withdrawalUntil(item.withdrawal_ends_at);
    case 'salmonella':
      return item.salmonella === null ? NONE : f.t(`shedList.choices.salmonella.${item.salmonella}`);
  }
}
