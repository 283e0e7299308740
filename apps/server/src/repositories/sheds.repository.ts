import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { producers, properties, sheds } from '../db/schema';
import { shedInScope, type FarmScope } from './farm-scope';

export async function findShed(db: Db, scope: FarmScope, id: number) {
  if (scope.productionTypes.length === 0) return undefined;
  const [row] = await db
    .select({
      id: sheds.id,
      identification: sheds.identification,
      name: sheds.name,
      core: sheds.core,
      productionType: sheds.productionTypeExternalId,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyOwner: properties.ownerName,
      producerName: producers.name,
    })
    .from(sheds)
    .innerJoin(properties, eq(properties.id, sheds.propertyId))
    .innerJoin(producers, eq(producers.id, properties.producerId))
    .where(
      and(eq(sheds.id, id), shedInScope(scope)),
    );
  return row;
}
