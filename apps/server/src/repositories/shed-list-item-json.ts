import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEXES, sexOf } from '@plantel/contracts';
import { shedListEntries as e, shedListItems } from '../db/schema';

/** A value of the shed's current batch: null when the shed has none. */
const ofCurrentBatch = (value: SQLWrapper) => sql`case when ${e.batchId} is not null then ${value} end`;

/** A shed's sex as the contract writes it (`sexOf`), from the codes the contracts name. */
const sexJson = sql`case ${e.sexExternalId} ${sql.raw(
  Object.keys(SEXES)
    .map(Number)
    .map((id) => `when ${id} then json_build_object('name', '${sexOf(id)!.name}', 'external_id', ${id})`)
    .join(' '),
)} end`;

/** An object's members as JSON text without its braces: `{"a" : 1}` → `"a" : 1`. */
const membersOf = (object: SQL) => sql`left(substr(${object}::text, 2), -1)`;

/** The members of a `ShedListItem` before its age, in the contract's order. */
const beforeAge = sql`json_build_object(
  'id', ${e.shedId}, 'identification', ${e.identification}, 'name', ${e.name}, 'shedName', ${e.name}, 'core', ${e.core},
  'producer', ${e.producerName}, 'property', ${e.propertyId}, 'property_name', ${e.propertyName}, 'property_owner', ${e.propertyOwner},
  'production_type', json_build_object('external_id', ${e.productionTypeExternalId}),
  'lineage', ${ofCurrentBatch(e.lineage)}, 'sex', ${ofCurrentBatch(sexJson)})`;

/** The members between the age and the alert level. */
const betweenAgeAndAlertLevel = sql`json_build_object(
  'weight', ${e.weight}, 'variation_coef', ${e.variationCoef}, 'performance', ${e.performance},
  'conversion_factor', ${e.conversionFactor}, 'production_efficiency', ${e.productionEfficiency},
  'hen_day_percent', ${e.henDayPercent}, 'hen_day_deviation', ${e.henDayDeviation},
  'ration', case when ${e.rationTypeId} is not null and ${e.rationPhase} is not null then json_build_object('id', ${e.rationTypeId}, 'phase', ${e.rationPhase}) end,
  'status', ${e.siloStatus},
  'silo_statuses', json_build_object('critical', ${e.silosCritical}, 'low', ${e.silosLow}, 'satisfactory', ${e.silosSatisfactory}, 'no_data', ${e.silosNoData}),
  'available', ${e.available}, 'enthalpy', ${e.enthalpy}, 'stage', ${e.stage}, 'priority', ${e.priority},
  'target_value', ${e.targetWeight}, 'target_date', ${e.targetDate},
  'predicted_weight', ${e.predictedWeight}, 'predicted_weight_p10', ${e.predictedWeightP10}, 'predicted_weight_p90', ${e.predictedWeightP90}, 'silos', ${e.silos})`;

/** The members after the alert level. */
const afterAlertLevel = sql`json_build_object('lastBatch', ${e.batchId}, 'last_batch', ${e.batchId})`;

/**
 * A list row's `ShedListItem` as JSON text, written once by the refresh in three pieces around the two
 * members that are worked out when the list is read: the age moves with the clock, and the alert
 * level depends on the alerts the reader may read. Reading a page then joins text instead of building
 * 25 objects of 35 members. Each piece is computed from the row of `shed_list_entries`.
 */
export const ITEM_JSON_PIECES = {
  head: sql<string>`'{' || ${membersOf(beforeAge)} || ', "age" : '`.as('head'),
  middle: sql<string>`', ' || ${membersOf(betweenAgeAndAlertLevel)} || ', "alert_level" : '`.as('middle'),
  tail: sql<string>`', ' || ${membersOf(afterAlertLevel)} || '}'`.as('tail'),
};

/** A moment as the contract writes it, in UTC: `2026-03-17T18:00:00.000Z`. */
const isoMoment = (at: SQLWrapper) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The health book's members, worked out when read: a withdrawal is open until its end, and a guest
 * reads nothing of the health book (docs/health-book.md).
 */
export function healthMembersOf(shown: boolean): SQL {
  if (!shown) return sql`', "withdrawal_ends_at" : null, "salmonella" : null'`;
  const openEnd = sql`case when ${e.withdrawalEndsAt} > now() then '"' || ${isoMoment(e.withdrawalEndsAt)} || '"' end`;
  return sql`', "withdrawal_ends_at" : ' || coalesce(${openEnd}, 'null') || ', "salmonella" : ' || coalesce('"' || ${e.salmonellaWarning} || '"', 'null')`;
}

/** The row's item, its age (whole days, or null), alert level (a severity name, or null) and health members put in. */
export const itemJsonOf = (age: SQLWrapper, alertLevel: SQLWrapper, health: SQL) =>
  sql`${shedListItems.head} || coalesce(${age}::text, 'null') || ${shedListItems.middle} || coalesce('"' || ${alertLevel} || '"', 'null') || ${health} || ${shedListItems.tail}`;
