import { sql, type SQLWrapper } from 'drizzle-orm';
import { ALERT_SEVERITIES, type ShedFilterField, type ShedOrderingField } from '@plantel/contracts';
import { alerts, shedListEntries as e } from '../db/schema';
import { SEVERITY_RANK } from './alerts.repository';
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

/** The severities by SEVERITY_RANK, most urgent first: rank 0 is critical. */
export const ALERT_LEVELS = [...ALERT_SEVERITIES].reverse();

/**
 * The shed's most urgent alert not yet resolved, as a rank (0 critical, 1 warning, 2 info; null when
 * none), of the types the reader may read there: `alertTypeKeys` holds `type:production type` pairs.
 */
export const entryAlertRank = sql<number | null>`(select min(${SEVERITY_RANK})
  from ${alerts} where ${alerts.shedId} = ${e.shedId} and ${alerts.state} <> 'resolved'
  and (${alerts.type} || ':' || ${e.productionTypeExternalId}) = any(${sql.placeholder('alertTypeKeys')}::text[]))`;

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
};
