import { sql, type SQLWrapper } from 'drizzle-orm';
import { ALERT_SEVERITIES, ALERT_TYPES, type ShedFilterField, type ShedOrderingField } from '@plantel/contracts';
import { ALERT_RANK_KEY, shedListEntries as e } from '../db/schema';
import { ageDays } from './current-batch';

/** How a column compares and sorts: measurements are float4 (`real`) or float8 (`double`), counts and codes integers. */
export type ColumnKind = 'text' | 'real' | 'double' | 'integer' | 'date' | 'sex' | 'stage';

export interface ListColumn {
  expr: SQLWrapper;
  kind: ColumnKind;
}

const text = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'text' });
const real = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'real' });
const double = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'double' });
const integer = (expr: SQLWrapper): ListColumn => ({ expr, kind: 'integer' });

/** The current batch's age in whole days, as of now. */
export const entryAge = ageDays(e.ageAtLodging, e.openingDate, e.closingDate);

/** The severities by rank (SEVERITY_RANK), most urgent first: rank 0 is critical. */
export const ALERT_LEVELS = [...ALERT_SEVERITIES].reverse();

/** The placeholder of the production types whose alerts of `ALERT_TYPES[i]` the reader reads. */
export const alertTypesPlaceholder = (i: number) => `alertTypes${i}`;

/**
 * The shed's most urgent alert not yet resolved, as a rank (0 critical, 1 warning, 2 info; null when
 * none), of the types the reader may read in its production type.
 */
export const entryAlertRank = sql<number | null>`least(${sql.join(
  ALERT_TYPES.map(
    (type, i) => sql`case when ${e.productionTypeExternalId} = any(${sql.placeholder(alertTypesPlaceholder(i))}::smallint[]) then ${e[ALERT_RANK_KEY[type]]} end`,
  ),
  sql`, `,
)})`;

/** The SQL behind every filter and ordering field of the shed lists. */
export const SHED_LIST_COLUMNS: Record<ShedFilterField | ShedOrderingField, ListColumn> = {
  id: integer(e.shedId),
  name: text(e.name),
  identification: text(e.identification),
  core: text(e.core),
  producer: text(e.producerName),
  property: text(e.propertyName),
  property_owner: text(e.propertyOwner),
  production_type__external_id: integer(e.productionTypeExternalId),
  lineage: text(e.lineage),
  sex: { expr: e.sexExternalId, kind: 'sex' },
  age: integer(entryAge),
  stage: { expr: e.stage, kind: 'stage' },
  priority: integer(e.priority),
  target_value: real(e.targetWeight),
  target_date: { expr: e.targetDate, kind: 'date' },
  predicted_weight: real(e.predictedWeight),
  weight: real(e.weight),
  variation_coef: real(e.variationCoef),
  performance: real(e.performance),
  conversion_factor: double(e.conversionFactor),
  production_efficiency: double(e.productionEfficiency),
  hen_day_percent: real(e.henDayPercent),
  hen_day_deviation: real(e.henDayDeviation),
  available: real(e.available),
  ration__id: integer(e.rationTypeId),
  ration__phase: text(e.rationPhase),
  status: integer(e.siloStatus),
  enthalpy: integer(e.enthalpy),
  alert_level: integer(entryAlertRank),
  withdrawal: text(sql`case when ${e.withdrawalEndsAt} > now() then 'open' else 'none' end`),
  salmonella: text(e.salmonellaWarning),
};
