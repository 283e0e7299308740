import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RationPhase } from '@plantel/contracts';
import type { Db } from '../db/database';
import { feedControls, rationTypes, siloOccupationReadings, silos, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';
import { preparedStatement } from './prepared';

/** What a silo's status is worked out from (`siloLevelOf`): its level and settings, and the density of the feed in it (rationTypes joined). */
const siloLevelColumns = {
  capacity: silos.capacity,
  volume: silos.volume,
  lowThreshold: silos.lowThreshold,
  criticalThreshold: silos.criticalThreshold,
  availableWeight: silos.availableWeight,
  rationDensity: rationTypes.density,
};

const rationColumns = {
  id: rationTypes.id,
  name: rationTypes.name,
  phase: rationTypes.phase,
  density: rationTypes.density,
};

/** A delivery a silo's stock can still contain, with its ration. */
export interface StockDeliveryRow {
  date: Date;
  quantity: number;
  ration: { id: number; name: string; phase: RationPhase; density: number };
}

type StockDeliveryJson = [date: string, quantity: number, rationId: number, rationName: string, rationPhase: RationPhase, rationDensity: number];

const silosOfShed = preparedStatement((db) => {
  const f = feedControls;
  const r = siloOccupationReadings;
  // Without a batch (null) no delivery matches, and the sum is null.
  const delivered = sql<number | null>`(select sum(${f.quantity})::float8 from ${f} where ${f.siloId} = ${silos.id} and ${f.batchId} = ${sql.placeholder('batchId')})`;
  // The same running sum as a window over one silo's deliveries: what the newer ones add up to.
  const stock = sql<StockDeliveryJson[] | null>`(
    select json_agg(json_build_array("ranked"."date", "ranked"."quantity", "delivered_ration"."id", "delivered_ration"."name", "delivered_ration"."phase", "delivered_ration"."density") order by "ranked"."date" desc, "ranked"."id" desc)
    from (
      select ${f.id} as "id", ${f.date} as "date", ${f.quantity} as "quantity", ${f.rationTypeId} as "ration_type_id",
        (sum(${f.quantity}) over (order by ${f.date} desc, ${f.id} desc) - ${f.quantity})::float8 as "newer"
      from ${f} where ${f.siloId} = ${silos.id} and ${f.date} <= now()
    ) "ranked"
    inner join ${rationTypes} "delivered_ration" on "delivered_ration"."id" = "ranked"."ration_type_id"
    where "ranked"."newer" = 0 or "ranked"."newer" < coalesce(${silos.availableWeight}, 0)
  )`;
  const steps = db
    .select({
      deviceTime: r.deviceTime,
      drop: sql<number>`greatest(lag(${r.totalWeight}) over (order by ${r.deviceTime}) - ${r.totalWeight}, 0)`.as('drop'),
    })
    .from(r)
    .where(and(eq(r.siloId, silos.id), gte(r.deviceTime, sql.placeholder('since')), eq(r.isBlackout, false)))
    .as('steps');
  const consumption = db
    .select({
      eaten: sql<number>`coalesce(sum(${steps.drop}), 0)::float8`.as('eaten'),
      days: sql<number | null>`(extract(epoch from max(${steps.deviceTime}) - min(${steps.deviceTime})) / 86400)::float8`.as('days'),
    })
    .from(steps)
    .as('consumption');
  return db
    .select({
      id: silos.id,
      identification: silos.identification,
      ...siloLevelColumns,
      lastReadingAt: silos.lastReadingAt,
      rationId: rationTypes.id,
      rationName: rationTypes.name,
      rationPhase: rationTypes.phase,
      deliveredKg: delivered,
      stock,
      eaten: consumption.eaten,
      days: consumption.days,
    })
    .from(silos)
    .leftJoin(rationTypes, eq(rationTypes.id, silos.currentRationTypeId))
    .leftJoinLateral(consumption, sql`true`)
    // An archived silo leaves the shed's stock; its readings and deliveries stay.
    .where(and(eq(silos.shedId, sql.placeholder('shedId')), isNull(silos.archivedAt)))
    .orderBy(asc(silos.id))
    .prepare('plantel_silos_of_shed');
});

/**
 * A shed's silos, each with what its answer needs besides, in one statement (each silo's figures
 * read by its own index):
 * - `deliveredKg`: kg delivered into it for `batchId` (null without a batch or a delivery);
 * - `stock`: the deliveries its stock can still contain, newest first: the latest one always, then
 *   older ones while the newer deliveries do not add up to the stock (a silo empties from the bottom);
 * - `eaten` and `days`: the feed taken since `since`, as the drops between consecutive readings
 *   (rises are deliveries, blackout readings are skipped), and the days those readings span.
 */
export async function findSilosOfShed(db: Db, shedId: number, batchId: number | null, since: Date) {
  const rows = await silosOfShed(db).execute({ shedId, batchId, since });
  return rows.map(({ stock, ...silo }) => ({
    ...silo,
    stock: (stock ?? []).map(
      ([date, quantity, id, name, phase, density]): StockDeliveryRow => ({ date: new Date(date), quantity, ration: { id, name, phase, density } }),
    ),
  }));
}

export type SiloRow = Awaited<ReturnType<typeof findSilosOfShed>>[number];

/** A silo the scope may see, with its shed and settings. */
export async function findSilo(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({ id: silos.id, identification: silos.identification, shedId: silos.shedId, companyId: silos.companyId, lowThreshold: silos.lowThreshold, criticalThreshold: silos.criticalThreshold, volume: silos.volume })
    .from(silos)
    .innerJoin(sheds, eq(sheds.id, silos.shedId))
    .where(and(eq(silos.id, id), shedInScope(scope)));
  return row;
}

export function findOccupationReadings(db: Db, siloId: number, from: Date, to: Date) {
  const r = siloOccupationReadings;
  return db
    .select({
      deviceTime: r.deviceTime,
      totalOccupation: r.totalOccupation,
      isBlackout: r.isBlackout,
      totalWeight: r.totalWeight,
      freeCapacity: r.freeCapacity,
      ration: rationColumns,
    })
    .from(r)
    .leftJoin(rationTypes, eq(rationTypes.id, r.consumingRationTypeId))
    .where(and(eq(r.siloId, siloId), gte(r.deviceTime, from), lte(r.deviceTime, to)))
    .orderBy(asc(r.deviceTime));
}

export async function updateSiloSettings(db: Db, id: number, settings: { lowThreshold: number; criticalThreshold: number; volume: number | null }) {
  await db.update(silos).set(settings).where(eq(silos.id, id));
}

/** The company's silos in use (or those of `shedIds`) with what their status is worked out from. */
export function findSiloLevels(db: Db, companyId: number, shedIds?: readonly number[]) {
  return db
    .select({ shedId: silos.shedId, ...siloLevelColumns })
    .from(silos)
    .leftJoin(rationTypes, eq(rationTypes.id, silos.currentRationTypeId))
    .where(and(eq(silos.companyId, companyId), isNull(silos.archivedAt), shedIds ? inArray(silos.shedId, [...shedIds]) : undefined));
}
