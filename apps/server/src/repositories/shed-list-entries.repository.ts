import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { siloLevelOf, type SiloStatusCode } from '@plantel/domain';
import type { Db } from '../db/database';
import { ALERT_TYPES, SALMONELLA_ALERT_SUBTYPES, type AlertType, type SalmonellaWarning } from '@plantel/contracts';
import { ALERT_RANK_KEY, alerts, batchSummaries, healthTreatments, producers, properties, rationTypes, sheds, shedListEntries, shedListItems, silos } from '../db/schema';
import { SEVERITY_RANK } from './alerts.repository';
import { currentBatchOf } from './current-batch';
import { findSiloLevels } from './silos.repository';
import { ITEM_JSON_PIECES } from './shed-list-item-json';
import { foldedText } from './sql-text';

/** Which sheds to rebuild: all of a company's, or those ids. */
export type ShedSelection = { companyId: number; shedIds?: readonly number[] };

/**
 * The alert ranks are the alerts' trigger's to keep once a row exists (migration 0035): a refresh
 * that waited on a row the trigger was changing would write ranks read before that alert.
 */
const ALERT_RANK_KEYS: readonly string[] = [...Object.values(ALERT_RANK_KEY), 'salmonellaWarning'];

const everyColumnFromExcluded = Object.fromEntries(
  Object.entries(getTableColumns(shedListEntries))
    .filter(([key]) => key !== 'shedId' && !ALERT_RANK_KEYS.includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
) as Record<Exclude<keyof typeof shedListEntries.$inferInsert, 'shedId' | (typeof ALERT_RANK_KEY)[AlertType]>, SQL>;

/** The shed's most urgent alert of `type` not yet resolved, as a rank, for a new row; the alerts' trigger keeps it after (migration 0035). */
const openAlertRankOf = (type: AlertType) =>
  sql<number | null>`(select min(${SEVERITY_RANK}) from ${alerts} where ${alerts.shedId} = ${sheds.id} and ${alerts.state} <> 'resolved' and ${alerts.type} = ${type})`;

/** The shed's open Salmonella alert, the most serious first, as its warning (`positive`…), for a new row. */
const openSalmonellaWarning = sql<SalmonellaWarning | null>`(select substr(${alerts.subtype}, ${'salmonella_'.length + 1}) from ${alerts}
  where ${alerts.shedId} = ${sheds.id} and ${alerts.state} <> 'resolved' and ${alerts.subtype} in ${SALMONELLA_ALERT_SUBTYPES}
  order by array_position(${sql.param([...SALMONELLA_ALERT_SUBTYPES])}::text[], ${alerts.subtype}) limit 1)`;

/** Every alert rank column of a new row, in the table's order. */
const openAlertRanks = Object.fromEntries(
  ALERT_TYPES.map((type) => [ALERT_RANK_KEY[type], openAlertRankOf(type).as(shedListEntries[ALERT_RANK_KEY[type]].name)]),
) as Record<(typeof ALERT_RANK_KEY)[AlertType], SQL.Aliased<number | null>>;

function entriesOf(db: Db, where: SQL | undefined) {
  const current = currentBatchOf(db, sheds.id);
  return db
    .select({
      shedId: sheds.id,
      companyId: sheds.companyId,
      productionTypeExternalId: sheds.productionTypeExternalId,
      identification: sheds.identification,
      name: sheds.name,
      core: sheds.core,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyOwner: properties.ownerName,
      producerName: producers.name,
      batchId: current.id,
      lineage: current.lineage,
      sexExternalId: current.sexExternalId,
      ageAtLodging: current.ageAtLodging,
      openingDate: current.openingDate,
      closingDate: current.closingDate,
      stage: sql`coalesce(${current.stage}, 'empty_batch')`.as('stage'),
      priority: current.priority,
      targetWeight: current.targetWeight,
      targetDate: current.targetDate,
      predictedWeight: batchSummaries.predictedWeight,
      predictedWeightP10: batchSummaries.predictedWeightP10,
      predictedWeightP90: batchSummaries.predictedWeightP90,
      weight: batchSummaries.weight,
      variationCoef: batchSummaries.variationCoef,
      performance: batchSummaries.performance,
      conversionFactor: batchSummaries.conversionFactor,
      productionEfficiency: batchSummaries.productionEfficiency,
      henDayPercent: batchSummaries.henDayPercent,
      henDayDeviation: batchSummaries.henDayDeviation,
      available: batchSummaries.available,
      rationTypeId: rationTypes.id,
      rationPhase: rationTypes.phase,
      siloStatus: sql`coalesce(${batchSummaries.siloStatus}, 0)`.as('silo_status'),
      // Counted from the silos' levels by refreshSiloStatusCounts once the rows are written.
      silosCritical: sql`0`.as('silos_critical'),
      silosLow: sql`0`.as('silos_low'),
      silosSatisfactory: sql`0`.as('silos_satisfactory'),
      silosNoData: sql`0`.as('silos_no_data'),
      enthalpy: sql`coalesce(${batchSummaries.enthalpy}, -1)`.as('enthalpy'),
      silos: sql`array(select ${silos.id} from ${silos} where ${silos.shedId} = ${sheds.id} and ${silos.archivedAt} is null order by ${silos.id})`.as('silos'),
      // chr(31), the unit separator, keeps a search from matching across two fields.
      searchText: foldedText(sql`concat_ws(chr(31), ${sheds.name}, ${sheds.identification}, ${producers.name}, ${properties.name}, ${sheds.core})`).as('search_text'),
      withdrawalEndsAt: sql`(select max(${healthTreatments.endedAt} + ${healthTreatments.meatDays} * interval '1 day') from ${healthTreatments} where ${healthTreatments.batchId} = ${current.id})`.as('withdrawal_ends_at'),
      ...openAlertRanks,
      salmonellaWarning: openSalmonellaWarning.as('salmonella_warning'),
    })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .leftJoinLateral(current, sql`true`)
    .leftJoin(batchSummaries, eq(batchSummaries.batchId, current.id))
    .leftJoin(rationTypes, eq(rationTypes.id, batchSummaries.rationTypeId))
    .where(where);
}

/**
 * Rebuilds the shed-list rows of the selected sheds from their sources. Every write to a shed, its
 * property or producer, its batches, their summaries or its silos calls this for the sheds touched.
 */
export async function refreshShedListEntries(db: Db, selection: ShedSelection): Promise<void> {
  const { companyId, shedIds } = selection;
  if (shedIds?.length === 0) return;
  // One transaction: a list never reads a row whose item is not written yet.
  await db.transaction(async (t) => {
    // An archived shed leaves every list.
    await t
      .delete(shedListEntries)
      .where(and(eq(shedListEntries.companyId, companyId), sql`${shedListEntries.shedId} in (select ${sheds.id} from ${sheds} where ${sheds.archivedAt} is not null)`, shedIds ? inArray(shedListEntries.shedId, [...shedIds]) : undefined));
    await t
      .insert(shedListEntries)
      .select(entriesOf(t, and(eq(sheds.companyId, companyId), isNull(sheds.archivedAt), shedIds ? inArray(sheds.id, [...shedIds]) : undefined)))
      .onConflictDoUpdate({ target: shedListEntries.shedId, set: everyColumnFromExcluded });
    await refreshSiloStatusCounts(t, selection);
    await writeItemJson(t, selection);
  });
}

/** The selected rows' list items as JSON text, from the rows as the refresh left them. */
async function writeItemJson(db: Db, { companyId, shedIds }: ShedSelection) {
  await db
    .insert(shedListItems)
    .select(
      db
        .select({ shedId: shedListEntries.shedId, ...ITEM_JSON_PIECES })
        .from(shedListEntries)
        .where(and(eq(shedListEntries.companyId, companyId), shedIds ? inArray(shedListEntries.shedId, [...shedIds]) : undefined)),
    )
    .onConflictDoUpdate({ target: shedListItems.shedId, set: { head: sql.raw('excluded.head'), middle: sql.raw('excluded.middle'), tail: sql.raw('excluded.tail') } });
}

const COUNT_COLUMN_OF = {
  0: shedListEntries.silosNoData,
  1: shedListEntries.silosCritical,
  2: shedListEntries.silosLow,
  3: shedListEntries.silosSatisfactory,
} satisfies Record<SiloStatusCode, unknown>;

/**
 * How many silos of each selected shed are in each status, worked out by `siloLevelOf` from their
 * levels and settings; the upsert before this left every count at 0, which a shed without silos keeps.
 */
async function refreshSiloStatusCounts(db: Db, { companyId, shedIds }: ShedSelection) {
  const levels = await findSiloLevels(db, companyId, shedIds);
  const counts = new Map<number, number[]>();
  for (const silo of levels) {
    const shed = counts.get(silo.shedId) ?? [0, 0, 0, 0];
    shed[siloLevelOf(silo).status]! += 1;
    counts.set(silo.shedId, shed);
  }
  if (counts.size === 0) return;
  const column = (status: SiloStatusCode) => sql.identifier(COUNT_COLUMN_OF[status].name);
  const byStatus = (status: SiloStatusCode) => sql.param([...counts.values()].map((c) => c[status]));
  await db.execute(sql`update ${shedListEntries} as e
    set ${column(0)} = v.n0, ${column(1)} = v.n1, ${column(2)} = v.n2, ${column(3)} = v.n3
    from unnest(${sql.param([...counts.keys()])}::int[], ${byStatus(0)}::int[], ${byStatus(1)}::int[], ${byStatus(2)}::int[], ${byStatus(3)}::int[]) as v(shed_id, n0, n1, n2, n3)
    where e.shed_id = v.shed_id`);
}
