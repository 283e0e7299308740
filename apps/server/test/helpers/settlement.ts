import { and, count, eq } from 'drizzle-orm';
import type { CloseBatchBody, SettlementContractInput } from '@plantel/contracts';
import type { ClosedBatchFigures, SettlementContract } from '@plantel/domain';
import type { Db } from '../../src/db/database';
import { batches, companies, producers, properties, settlementContractVersions, settlementStatements, sheds } from '../../src/db/schema';
import { addDays } from '../../src/services/common/calendar-days';

/** A domain contract of settlement-cases.ts as the API takes it. */
export function contractInput(contract: SettlementContract, coverage: Partial<SettlementContractInput['coverage']> = {}): SettlementContractInput {
  return {
    name: contract.name,
    coverage: {
      species: contract.coverage.species,
      module: contract.coverage.module,
      sex: contract.coverage.sex,
      valid_from: contract.coverage.validFrom,
      valid_to: contract.coverage.validTo,
      ...coverage,
    },
    adjusted_fcr: { reference_weight: contract.adjustedFcr.referenceWeight, points_per_100g: contract.adjustedFcr.pointsPer100g },
    prices: { per_bird_cents: contract.prices.perBirdCents, per_kg_cents: contract.prices.perKgCents, per_bird_day_cents: contract.prices.perBirdDayCents },
    steps: contract.steps.map((step) => (step.kind === 'fixed' ? { kind: 'fixed', name: step.name, amount_cents: step.amountCents } : step)),
  };
}

/** The closing body of a settlement-cases.ts batch (birds housed and entry weight are on the batch row). */
export function closingBody(figures: ClosedBatchFigures, slaughterDate: string): CloseBatchBody {
  return {
    slaughter_date: slaughterDate,
    birds_delivered: figures.birdsDelivered,
    live_weight_kg: figures.liveWeightKg,
    condemned_birds: figures.condemnedBirds,
    condemned_kg: figures.condemnedKg,
    feed_supplied_kg: figures.feedSuppliedKg,
    feed_returned_kg: figures.feedReturnedKg,
    lost_kg: figures.lostKg,
    inputs: figures.inputs.map((i) => ({ name: i.name, unit: i.unit, quantity: i.quantity, returned_quantity: i.returnedQuantity, unit_price_cents: i.unitPriceCents })),
  };
}

export const companyIdOf = async (db: Db, name: string) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;

/**
 * An open broiler batch of a new (or given) producer's shed, lodged at `ageAtLodging` so that on
 * `slaughterDate` it is `figures.ageAtSlaughter` days old after `figures.daysHoused` days housed.
 * Lodged at 15:00 UTC: the same calendar day in the Americas and Europe.
 */
export async function openBatchFor(
  db: Db,
  companyId: number,
  figures: ClosedBatchFigures,
  slaughterDate: string,
  options: { producer?: string; producerId?: number; identification: string; core?: string; sex?: 1 | 2 | 3 },
): Promise<number> {
  const producerId =
    options.producerId ?? (await db.insert(producers).values({ companyId, name: options.producer ?? options.identification }).returning({ id: producers.id }))[0]!.id;
  const [property] = await db.insert(properties).values({ companyId, producerId, name: `Propriedade ${options.identification}`, ownerName: options.producer ?? '' }).returning({ id: properties.id });
  const [shed] = await db
    .insert(sheds)
    .values({ companyId, propertyId: property!.id, identification: `Galpão ${options.identification}`, name: `Galpão ${options.identification}`, core: options.core ?? '', productionTypeExternalId: 3 })
    .returning({ id: sheds.id });
  const lodgingDay = addDays(slaughterDate, -figures.daysHoused);
  const [batch] = await db
    .insert(batches)
    .values({
      companyId,
      shedId: shed!.id,
      identification: options.identification,
      stage: 'lodged',
      sexExternalId: options.sex ?? 1,
      initialLodged: figures.birdsHoused,
      currentLodged: figures.birdsDelivered,
      ageAtLodging: figures.ageAtSlaughter - figures.daysHoused,
      entryWeight: figures.entryWeight,
      openingDate: new Date(`${lodgingDay}T15:00:00Z`),
    })
    .returning({ id: batches.id });
  return batch!.id;
}

/** Rows a refusal must leave as they were. */
export async function settlementCounts(db: Db, companyId: number) {
  const [statements] = await db.select({ n: count() }).from(settlementStatements).where(eq(settlementStatements.companyId, companyId));
  const [versions] = await db.select({ n: count() }).from(settlementContractVersions).where(eq(settlementContractVersions.companyId, companyId));
  const [closed] = await db.select({ n: count(batches.closingDate) }).from(batches).where(and(eq(batches.companyId, companyId)));
  return { statements: statements!.n, contractVersions: versions!.n, closedBatches: closed!.n };
}
